// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const srcRoot = path.join(repoRoot, 'src');
/**
 * The emulator's own code (its server and its benchmark; its tests may drive the package): a second party to
 * the wire, beside the client, so of the package it imports `src/wire` only (house style "The shape of the
 * house") — the wire's facts are shared, the client's way of speaking them is not.
 */
const emulatorRoots = ['src', 'bench'].map((dir) => path.join(repoRoot, 'emulator', dir));

/**
 * The layer order (house style "The shape of the house"): what each folder of `src/` may import besides
 * itself. Dependencies point one way — `elements, widget → embedding → screens → react (the React binding)
 * → primitives → theme → tokens`, and `flow → client → wire` — with `i18n` usable by the flow and by
 * primitives and above, and `wire` and `constants` by anyone. Type-only imports count: a primitive that
 * names a flow type knows the flow.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  wire: [],
  constants: [],
  i18n: [],
  client: [],
  flow: ['client', 'i18n'],
  theme: ['tokens'],
  primitives: ['theme', 'i18n'],
  react: ['flow', 'client', 'primitives', 'theme', 'i18n'],
  screens: ['react', 'flow', 'primitives', 'theme', 'i18n'],
  embedding: ['screens', 'react', 'flow', 'primitives', 'theme', 'i18n'],
  widget: ['embedding', 'screens', 'react', 'flow', 'client', 'primitives', 'theme', 'i18n'],
  // The account page (issue 39): a root like the widget's, reusing the sign-in screens' shared parts.
  account: ['widget', 'embedding', 'screens', 'react', 'flow', 'client', 'primitives', 'theme', 'i18n'],
  elements: ['account', 'widget', 'embedding', 'screens', 'react', 'flow', 'client', 'primitives', 'theme', 'i18n'],
  // The host's server: the wire's session contract and API bases only, nothing that renders or needs a browser.
  server: [],
};
const ANYONE_MAY_IMPORT = ['wire', 'constants'];
/** The package's entries (`src/index.ts`, `src/kit.ts`, `src/standalone.ts`, `src/themes.ts`) put the layers together. */
const ENTRIES = new Set(['index.ts', 'kit.ts', 'standalone.ts', 'themes.ts', 'vite-env.d.ts']);

/**
 * The layer of a path inside the repository: its folder under `src/` (a file there without the extension: the
 * source names its imports `./x.js`, tsconfig.src.json), or `tokens`.
 */
function layerOf(file: string): string {
  const inSrc = path.relative(srcRoot, file);
  if (inSrc.startsWith('..')) return path.relative(repoRoot, file).split(path.sep)[0]!;
  return inSrc.split(path.sep)[0]!.replace(/\.(tsx?|js)$/, '');
}

/**
 * A sign-in method's folder under `src/flow/products/` (house style "A product"): products share through
 * `products/shared`, never by reaching into another product's folder, and the core of the flow knows them
 * only through the registry (`products/index.ts`).
 */
function productOf(file: string): string | null {
  const [flow, products, folder, ...rest] = path.relative(srcRoot, file).split(path.sep);
  return flow === 'flow' && products === 'products' && folder && rest.length > 0 ? folder : null;
}

