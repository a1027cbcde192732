// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const srcRoot = path.resolve(import.meta.dirname, '../../src');

/** Attributes whose values users read or hear. */
const textAttributes = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label']);

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : componentFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** Every JSX text node and text attribute written as a literal, with its place. */
function literalTexts(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(srcRoot, file)}:${line + 1}`;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && textAttributes.has(node.name.getText(source))) {
      const init = node.initializer;
      const literal =
        init && ts.isStringLiteral(init)
          ? init.text
          : init && ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
            ? init.expression.text
            : undefined;
      if (literal && /\p{L}/u.test(literal)) found.push(`${where(node)} ${node.name.getText(source)}="${literal}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('user-visible text', () => {
  it('comes only from the message catalogue (src/i18n), never a literal in a component', () => {
    const files = componentFiles(srcRoot);
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((file) => literalTexts(file))).toEqual([]);
  });

  it('catches literal text and text attributes when a component writes them', () => {
    const sample = `export const X = () => <b title="Close" aria-label={'Shut'} data-part="x">Hello {name}</b>;`;
    expect(literalTexts(path.join(srcRoot, 'sample.tsx'), sample)).toEqual([
      'sample.tsx:1 title="Close"',
      'sample.tsx:1 aria-label="Shut"',
      'sample.tsx:1 text "Hello"',
    ]);
  });
});
