/**
 * The guides' code is code the tests compile: each fenced code block in the app guides follows an MDX comment
 * naming its file (`snippet: docs/snippets/app.tsx`) and must equal that file — a snippet under docs/snippets
 * (type-checked by `tsc -b`) or a file of the Next.js example (type-checked and built by `next build` for its
 * journey). A block without a marker, or one that drifted from its file, fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const GUIDES = ['docs/UseInYourApp.mdx', 'docs/Server.mdx', 'docs/Emulator.mdx', 'docs/TestingOffline.mdx'];
const BLOCK = /(?:\{\/\* snippet: (?<file>[^ ]+) \*\/\}\n)?```(?<lang>\w*)\n(?<code>[\s\S]*?)```/g;

interface Block {
  guide: string;
  file: string | undefined;
  lang: string;
  code: string;
}

function blocks(guide: string): Block[] {
  const text = readFileSync(path.join(root, guide), 'utf8');
  return [...text.matchAll(BLOCK)].map((match) => ({
    guide,
    file: match.groups?.file,
    lang: match.groups?.lang ?? '',
    code: match.groups?.code ?? '',
  }));
}

const all = GUIDES.flatMap(blocks);
const code = all.filter((block) => ['ts', 'tsx', 'js', 'jsx'].includes(block.lang));

test('the guides show code, each block from a compiled file', () => {
  expect(code.length).toBeGreaterThanOrEqual(8);
  const unmarked = code.filter((block) => !block.file).map((block) => `${block.guide}: ${block.code.split('\n')[0]}`);
  expect(unmarked, 'code blocks without a snippet marker').toEqual([]);
});

test.each(code.filter((block) => block.file).map((block) => [block.guide, block.file!, block.code] as const))(
  '%s shows %s as it is',
  (_guide, file, shown) => {
    expect(file).toMatch(/^(docs\/snippets|examples\/nextjs)\//);
    expect(shown).toBe(readFileSync(path.join(root, file), 'utf8'));
  },
);
