// @vitest-environment node
/**
 * The playground's *Config* panel is code a developer pastes into their app (issue 35): it must name the package's
 * real exports and point the client at the emulator the page uses. Each snippet is bundled by esbuild against the
 * built package as an app's bundler would resolve `gatehouse-auth` (an import the package does not export fails
 * the build), and the client it creates must reach the same emulator.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { built } from '../../scripts/built.mjs';
import { readSetup } from '../../playground/setup';
import { snippet } from '../../playground/snippet';

const here = 'http://localhost:5173/';

async function bundle(code: string): Promise<string> {
  const dist = await built('package');
  const dir = mkdtempSync(path.join(tmpdir(), 'gatehouse-snippet-'));
  writeFileSync(path.join(dir, 'app.tsx'), code);
  const result = await build({
    entryPoints: [path.join(dir, 'app.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    loader: { '.css': 'empty' },
    alias: {
      'gatehouse-auth/client': path.join(dist, 'client.js'),
      'gatehouse-auth/style.css': path.join(dist, 'gatehouse.css'),
      'gatehouse-auth': path.join(dist, 'index.js'),
    },
  });
  return result.outputFiles[0]!.text;
}

test.each([
  ['the default setup', ''],
  [
    'passcodes by text and email on another emulator, dark, in French',
    '?products=otp&otp=sms,email&theme=dark&locale=fr&api=http://localhost:9787',
  ],
  ['the reset mode with a custom theme', '?mode=resetPassword&theme=custom&products=passwords'],
  ['passkey registration', '?mode=passkeyRegistration'],
])(
  '%s: the snippet builds against the package and talks to the playground’s emulator',
  async (_, search) => {
    const setup = readSetup(search, here);
    const code = snippet(setup);
    expect(code).toContain(`createClient('${setup.token}', { testBaseUrl: '${setup.api}' })`);
    const bundled = await bundle(code);
    expect(bundled).toContain(setup.api);
  },
  60_000,
);
