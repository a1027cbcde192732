/**
 * The contributor guide's "Adding a sign-in method" (docs/Architecture.mdx) claims a product is its folder plus
 * one registration line. Its files (docs/snippets/architecture, each shown whole on the page: snippets.test.ts)
 * are put where the guide says, in a copy of the package's source, and the copy is type-checked with the
 * package's own settings (tsconfig.src.json: NodeNext, strict) — so the walk-through cannot drift from the
 * registry's types (it had: `hostEvents` became a map of typed event data, `signedIn` takes the event).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
// Under the repo's node_modules, so the copy resolves React and the other dependencies as the source does.
const copy = path.join(root, 'node_modules/.cache/architecture-sketch');
const sketch = path.join(root, 'docs/snippets/architecture');

test("the guide's new product type-checks inside the package source", { timeout: 180_000 }, () => {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const dir of ['src', 'tokens']) cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
  const products = path.join(copy, 'src/flow/products');
  cpSync(path.join(sketch, 'magicCodes'), path.join(products, 'magicCodes'), { recursive: true });
  cpSync(path.join(sketch, 'registered.ts'), path.join(products, 'registered.ts'));
  writeFileSync(
    path.join(copy, 'tsconfig.json'),
    JSON.stringify({
      extends: path.join(root, 'tsconfig.src.json'),
      compilerOptions: { noEmit: true, composite: false, incremental: false, emitDeclarationOnly: false, rootDir: '.' },
      include: ['src', 'tokens'],
    }),
  );
  const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', copy], { encoding: 'utf8' });
  expect(tsc.stdout + tsc.stderr).toBe('');
  expect(tsc.status).toBe(0);
});