/** Every module a source file imports, statically, dynamically or through `import.meta.glob`, with its line. */
function importsOf(file: string, text: string): { specifier: string; line: number }[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: { specifier: string; line: number }[] = [];
  const add = (node: ts.Node, specifier: string) =>
    found.push({ specifier: specifier.replace(/^!/, ''), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node, node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const strings = node.arguments.flatMap((arg) => (ts.isArrayLiteralExpression(arg) ? [...arg.elements] : [arg]));
      if (callee === 'import' || callee === 'import.meta.glob') {
        for (const arg of strings) if (ts.isStringLiteralLike(arg)) add(node, arg.text);
      }
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node, node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every import of `file` that goes against the layer order or into another product's folder, as a message. */
function violations(file: string, text = readFileSync(file, 'utf8')): string[] {
  const from = layerOf(file);
  const where = path.relative(repoRoot, file);
  const allowed = from === 'emulator' ? ['wire'] : [...(MAY_IMPORT[from] ?? []), ...ANYONE_MAY_IMPORT];
  const out: string[] = [];
  for (const { specifier, line } of importsOf(file, text)) {
    // The emulator may not reach the package through its published name either.
    if (from === 'emulator' && /^gatehouse-auth(\/|$)/.test(specifier)) {
      out.push(
        `${where}:${line} imports '${specifier}': the emulator may import only src/wire of the package (test/architecture/layers.test.ts)`,
      );
      continue;
    }
    if (!specifier.startsWith('.')) continue;
    if (ENTRIES.has(path.relative(srcRoot, file))) continue;
    const target = path.resolve(path.dirname(file), specifier);
    const to = layerOf(target);
    if (to !== from && !allowed.includes(to)) {
      out.push(
        `${where}:${line} imports '${specifier}' (${to}): ${from} may import only ${allowed.join(', ')} (layer order in test/architecture/layers.test.ts)`,
      );
      continue;
    }
    // The later screens' English travels in parts, each in the chunk of the code that shows it (issue 36): a
    // module outside the catalogue that took the record joining them would bring every part with it.
    if (from !== 'i18n' && path.relative(srcRoot, target).replace(/\.(tsx?|js)$/, '') === path.join('i18n', 'later')) {
      out.push(`${where}:${line} imports '${specifier}': the later screens' English is taken by part (src/i18n/english/), not joined`);
      continue;
    }
    // Within the flow: a product's folder, products/shared, or the core (the registry files may import every product).
    const product = productOf(file);
    const registry = !product && path.relative(srcRoot, file).startsWith(path.join('flow', 'products'));
    const targetProduct = productOf(/\.(tsx?|js)$/.test(target) ? target : path.join(target, 'index.ts'));
    if (from === 'flow' && !registry && targetProduct && targetProduct !== 'shared' && targetProduct !== product) {
      out.push(
        `${where}:${line} imports '${specifier}' (product ${targetProduct}): ${product ? `product ${product}` : 'the flow'} may not reach into another product's folder; share through products/shared, or go through the registry (products/index.ts)`,
      );
    }
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the layers of src/', () => {
  it('import only downwards (house style), and no product reaches into another', () => {
    const files = sourceFiles(srcRoot);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => violations(file))).toEqual([]);
  });

  it('the emulator imports nothing of the package but src/wire', () => {
    const files = emulatorRoots.flatMap((root) => sourceFiles(root));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => violations(file))).toEqual([]);
  });

  it('fail on an emulator import of the package beyond src/wire', () => {
    const routes = path.join(repoRoot, 'emulator/src/otps/routes.ts');
    expect(
      violations(
        routes,
        `import { UsageError } from '../../../src/client/errors.ts';\nimport { OTP_LENGTH } from '../../../src/wire/index.ts';\nimport { SDK_SPACING } from '../../../src/constants.ts';\nimport { apiError } from '../http/errors.ts';\nimport 'gatehouse-auth/client';`,
      ),
    ).toEqual([
      "emulator/src/otps/routes.ts:1 imports '../../../src/client/errors.ts' (client): emulator may import only wire (layer order in test/architecture/layers.test.ts)",
      "emulator/src/otps/routes.ts:3 imports '../../../src/constants.ts' (constants): emulator may import only wire (layer order in test/architecture/layers.test.ts)",
      "emulator/src/otps/routes.ts:5 imports 'gatehouse-auth/client': the emulator may import only src/wire of the package (test/architecture/layers.test.ts)",
    ]);
  });

  it('fail on an import against the layer order, naming the file, the import and the rule', () => {
    const primitive = path.join(srcRoot, 'primitives/Tabs/Tabs.tsx');
    expect(
      violations(primitive, `import type { OTPMethod } from '../../flow/config.js';\nimport { x } from '../../wire/index.js';`),
    ).toEqual([
      "src/primitives/Tabs/Tabs.tsx:1 imports '../../flow/config.js' (flow): primitives may import only theme, i18n, wire, constants (layer order in test/architecture/layers.test.ts)",
    ]);
    const screen = path.join(srcRoot, 'screens/Main/OneTap.tsx');
    expect(violations(screen, `const load = () => import('../../widget/registry.js');`)).toHaveLength(1);
    expect(violations(path.join(srcRoot, 'widget/Toasts.tsx'), `import { x } from '../elements/index.js';`)).toHaveLength(1);
  });

  it("fail when a screen or a primitive takes the later screens' English joined, not its own part", () => {
    const screen = path.join(srcRoot, 'screens/OTPAuthenticate/OTPAuthenticate.tsx');
    expect(
      violations(
        screen,
        `import { laterMessages } from '../../i18n/later.js';\nimport { passcodeText } from '../../i18n/english/passcode.js';`,
      ),
    ).toEqual([
      "src/screens/OTPAuthenticate/OTPAuthenticate.tsx:1 imports '../../i18n/later.js': the later screens' English is taken by part (src/i18n/english/), not joined",
    ]);
  });

  it("fail when a product imports another product's folder, but not products/shared or its own files", () => {
    const otp = path.join(srcRoot, 'flow/products/otp/index.ts');
    expect(
      violations(
        otp,
        `import { startMagicLink } from '../emailMagicLinks/index.js';\nimport { defined } from '../shared/send.js';\nimport './types.js';`,
      ),
    ).toEqual([
      "src/flow/products/otp/index.ts:1 imports '../emailMagicLinks/index.js' (product emailMagicLinks): product otp may not reach into another product's folder; share through products/shared, or go through the registry (products/index.ts)",
    ]);
    expect(violations(path.join(srcRoot, 'flow/reduce.ts'), `import { otp } from './products/otp/index.js';`)).toHaveLength(1);
    expect(violations(path.join(srcRoot, 'flow/reduce.ts'), `import { products } from './products/index.js';`)).toEqual([]);
  });
});
