/**
 * Docs that cannot drift (issue 22): every fenced block of the guides (docs/*.mdx) and the README states what it
 * is, and what it is gets checked.
 *
 * - **Code** (`ts`, `tsx`, `js`, `jsx`) follows a comment naming its file — `{/* snippet: docs/snippets/app.tsx *\/}`
 *   in MDX, `<!-- snippet: … -->` in the README — and must equal that file. A file under docs/snippets is
 *   type-checked by `tsc -b` (tsconfig.docs.json) against the package's declarations as a host imports them;
 *   a file of the Next.js example is type-checked and built by `next build` against the packed package.
 * - **Shell** (`sh`): every `npm run <script>`, `npm start`, `npm test` names a script of package.json and
 *   every `npx --no -- <bin>` a bin of the packages.
 * - **CSS** (`css`): every `::part(…)` is a part the widget marks, every `--gh-*` variable one of the theme's.
 * - **HTML** (`html`): every custom element is one the package defines, with only the attributes it reads.
 * - **Not code** (`text`): a policy, a diagram — shown as is.
 *
 * A block with no language, or code without its file, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { WidgetEventType } from 'gatehouse-auth';
import { themeContract } from '../../src/theme/contract.css.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const PAGES = [
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => `docs/${name}`),
  'README.md',
];
// A marker on the line before the fence; a fence may be indented (inside a list item), its code with it.
const BLOCK =
  /(?:^ *(?:\{\/\* snippet: (?<mdxFile>[^ ]+) \*\/\}|<!-- snippet: (?<mdFile>[^ ]+) -->)\n)?^(?<indent> *)```(?<lang>[^\n]*)\n(?<code>[\s\S]*?)^\k<indent>```$/gm;

interface Block {
  page: string;
  line: number;
  file: string | undefined;
  lang: string;
  code: string;
}

function blocks(page: string): Block[] {
  const text = read(page);
  return [...text.matchAll(BLOCK)].map((match) => {
    const groups = match.groups ?? {};
    const indent = groups.indent ?? '';
    return {
      page,
      line: text.slice(0, match.index).split('\n').length,
      file: groups.mdxFile ?? groups.mdFile,
      lang: groups.lang ?? '',
      code: (groups.code ?? '').replace(new RegExp(`^${indent}`, 'gm'), ''),
    };
  });
}

const all = PAGES.flatMap(blocks);
const where = (block: Block) => `${block.page}:${block.line}`;
const ofLang = (...langs: string[]) => all.filter((block) => langs.includes(block.lang));
const CODE = ['ts', 'tsx', 'js', 'jsx'];
const code = ofLang(...CODE);

test('every block of the guides and the README states what it is', () => {
  expect(all.length).toBeGreaterThanOrEqual(40);
  const unknown = all.filter((block) => ![...CODE, 'sh', 'css', 'html', 'text'].includes(block.lang)).map(where);
  expect(unknown, 'blocks without a language (ts, tsx, js, sh, css, html, or text for what is not code)').toEqual([]);
});

const ARCHITECTURE = 'docs/snippets/architecture/';

test('every code block is shown from a file the compiler checks', () => {
  const unmarked = code.filter((block) => !block.file).map((block) => `${where(block)}: ${block.code.split('\n')[0]}`);
  expect(unmarked, 'code blocks without a snippet marker').toEqual([]);
  const elsewhere = all.filter((block) => block.file && !/^(docs\/snippets|examples\/nextjs)\//.test(block.file)).map(where);
  expect(elsewhere, 'snippet files outside docs/snippets and examples/nextjs').toEqual([]);
});

test.each(code.filter((block) => block.file).map((block) => [where(block), block.file!, block.code] as const))(
  '%s shows %s as it is',
  (_where, file, shown) => {
    expect(shown).toBe(read(file));
  },
);

test('every file under docs/snippets is shown by a page', () => {
  const files = readdirSync(path.join(root, 'docs/snippets'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|js|jsx)$/.test(name))
    .map((name) => `docs/snippets/${name}`);
  const shown = new Set(all.map((block) => block.file));
  expect(files.filter((file) => !shown.has(file))).toEqual([]);
});

test('the snippets import the package only by the names it exports, as a host does', () => {
  // Each entry of the two packages with types, resolved to the declaration `tsc -b` emits for it (each package's
  // dist is laid out the same).
  const entries = (manifest: string, dist: string, emitted: string) => {
    const pkg = JSON.parse(read(manifest)) as { name: string; exports: Record<string, string | { types?: string }> };
    return Object.entries(pkg.exports).flatMap(([subpath, target]) =>
      typeof target === 'object' && target.types && subpath !== './style.css'
        ? [[`${pkg.name}${subpath.slice(1)}`, [target.types.replace(dist, emitted)]]]
        : [],
    );
  };
  const expected = Object.fromEntries([
    ...entries('package.json', './dist/types/', './node_modules/.cache/tsc/src/'),
    ...entries('emulator/package.json', './dist/', './node_modules/.cache/tsc/emulator/'),
  ]);
  // tsconfig.docs.json has comments: read its paths alone.
  const paths = /"paths": (\{[^}]*\})/.exec(read('tsconfig.docs.json'))?.[1];
  // Besides the exports, the standalone script where the Embedding guide's page copies it.
  expected['/vendor/gatehouse.standalone.js'] = ['./node_modules/.cache/tsc/src/src/standalone.d.ts'];
  expect(JSON.parse((paths ?? '{}').replace(/^\s*\/\/.*$/gm, ''))).toEqual(expected);

  // The contributor guide's product sketch is source inside src/ (test/docs/architecture.test.ts checks it there).
  const hostCode = (file: string | undefined) => file?.startsWith('docs/snippets/') && !file.startsWith(ARCHITECTURE);
  const files = [...new Set(code.flatMap((block) => (hostCode(block.file) ? [block.file!] : [])))];
  const outside = files.flatMap((file) =>
    [...read(file).matchAll(/(?:from|import) '(?<specifier>\.[^']*)'/g)]
      .map((match) => match.groups?.specifier ?? '')
      .filter((specifier) => !path.resolve(root, path.dirname(file), specifier).startsWith(path.join(root, 'docs/snippets')))
      .map((specifier) => `${file}: ${specifier}`),
  );
  expect(outside, 'relative imports out of docs/snippets (a host has only the package)').toEqual([]);
});

test('shell blocks run scripts and binaries that exist', () => {
  const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
  const bins = Object.keys((JSON.parse(read('emulator/package.json')) as { bin: Record<string, string> }).bin);
  const missing = ofLang('sh').flatMap((block) => [
    ...[...block.code.matchAll(/npm (?:run (?<run>[\w:-]+)|(?<short>start|test)\b)/g)]
      .map((match) => match.groups?.run ?? match.groups?.short ?? '')
      .filter((script) => !scripts.includes(script))
      .map((script) => `${where(block)}: npm script ${script}`),
    ...[...block.code.matchAll(/npx --no -- (?<bin>[\w-]+)/g)]
      .map((match) => match.groups?.bin ?? '')
      .filter((bin) => !bins.includes(bin))
      .map((bin) => `${where(block)}: bin ${bin}`),
  ]);
  expect(missing).toEqual([]);
});

/** Every value of `part="…"` / `data-part="…"` the package's source marks. */
function parts(): Set<string> {
  const found = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const match of read(file).matchAll(/\bpart(?:=| = |: )\{?['"](?<name>[a-z-]+)['"]/g)) found.add(match.groups?.name ?? '');
      }
    }
  };
  visit('src');
  return found;
}

