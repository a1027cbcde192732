#!/usr/bin/env node
// The built artefacts the tests run against, each built once per change of its sources (house style: "build
// once"): the package (`npm run build`'s output, types included), that package packed as npm publishes it,
// the emulator packed as npm publishes it, the playground as a site ships it, the strict-CSP host page built
// against the package, and the headless client bundled for a plain page.
//
//   node scripts/built.mjs            builds whatever is missing and prints where each artefact is
//   import { built } from './built.mjs'; await built('playground')   the directory, built if needed
//
// Each artefact lives in node_modules/.cache/gatehouse-built/<name>-<hash>, where the hash covers every file
// it is built from (tracked or new, not ignored), so `npm test`'s build layer, the build test and the
// Playwright set-up share one build, and a second run with no source change builds nothing at all.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { root } from './package-build.mjs';

const cache = path.join(root, 'node_modules', '.cache', 'gatehouse-built');

/** What goes into every artefact that bundles the package's source. */
const SOURCE = ['src', 'tokens', 'scripts/package-build.mjs', 'scripts/brand-marks.mjs', 'package.json', 'package-lock.json'];

/**
 * The artefacts: the files each is built from, and how. `build(outDir)` writes into a scratch directory
 * that becomes the artefact once complete, so an interrupted build never passes for a finished one.
 */
const PACKAGE_INPUTS = [
  ...SOURCE,
  'scripts/build.mjs',
  'scripts/dtcg-tokens.mjs',
  'tsconfig.json',
  'tsconfig.build.json',
  'vite.config.ts',
];

