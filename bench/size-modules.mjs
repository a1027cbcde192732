#!/usr/bin/env node
// `npm run bench:size:modules`: where the widget's up-front bytes go. For `Login` + `createClient` (every
// offered product, as in `npm run bench:size`), each sizeable source module and each dependency package in
// the initial chunks is replaced in turn by a stub that exports the same names, and the table shows how many
// gzip bytes the initial JS loses without it — its exclusive cost, including whatever only it pulls in.
// Costs overlap (a module and the package only it imports both claim that package), so they do not add up
// to the total; they rank what to make lazy or lighter.
//
// `--min <chars>` sets the smallest module considered (rendered characters before minifying; default 1500).
// `--client` measures the headless client (`gatehouse-auth/client`, every export) instead of the widget.
import { root } from '../scripts/package-build.mjs';
import { BUDGETS, bundle, clientSource, initialChunks, initialGzip, kb, table, widgetSource } from './bundle.mjs';

const minIndex = process.argv.indexOf('--min');
const MIN_RENDERED = minIndex > 0 ? Number(process.argv[minIndex + 1]) : 1500;
const client = process.argv.includes('--client');
const source = client ? clientSource : widgetSource;
const BUDGET = client ? BUDGETS.client : BUDGETS.login;

/** The package a module id belongs to (`@scope/name` or `name`), or null for the project's own modules. */
function packageOf(id) {
  const at = id.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const parts = id.slice(at + '/node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** A module's name in the table: its path in the project, or its package. */
const label = (id) => packageOf(id) ?? id.replace(`${root}/`, '').replace(/^\0/, '');

/**
 * Replaces every module `matches` accepts with one that exports the same names bound to an unknown global
 * (so the bundler can neither run nor fold them away), re-exports kept. Runs after the TypeScript and
 * stylesheet transforms, so what it reads is plain JavaScript.
 */
function stub(matches) {
  return {
    name: 'bench-stub',
    enforce: 'post',
    transform(code, id) {
      if (!matches(id)) return null;
      const lines = [];
      for (const node of this.parse(code).body) {
        if (node.type === 'ExportAllDeclaration') lines.push(`export * from ${JSON.stringify(node.source.value)};`);
        else if (node.type === 'ExportDefaultDeclaration') lines.push('export default globalThis.__stub;');
        else if (node.type === 'ExportNamedDeclaration') {
          const names = node.declaration
            ? (node.declaration.declarations?.flatMap((d) => bound(d.id)) ?? [node.declaration.id?.name])
            : node.specifiers.map((s) => s.exported.name ?? s.exported.value);
          for (const name of names.filter(Boolean))
            lines.push(name === 'default' ? 'export default globalThis.__stub;' : `export const ${name} = globalThis.__stub;`);
        }
      }
      return { code: lines.join('\n'), map: null };
    },
  };
}

/** The names a declaration binds: `x`, or each name of a `{ a, b: c }` / `[a, ...b]` pattern. */
function bound(pattern) {
  if (!pattern) return [];
  if (pattern.type === 'Identifier') return [pattern.name];
  if (pattern.type === 'ObjectPattern') return pattern.properties.flatMap((p) => bound(p.type === 'RestElement' ? p.argument : p.value));
  if (pattern.type === 'ArrayPattern') return pattern.elements.flatMap((e) => bound(e?.type === 'RestElement' ? e.argument : e));
  if (pattern.type === 'AssignmentPattern') return bound(pattern.left);
  return [];
}

const outputs = await bundle(source);
const base = initialGzip(outputs);
const initial = initialChunks(outputs);

// What is up front, by module and by package, in rendered characters (before minifying).
const modules = new Map();
const packages = new Map();
for (const chunk of outputs) {
  if (chunk.type !== 'chunk' || !initial.has(chunk.fileName)) continue;
  for (const [id, info] of Object.entries(chunk.modules)) {
    const pkg = packageOf(id);
    if (pkg) packages.set(pkg, (packages.get(pkg) ?? 0) + info.renderedLength);
    else if (!id.includes('bench-entry')) modules.set(id, info.renderedLength);
  }
}
const candidates = [
  ...[...modules]
    .filter(([, size]) => size >= MIN_RENDERED)
    .map(([id, size]) => ({ name: label(id), size, matches: (other) => other.split('?')[0] === id })),
  ...[...packages]
    .filter(([, size]) => size >= MIN_RENDERED)
    .map(([pkg, size]) => ({ name: pkg, size, matches: (other) => packageOf(other) === pkg })),
];

const rows = [];
for (const candidate of candidates) {
  let saved;
  try {
    saved = base - initialGzip(await bundle(source, [stub(candidate.matches)]));
  } catch {
    saved = null;
  }
  rows.push({ ...candidate, saved });
}
rows.sort((a, b) => (b.saved ?? -1) - (a.saved ?? -1));
table(
  `${client ? 'gatehouse/client, every export' : 'Login + createClient, every product'}: ${kb(base)} gzip up front (budget ${kb(BUDGET)}, ${base > BUDGET ? `${kb(base - BUDGET)} over` : 'within'}). ` +
    `Exclusive cost of each module or package of at least ${MIN_RENDERED} rendered characters:`,
  ['module or package', 'rendered chars', 'gzip up front without it'],
  rows.map((row) => [row.name, String(row.size), row.saved === null ? 'n/a (could not stub)' : `−${kb(row.saved)}`]),
);