test('CSS blocks style parts and variables the widget has', () => {
  const known = parts();
  const variables = new Set<string>();
  const collect = (node: unknown) => {
    if (typeof node === 'string') variables.add(/^var\((?<name>--[\w-]+)\)$/.exec(node)?.groups?.name ?? node);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  // The contract's leaves are the names a host sets (`--gh-colors-primary`).
  collect(themeContract);
  const unknown = ofLang('css').flatMap((block) => [
    ...[...block.code.matchAll(/::part\((?<name>[\w-]+)\)/g)]
      .map((match) => match.groups?.name ?? '')
      .filter((name) => !known.has(name))
      .map((name) => `${where(block)}: part ${name}`),
    ...[...block.code.matchAll(/(?<name>--gh-[\w-]+)/g)]
      .map((match) => match.groups?.name ?? '')
      .filter((name) => !variables.has(name))
      .map((name) => `${where(block)}: variable ${name}`),
  ]);
  expect(unknown).toEqual([]);
});

test('HTML blocks use the custom elements the package defines, with the attributes they read', () => {
  // src/elements/customElements.tsx: the three elements (spec §9 names); only the reset page reads an attribute.
  const attributes: Record<string, string[]> = {
    'stytch-ui': [],
    'stytch-passkey-registration': [],
    'stytch-reset-password': ['password-reset-token'],
  };
  const defined = read('src/elements/customElements.tsx');
  for (const tag of Object.keys(attributes)) expect(defined).toContain(`'${tag}'`);
  expect(defined).toMatch(/RESET_TOKEN_ATTRIBUTE/);
  const unknown = ofLang('html').flatMap((block) =>
    [...block.code.matchAll(/<(?<tag>[a-z]+-[a-z-]+)(?<attrs>[^>]*)>/g)].flatMap((match) => {
      const tag = match.groups?.tag ?? '';
      const allowed = attributes[tag];
      if (!allowed) return [`${where(block)}: <${tag}>`];
      return [...(match.groups?.attrs ?? '').matchAll(/(?<name>[\w-]+)=/g)]
        .map((attr) => attr.groups?.name ?? '')
        .filter((name) => !allowed.includes(name))
        .map((name) => `${where(block)}: <${tag} ${name}>`);
    }),
  );
  expect(unknown).toEqual([]);
});

// Every event `onEvent` receives, checked against the union by the compiler (`tsc -b` type-checks this file).
const WIDGET_EVENTS = [
  'OTP_LOGIN_OR_CREATE',
  'OTP_AUTHENTICATE',
  'MAGIC_LINK_LOGIN_OR_CREATE',
  'MAGIC_LINK_AUTHENTICATE',
  'PASSWORD_CREATE',
  'PASSWORD_AUTHENTICATE',
  'PASSWORD_RESET_BY_EMAIL_START',
  'PASSWORD_RESET_BY_EMAIL',
  'PASSKEY_AUTHENTICATE',
  'PASSKEY_REGISTER',
  'PASSKEY_SKIP',
  'PASSKEY_DONE',
  'CRYPTO_WALLET_AUTHENTICATE_START',
  'CRYPTO_WALLET_AUTHENTICATE',
  'OAUTH_START',
  'TOTP_AUTHENTICATE',
  'TOTP_RECOVER',
  'AUTHENTICATE_FLOW_COMPLETE',
] as const;

test('Getting started lists every event onEvent receives', () => {
  expectTypeOf<(typeof WIDGET_EVENTS)[number]>().toEqualTypeOf<WidgetEventType>();
  const section = /## Events\n([\s\S]*?)\n## /.exec(read('docs/GettingStarted.mdx'))?.[1] ?? '';
  const listed = /fires on each success: ([\s\S]*?)`callbacks\.onError/.exec(section)?.[1] ?? '';
  const documented = [...listed.matchAll(/`(?<type>[A-Z_]+)`/g)].map((match) => match.groups?.type);
  expect(documented.toSorted()).toEqual([...WIDGET_EVENTS].toSorted());
});
