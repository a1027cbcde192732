// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { built } from '../../scripts/built.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

/**
 * TypeScript 7, what `create-vite` installs today, beside the repository's 5.9 (which the linters need: 7 has no
 * compiler API). Not a dependency of the repository, where its `tsc` command would take the place of 5.9's:
 * installed from the registry once into the cache.
 */
const TYPESCRIPT_7 = '7.0.2';
const typescript7Dir = path.join(root, 'node_modules/.cache/typescript-7');
const typescript7 = path.join(typescript7Dir, 'node_modules/typescript/bin/tsc');

// The tarball npm would publish, packed from the one package build of the test run (scripts/built.mjs).
let tarball = '';
beforeAll(async () => {
  const dir = await built('tarball');
  tarball = path.join(dir, readdirSync(dir).find((file) => file.endsWith('.tgz')) ?? '');
  const installed =
    existsSync(typescript7) &&
    (JSON.parse(readFileSync(path.join(typescript7Dir, 'node_modules/typescript/package.json'), 'utf8')) as { version: string }).version ===
      TYPESCRIPT_7;
  if (!installed) {
    const npm = spawnSync(
      'npm',
      ['install', '--prefix', typescript7Dir, '--prefer-offline', '--no-audit', '--no-fund', `typescript@${TYPESCRIPT_7}`],
      {
        encoding: 'utf8',
      },
    );
    expect(npm.status, npm.stderr).toBe(0);
  }
}, 180_000);

/** The module entries of package.json's `exports`: those with types, less the stylesheet's (and package.json). */
const typedEntries = Object.entries(
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).exports as Record<string, string | { types?: string }>,
)
  .filter(([entry, target]) => typeof target === 'object' && target.types && entry !== './style.css')
  .map(([entry]) => entry);

describe('the packed package under every resolver a host compiles with', () => {
  it('has types for every entry under node16 and bundler: attw reports no problem', () => {
    expect(typedEntries).toEqual(['.', './client', './elements', './kit', './themes', './server']);
    const attw = path.join(path.dirname(require.resolve('@arethetypeswrong/cli/package.json')), 'dist/index.js');
    const run = spawnSync(
      process.execPath,
      [
        attw,
        tarball,
        '--format',
        'json',
        // An ES-module-only package: CommonJS `require` (node16 from CJS) and node10, which predates `exports`
        // and so cannot see subpaths, are not resolvers it supports.
        '--profile',
        'esm-only',
        // A stylesheet and the DTCG token files (issue 41), not modules: nothing to type.
        '--exclude-entrypoints',
        './style.css',
        './tokens/default.tokens.json',
        './tokens/dark.tokens.json',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    const report = JSON.parse(run.stdout) as {
      analysis: { entrypoints: Record<string, unknown> };
      problems?: Record<
        string,
        { kind: string; entrypoint?: string; resolutionKind?: string; fileName?: string; moduleSpecifier?: string }[]
      >;
    };
    expect(Object.keys(report.analysis.entrypoints)).toEqual([...typedEntries, './package.json']);
    // attw's verdict for the profile (its exit code); on failure, what it found.
    const found = Object.values(report.problems ?? {})
      .flat()
      .filter((problem) => problem.resolutionKind !== 'node10' && problem.resolutionKind !== 'node16-cjs')
      .map((problem) => [problem.kind, problem.entrypoint ?? problem.fileName, problem.resolutionKind, problem.moduleSpecifier].join(' '));
    expect({ status: run.status, found }).toEqual({ status: 0, found: [] });
  }, 60_000);

  it.each([
    ['5.9', 'node16', 'node16'],
    ['5.9', 'nodenext', 'nodenext'],
    ['5.9', 'bundler', 'esnext'],
    ['7', 'node16', 'node16'],
    ['7', 'nodenext', 'nodenext'],
    ['7', 'bundler', 'esnext'],
  ])(
    "TypeScript %s compiles a host app under moduleResolution %s with the libraries' declarations checked: every entry typed, the stylesheet too, no any",
    (version, moduleResolution, module) => {
      // Installed from the tarball as npm would, into a folder inside the repository so the package's own
      // dependencies (React's types, jose, …) resolve from the repository's node_modules.
      const app = mkdtempSync(path.join(root, 'node_modules', '.cache', 'gatehouse-host-'));
      onTestFinished(() => rmSync(app, { recursive: true, force: true }));
      const installed = path.join(app, 'node_modules', 'gatehouse-auth');
      mkdirSync(installed, { recursive: true });
      const untar = spawnSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], { encoding: 'utf8' });
      expect(untar.status, untar.stderr).toBe(0);
      writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'host-app', private: true, type: 'module' }));
      writeFileSync(path.join(app, 'host.ts'), readFileSync(path.join(import.meta.dirname, 'host-app.test-d.ts'), 'utf8'));
      writeFileSync(
        path.join(app, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            module,
            moduleResolution,
            target: 'es2022',
            lib: ['es2023', 'dom', 'dom.iterable'],
            jsx: 'react-jsx',
            strict: true,
            noEmit: true,
            // The package's declarations and everything they reach are checked too: an import in them that
            // does not resolve under this resolver is an error here, not a silent `any`.
            skipLibCheck: false,
            // TypeScript 7's default (5.9's is off): `import 'gatehouse-auth/style.css'` must resolve to a declaration.
            noUncheckedSideEffectImports: true,
            types: [],
          },
          files: ['host.ts'],
        }),
      );
      const compiler = version === '7' ? typescript7 : require.resolve('typescript/bin/tsc');
      const tsc = spawnSync(process.execPath, [compiler, '-p', app], { cwd: app, encoding: 'utf8' });
      expect(tsc.stdout + tsc.stderr).toBe('');
      expect(tsc.status).toBe(0);
    },
    60_000,
  );
});
