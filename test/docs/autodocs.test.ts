// @vitest-environment node
/**
 * Every primitive and every screen has its docs page in the catalogue (issue 25): a story file whose meta names
 * the component and carries Storybook's `autodocs` tag, from which Storybook builds the page — the component's
 * description, its props table, every story as a state, a usage snippet. What must have a page comes from the
 * source: each primitive folder `src/primitives/index.ts` exports a component from, and each screen
 * `src/screens/index.ts` exports. A new one without its stories, or a meta without the tag, fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

/** The components an index exports, by the folder they come from (`export { Button } from './Button/index.js'`). */
function componentsByFolder(index: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const statement of parse(index).statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly || !statement.moduleSpecifier) continue;
    if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    const folder = (statement.moduleSpecifier as ts.StringLiteral).text.split('/')[1]!;
    // Components are PascalCase; `preloadBrandMarks` and `useToast` are helpers.
    const names = statement.exportClause.elements.filter((e) => !e.isTypeOnly && /^[A-Z]/.test(e.name.text)).map((e) => e.name.text);
    if (names.length > 0) found.set(folder, [...(found.get(folder) ?? []), ...names]);
  }
  return found;
}

interface StoryMeta {
  component: string | undefined;
  tags: string[];
}

/** A story file's meta: the object its default export names (`const meta = { … } satisfies Meta<…>`), or exports. */
function metaOf(file: string): StoryMeta {
  const source = parse(file);
  const declarations = new Map<string, ts.Expression>();
  let exported: ts.Expression | undefined;
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) declarations.set(declaration.name.text, declaration.initializer);
      }
    }
    if (ts.isExportAssignment(statement)) exported = statement.expression;
  }
  let meta = exported && ts.isIdentifier(exported) ? declarations.get(exported.text) : exported;
  while (meta && (ts.isSatisfiesExpression(meta) || ts.isAsExpression(meta) || ts.isParenthesizedExpression(meta))) meta = meta.expression;
  if (!meta || !ts.isObjectLiteralExpression(meta)) throw new Error(`${file}: no meta object as its default export`);
  const property = (name: string) =>
    meta.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)
      ?.initializer;
  const component = property('component');
  const tags = property('tags');
  return {
    component: component && ts.isIdentifier(component) ? component.text : undefined,
    tags: tags && ts.isArrayLiteralExpression(tags) ? tags.elements.filter(ts.isStringLiteral).map((tag) => tag.text) : [],
  };
}

const primitives = componentsByFolder('src/primitives/index.ts');
const screens = [...componentsByFolder('src/screens/index.ts').values()].flat();

test('the lists come from the source', () => {
  expect(primitives.size).toBeGreaterThanOrEqual(20);
  expect(primitives.get('Button')).toEqual(['Button']);
  expect(primitives.has('BrandMark')).toBe(false);
  expect(screens).toContain('OTPAuthenticate');
  expect(screens.length).toBeGreaterThanOrEqual(24);
});

test.each([...primitives].map(([folder, names]) => [folder, names] as const))(
  'primitive %s has a docs page (stories/Primitives/%s.stories.tsx, tagged autodocs)',
  (folder, names) => {
    const file = `stories/Primitives/${folder}.stories.tsx`;
    expect(existsSync(path.join(root, file)), `${file} exists`).toBe(true);
    const meta = metaOf(file);
    expect(names, `the meta's component is one the folder exports`).toContain(meta.component);
    expect(meta.tags).toContain('autodocs');
  },
);

test.each(screens)('screen %s has a docs page (stories/Screens/%s.stories.tsx, tagged autodocs)', (screen) => {
  const file = `stories/Screens/${screen}.stories.tsx`;
  expect(existsSync(path.join(root, file)), `${file} exists`).toBe(true);
  const meta = metaOf(file);
  expect(meta.component).toBe(screen);
  expect(meta.tags).toContain('autodocs');
});

test('every story file of a primitive or a screen is part of its docs page', () => {
  const untagged = ['Primitives', 'Screens']
    .flatMap((group) => readdirSync(path.join(root, 'stories', group)).map((name) => `stories/${group}/${name}`))
    .filter((file) => file.endsWith('.stories.tsx') && !metaOf(file).tags.includes('autodocs'));
  expect(untagged).toEqual([]);
});
