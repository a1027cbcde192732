#!/usr/bin/env node
// Writes the token sets as DTCG 2025.10 files (issue 41): `<out>/tokens/default.tokens.json` and
// `dark.tokens.json`, published as `gatehouse-auth/tokens/*.tokens.json`. Run with tsx (it reads the TypeScript
// token sets); `npm run build` does, with its output directory.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { darkTokens, defaultTokens } from '../tokens/index.ts';
import { tokensToDtcg } from '../src/theme/dtcg.ts';

const outDir = path.resolve(process.argv[2] ?? 'dist');
const sets = {
  default: [defaultTokens, 'Gatehouse default theme (the spec §9 defaults), as --gh-* variables name them.'],
  dark: [darkTokens, 'Gatehouse dark theme, as --gh-* variables name them.'],
};
mkdirSync(path.join(outDir, 'tokens'), { recursive: true });
for (const [name, [tokens, description]] of Object.entries(sets)) {
  writeFileSync(path.join(outDir, 'tokens', `${name}.tokens.json`), `${JSON.stringify(tokensToDtcg(tokens, description), null, 2)}\n`);
}