const ARTEFACTS = {
  package: {
    inputs: PACKAGE_INPUTS,
    async build(outDir) {
      const run = spawnSync(process.execPath, ['scripts/build.mjs', '--out-dir', outDir], { cwd: root, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`The package build failed:\n${run.stdout}\n${run.stderr}`);
    },
  },
  tarball: {
    inputs: [...PACKAGE_INPUTS, 'README.md', 'LICENSE', 'scripts/prepack.mjs'],
    // `gatehouse-auth-<version>.tgz`, made by `npm pack` at the root as a maintainer makes it: its `prepack`
    // (scripts/prepack.mjs) lays the package build above into `dist/`, and npm packs package.json's `files`.
    async build(outDir) {
      await built('package');
      pack(outDir);
    },
  },
  'emulator-tarball': {
    inputs: [
      'emulator/src',
      'emulator/bin',
      'emulator/scripts',
      'emulator/package.json',
      'emulator/README.md',
      'emulator/LICENSE',
      'emulator/tsconfig.build.json',
      'tsconfig.base.json',
      'src/wire',
    ],
    // `gatehouse-emulator-<version>.tgz`, made by `npm pack -w emulator`: its `prepack` compiles the emulator's
    // source and the wire facts it imports file for file into emulator/dist (emulator/scripts/build.mjs), so the
    // package runs on plain Node with no tsx; its manifest is the one in the repository, as published.
    async build(outDir) {
      pack(outDir, '--workspace', 'emulator');
    },
  },
  playground: {
    inputs: [...SOURCE, 'playground', 'docs/snippets', 'vite.config.ts'],
    async build(outDir) {
      await production(() =>
        build({
          configFile: path.join(root, 'playground/vite.config.ts'),
          logLevel: 'warn',
          build: { outDir, emptyOutDir: true },
        }),
      );
    },
  },
  site: {
    inputs: [...SOURCE, 'scripts/build.mjs', 'test/e2e/csp-page', 'vite.config.ts'],
    async build(outDir) {
      const dist = await built('package');
      await production(() =>
        build({
          configFile: false,
          logLevel: 'warn',
          root: path.join(root, 'test/e2e/csp-page'),
          plugins: [react()],
          resolve: {
            // The package as a site's bundler resolves it from node_modules/gatehouse-auth (package.json "exports").
            alias: [
              { find: /^gatehouse-auth$/, replacement: path.join(dist, 'index.js') },
              { find: /^gatehouse-auth\/client$/, replacement: path.join(dist, 'client.js') },
              { find: /^gatehouse-auth\/elements$/, replacement: path.join(dist, 'elements.js') },
              { find: /^gatehouse-auth\/style\.css$/, replacement: path.join(dist, 'gatehouse.css') },
            ],
          },
          build: { outDir, emptyOutDir: true },
        }),
      );
    },
  },
  client: {
    inputs: SOURCE,
    // `client.js` and its lazy chunks with their dependencies inside, for plain pages without a bundler.
    async build(outDir) {
      await production(() =>
        build({
          configFile: false,
          root,
          logLevel: 'silent',
          build: { outDir, minify: false, lib: { entry: path.join(root, 'src/client/index.ts'), formats: ['es'], fileName: 'client' } },
        }),
      );
    },
  },
};

/**
 * The Next.js example, built in its own folder (`examples/nextjs/.next`): Next.js fails to build an app that
 * lies under a `node_modules` folder, so this artefact cannot live in the cache beside the others. It is
 * built against the package as a host installs it — `node_modules/gatehouse-auth` is the packed tarball unpacked —
 * with React and Next.js from the repository's own `node_modules`. A stamp with the inputs' hash marks a finished build.
 */
const NEXTJS = {
  dir: path.join(root, 'examples/nextjs'),
  inputs: [...PACKAGE_INPUTS, 'README.md', 'examples/nextjs'],
  async build() {
    // The packed tarball, unpacked where `npm install` would put it.
    const tarball = await built('tarball');
    const file = readdirSync(tarball).find((name) => name.endsWith('.tgz'));
    const installed = path.join(this.dir, 'node_modules', 'gatehouse-auth');
    rmSync(installed, { recursive: true, force: true });
    mkdirSync(installed, { recursive: true });
    const unpack = spawnSync('tar', ['-xzf', path.join(tarball, file), '-C', installed, '--strip-components=1'], { encoding: 'utf8' });
    if (unpack.status !== 0) throw new Error(`Unpacking ${file} failed:\n${unpack.stderr}`);
    rmSync(path.join(this.dir, '.next'), { recursive: true, force: true });
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: this.dir,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (run.status !== 0) throw new Error(`The Next.js example's build failed:\n${run.stdout}\n${run.stderr}`);
  },
};

async function ensureNextjs() {
  const stamp = path.join(NEXTJS.dir, '.next', 'gatehouse-inputs');
  const hash = hashOf(NEXTJS.inputs);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return NEXTJS.dir;
  const started = Date.now();
  await NEXTJS.build();
  writeFileSync(stamp, hash);
  console.log(`built nextjs in ${((Date.now() - started) / 1000).toFixed(1)}s → ${path.relative(root, NEXTJS.dir)}/.next`);
  return NEXTJS.dir;
}

/**
 * `npm pack` at the root with `args` (its scripts run: `prepack` builds), the tarball written to `outDir`;
 * returns the tarball's path, as npm's JSON report names it. scripts/pack.mjs (`npm run pack`) packs with it too.
 */
export function pack(outDir, ...args) {
  mkdirSync(outDir, { recursive: true });
  const run = spawnSync('npm', ['pack', ...args, '--json', '--pack-destination', outDir], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm pack ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  // The report is the last thing npm prints (the scripts' own output comes before it).
  const [report] = JSON.parse(run.stdout.slice(run.stdout.lastIndexOf('\n[') + 1));
  return path.join(outDir, report.filename);
}

/** Runs a build as production whatever launched it (a test runner may have set NODE_ENV=development). */
async function production(run) {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await run();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/** A hash of the listed files and folders: their paths and contents (git's view: tracked or new, not ignored). */
function hashOf(inputs) {
  const list = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...inputs], {
    cwd: root,
    encoding: 'utf8',
  });
  // Without git (a tarball of the sources) nothing can be compared: build afresh.
  if (list.status !== 0) return `nogit-${process.pid}-${Date.now()}`;
  const hash = createHash('sha256');
  for (const file of list.stdout.split('\0').filter(Boolean).sort()) {
    const absolute = path.join(root, file);
    // A file deleted but not yet staged is listed and gone: it is not an input any more.
    if (!existsSync(absolute)) continue;
    hash.update(file).update('\0').update(readFileSync(absolute)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const building = new Map();

/** The directory of an artefact, built first when its sources changed since it was last built. */
export function built(name) {
  const artefact = name === 'nextjs' ? NEXTJS : ARTEFACTS[name];
  if (!artefact) throw new Error(`No artefact named ${name}: ${[...Object.keys(ARTEFACTS), 'nextjs'].join(', ')}`);
  let pending = building.get(name);
  if (!pending) {
    pending = name === 'nextjs' ? ensureNextjs() : ensure(name, artefact);
    building.set(name, pending);
  }
  return pending;
}

async function ensure(name, artefact) {
  const dir = path.join(cache, `${name}-${hashOf(artefact.inputs)}`);
  if (existsSync(dir)) return dir;
  mkdirSync(cache, { recursive: true });
  const scratch = `${dir}.building-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  const started = Date.now();
  await artefact.build(scratch);
  // Another process may have finished the same build meanwhile: either copy will do.
  if (existsSync(dir)) rmSync(scratch, { recursive: true, force: true });
  else renameSync(scratch, dir);
  // Older builds of this artefact are of no further use.
  for (const entry of readdirSync(cache)) {
    if (entry.startsWith(`${name}-`) && path.join(cache, entry) !== dir && !entry.includes('.building-')) {
      rmSync(path.join(cache, entry), { recursive: true, force: true });
    }
  }
  console.log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)}s → ${path.relative(root, dir)}`);
  return dir;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The package first: the site is built against it.
  for (const name of [...Object.keys(ARTEFACTS), 'nextjs']) console.log(`${name}: ${path.relative(root, await built(name))}`);
}
