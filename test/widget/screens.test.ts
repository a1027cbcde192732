// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SCREEN_NAMES } from '../../src/flow';
import { products } from '../../src/flow/products';
import { productScreens } from '../../src/flow/screens';

const screensRoot = path.resolve(import.meta.dirname, '../../src/screens');
/** Every product's later part, as its `load` fetches it. */
const laterParts = (await Promise.all(products.map((product) => product.load?.()))).flatMap((module) => (module ? [module.later] : []));

describe('the screens the products declare', () => {
  it('each have a folder under src/screens (the widget loads each from its folder), and every folder is one of them', () => {
    const folders = readdirSync(screensRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
      .map((entry) => entry.name);
    expect([...folders].sort()).toEqual([...SCREEN_NAMES].sort());
  });

  it('are prefetched with the products that lead to them', () => {
    expect(productScreens('passwords')).toEqual(expect.arrayContaining(['PasswordCreateOrLogin', 'EmailConfirmation', 'OTPAuthenticate']));
    expect(productScreens('oauth')).toEqual([]);
  });
});

/** The names `file` exports (`export const X`, `export { X } from '…'`), by the module they come from ('' for its own). */
function exportsOf(file: string): Map<string, string[]> {
  const source = ts.createSourceFile(file, readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8'), ts.ScriptTarget.Latest);
  const found = new Map<string, string[]>();
  const add = (from: string, names: string[]) => found.set(from, [...(found.get(from) ?? []), ...names]);
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      add(
        '',
        statement.declarationList.declarations.map((d) => d.name.getText(source)),
      );
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      const from = statement.moduleSpecifier ? (statement.moduleSpecifier as ts.StringLiteral).text : '';
      add(
        from,
        statement.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text),
      );
    }
  }
  return found;
}

describe('the composition API', () => {
  it("exports every registered screen from the package root, each loaded from the registry, and nothing else: a forgotten line can't drop one", () => {
    const lazy = exportsOf('src/widget/screens.tsx').get('') ?? [];
    const root = exportsOf('src/index.ts');
    const screens = SCREEN_NAMES.filter((name) => name !== 'Main');
    expect([...lazy].sort()).toEqual([...screens].sort());
    expect([...(root.get('./widget/screens.js') ?? [])].sort()).toEqual([...screens].sort());
    expect(root.get('./screens/Main/index.js')).toEqual(['Main']);
  });
});

describe('the products', () => {
  it('give every event on every screen one owner, so the transition tables say what happens', () => {
    const owners = new Map<string, string[]>();
    // Main's transitions are in the products, the later screens' in their later parts (issue 27).
    for (const product of [...products, ...laterParts]) {
      for (const [screen, events] of Object.entries(product.on ?? {})) {
        for (const type of Object.keys(events ?? {}))
          owners.set(`${screen} ${type}`, [...(owners.get(`${screen} ${type}`) ?? []), product.id]);
      }
    }
    expect([...owners].filter(([, ids]) => ids.length > 1)).toEqual([]);
    expect(owners.size).toBeGreaterThan(40);
  });

  it('each own their actions: no two products (or a product and its later part) run an action of the same name', () => {
    // The runners of the actions the user starts are in the later parts, the others in the products (issue 27).
    const names = [...products, ...laterParts].flatMap((product) => Object.keys(product.handlers ?? {}));
    expect(names.length).toBe(new Set(names).size);
  });

  it('run every action whose answer they take', () => {
    const parts = [...products, ...laterParts];
    const runners = new Set(parts.flatMap((product) => Object.keys(product.handlers ?? {})));
    const answered = parts.flatMap((product) => [...Object.keys(product.done ?? {}), ...Object.keys(product.failed ?? {})]);
    expect(answered.filter((action) => !runners.has(action))).toEqual([]);
  });
});
