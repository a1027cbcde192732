// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { built } from '../../scripts/built.mjs';
import { build as esbuild, type Metafile } from 'esbuild';
import webpack from 'webpack';
import { SCREEN_NAMES } from '../../src/flow';
import { LOCALES } from '../../src/i18n/choose';
import { loadLocale } from '../../src/i18n/locales';
import { themeFromTokens } from '../../src/theme/dtcg';
import { themeToCssVars } from '../../src/theme/theme';
import { darkTokens, defaultTokens } from '../../tokens';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  main: string;
  types: string;
  exports: Record<string, string | { types: string; import?: string; default?: string }> & {
    './style.css': { types: string; default: string };
  };
};

// The package's own build (`npm run build`'s script), as scripts/built.mjs keeps it for the whole test run:
// what is checked is exactly what gets published, not a configuration of the test's own. The directory sits
// inside the repository (node_modules/.cache) so Node resolves the package's dependencies from it, as it
// would from node_modules/gatehouse-auth/dist.
let outDir = '';
beforeAll(async () => {
  outDir = await built('package');
}, 180_000);
/** Where a `./dist/…` path of package.json landed. */
const shipped = (packagePath: string) => path.join(outDir, path.relative('dist', path.normalize(packagePath)));

/** Compares declarations whatever the case of hex colours and the spacing after `:` and `,`. */
const normalise = (s: string) => s.toLowerCase().replace(/([:,])\s+/g, '$1');

describe('the built package', () => {
  it('has every file package.json points at', () => {
    const paths = [
      pkg.main,
      pkg.types,
      ...Object.values(pkg.exports).flatMap((e) => (typeof e === 'string' ? [e] : [e.types, ('import' in e ? e.import : e.default)!])),
    ];
    const published = paths.filter((p) => p.startsWith('./dist/'));
    expect(published.length).toBeGreaterThan(8);
    expect(published.filter((p) => !existsSync(shipped(p)))).toEqual([]);
  });

  it('ships the token sets as DTCG files that read back to the built-in themes (issue 41)', () => {
    const read = (name: string) =>
      themeFromTokens(JSON.parse(readFileSync(shipped(pkg.exports[`./tokens/${name}.tokens.json`] as string), 'utf8')));
    expect(themeToCssVars(read('default'))).toEqual(themeToCssVars(defaultTokens));
    expect(themeToCssVars(read('dark'))).toEqual(themeToCssVars(darkTokens));
  });

  it('ships every spec §9 default behind its stable --gh-* variable in the stylesheet', () => {
    const css = normalise(readFileSync(shipped(pkg.exports['./style.css'].default), 'utf8'));
    const expected: Record<string, string> = {
      '--gh-container-width': '400px',
      '--gh-container-border-radius': '8px',
      '--gh-container-padding': '24px 32px',
      '--gh-buttons-primary-border-radius': '4px',
      '--gh-buttons-height': '45px',
      '--gh-inputs-border-radius': '4px',
      '--gh-colors-primary': '#19303d',
      '--gh-colors-secondary': '#5c727d',
      '--gh-colors-success': '#0c5a56',
      '--gh-colors-error': '#8b1214',
      '--gh-colors-disabled-text': '#8296a1',
      '--gh-typography-font-family': 'arial,helvetica,sans-serif',
      '--gh-typography-header-size': '24px',
      '--gh-typography-header-weight': '600',
      '--gh-typography-body-size': '16px',
      '--gh-typography-helper-size': '14px',
      '--gh-toast-success-background': '#ecfff5',
      '--gh-toast-success-text': '#0f4447',
      '--gh-toast-error-background': '#ffeeec',
      '--gh-toast-error-text': '#590607',
      '--gh-toast-max-width': '350px',
      '--gh-sizes-one-tap-height': '47px',
      '--gh-sizes-spinner-size': '25px',
      '--gh-sizes-spinner-thickness': '2px',
      '--gh-sizes-watermark-width': '150px',
    };
    const found: Record<string, string | undefined> = {};
    for (const name of Object.keys(expected)) {
      // The default theme declares the base layer (`--gh-base-*`), which styles read only when nothing set the
      // public variable (src/theme/contract.css.ts). First declaration wins: the default theme comes first.
      const base = name.replace('--gh-', '--gh-base-');
      found[name] = css.match(new RegExp(`${base}:([^;}]+)`))?.[1]?.trim();
    }
    expect(found).toEqual(expected);
    // The styles read the public name first, so a host's value on any ancestor wins (issue 22).
    expect(css).toContain('var(--gh-colors-primary,var(--gh-base-colors-primary))');
    expect(css).not.toMatch(/[{;]--gh-colors-primary:/);
    // And the dark set is there too.
    expect(css).toContain(`--gh-base-container-background-color:${darkTokens.container.backgroundColor.toLowerCase()}`);
  });
});

describe('the built declarations', () => {
  it("type the public API exactly: every product's screens, events and actions, as a host's compiler sees them", () => {
    // Each product declares its part of the unions in its own folder; a host loads only what the entry's
    // declarations reach, so a product whose declarations were not reached would vanish from these types.
    // Beside the build, not in it: the build is shared by the whole test run (scripts/built.mjs).
    const scratch = mkdtempSync(path.join(root, 'node_modules', '.cache', 'gatehouse-consumer-'));
    onTestFinished(() => rmSync(scratch, { recursive: true, force: true }));
    const consumer = path.join(scratch, 'consumer.ts');
    const types = JSON.stringify(path.join(outDir, 'types/src/index'));
    writeFileSync(
      consumer,
      `import type { ActionName, FlowServices, FlowState, Product, ScreenName, WidgetConfig, WidgetEventType } from ${types};
import { usePending, useScreen } from ${types};
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export const screens: Equal<ScreenName, 'Main' | 'OTPAuthenticate' | 'OTPConfirmation' | 'EmailConfirmation' | 'PasswordCreateOrLogin'
  | 'PasswordForgot' | 'PasswordBreached' | 'PasswordSetNew' | 'PasswordDedupe' | 'PasswordResetForm' | 'PasswordConfirmation'
  | 'PasskeyRegistrationStart' | 'PasskeyRegistrationSuccess' | 'PasskeyConfirmation' | 'CryptoConnect' | 'CryptoSignMessage'
  | 'CryptoSetupWallet' | 'CryptoOtherScreen' | 'CryptoConfirmation' | 'CryptoError' | 'TOTPAuthenticate' | 'TOTPRecover' | 'TOTPEnroll'
  | 'TOTPRecoveryCodes'> = true;
export const products: Equal<Product, 'emailMagicLinks' | 'oauth' | 'otp' | 'crypto' | 'passwords' | 'passkeys' | 'totp'> = true;
export const events: Equal<WidgetEventType, 'MAGIC_LINK_LOGIN_OR_CREATE' | 'MAGIC_LINK_AUTHENTICATE' | 'OTP_LOGIN_OR_CREATE'
  | 'OTP_AUTHENTICATE' | 'PASSWORD_CREATE' | 'PASSWORD_AUTHENTICATE' | 'PASSWORD_RESET_BY_EMAIL_START' | 'PASSWORD_RESET_BY_EMAIL'
  | 'PASSKEY_AUTHENTICATE' | 'PASSKEY_REGISTER' | 'PASSKEY_SKIP' | 'PASSKEY_DONE' | 'CRYPTO_WALLET_AUTHENTICATE_START'
  | 'CRYPTO_WALLET_AUTHENTICATE' | 'OAUTH_START' | 'TOTP_AUTHENTICATE' | 'TOTP_RECOVER' | 'AUTHENTICATE_FLOW_COMPLETE'> = true;
export const config: WidgetConfig = { products: ['otp', 'crypto'], otpOptions: { methods: ['sms'] } };
export const action: ActionName = 'passwords.search';
export const expiry = (state: FlowState) => (state.screen === 'OTPAuthenticate' ? state.expiresAt : 0);
export const services = (s: FlowServices) => [s.otp.send, s.magicLinks.send, s.passwords.search, s.passkeys.register, s.oauth.start, s.crypto.sign, s.totp.create];
export const hooks = () => [useScreen('TOTPEnroll')?.enrolment?.secret, usePending('otp.send')];
`,
    );
    const tsc = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/typescript/bin/tsc'),
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--target',
        'es2022',
        '--lib',
        'es2023,dom',
        '--jsx',
        'react-jsx',
        consumer,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
  }, 120_000);
});

describe('the built package on a server (Node, no window)', () => {
  /** Runs an ES module script in a fresh Node process from the repository and returns what it printed. */
  function node(script: string): unknown {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    return JSON.parse(run.stdout);
  }
  const url = (file: string) => JSON.stringify(pathToFileURL(path.join(outDir, file)).href);

  it('imports every entry without throwing and defines nothing, not even with defineElements()', () => {
    const added = node(`
      const before = new Set(Object.getOwnPropertyNames(globalThis));
      await import(${url('index.js')});
      const elements = await import(${url('elements.js')});
      await import(${url('kit.js')});
      await import(${url('client.js')});
      await import(${url('themes.js')});
      elements.defineElements();
      console.log(JSON.stringify(Object.getOwnPropertyNames(globalThis).filter((name) => !before.has(name))));
    `);
    expect(added).toEqual([]);
  }, 60_000);

  it("marks the React entries 'use client' for Server Components hosts, and not the client or the server entry", () => {
    const first = (file: string) => readFileSync(path.join(outDir, file), 'utf8').split('\n', 1)[0];
    const directive = /^(['"])use client\1;?$/;
    expect([first('index.js'), first('elements.js'), first('kit.js')].map((line) => directive.test(line ?? ''))).toEqual([
      true,
      true,
      true,
    ]);
    expect([first('client.js'), first('server.js')].map((line) => directive.test(line ?? ''))).toEqual([false, false]);
  });

  it('creates an inert client at module level on a server: no session, and calls reject with the SSR error', () => {
    const result = node(`
      const { createClient } = await import(${url('client.js')});
      const client = createClient('public-token-test-123');
      const error = await client.otps.email.loginOrCreate('ada@example.com').catch((reason) => reason);
      console.log(JSON.stringify({ session: client.session.getSync(), name: error.name, message: error.message }));
      client.destroy();
    `);
    expect(result).toEqual({
      session: null,
      name: 'SSRError',
      message: 'The Gatehouse client is not compatible with server-side rendering. Create it in the browser, e.g. in an effect.',
    });
  }, 60_000);

  it('server-renders Login (without a client, which cannot exist there) as nothing at all', () => {
    const html = node(`
      const { Login } = await import(${url('index.js')});
      const { renderToString } = await import('react-dom/server');
      const { createElement: h } = await import('react');
      const config = { products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM: true };
      console.log(JSON.stringify(renderToString(h('main', null, h('h1', null, 'Shop'), h(Login, { client: null, config })))));
    `);
    expect(html).toBe('<main><h1>Shop</h1></main>');
  }, 60_000);
});

describe('gatehouse-auth/server', () => {
  /** The bare specifiers a built module and the chunks it imports (transitively) import. */
  function bareImports(file: string, seen = new Set<string>()): Set<string> {
    const bare = new Set<string>();
    if (seen.has(file)) return bare;
    seen.add(file);
    const code = readFileSync(path.join(outDir, file), 'utf8');
    for (const [, specifier] of code.matchAll(
      /(?:^|[\s;])(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g,
    )) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) for (const name of bareImports(path.join(path.dirname(file), specifier), seen)) bare.add(name);
      else bare.add(specifier);
    }
    return bare;
  }

  it('needs only jose: no React, no Node built-in (WebCrypto and fetch run it in edge runtimes too)', () => {
    expect([...bareImports('server.js')]).toEqual(['jose']);
    expect(readFileSync(path.join(outDir, 'server.js'), 'utf8')).not.toMatch(/\bnode:|\bdocument\b|\bwindow\b/);
  });
});

describe('the built code and stylesheets', () => {
  it('links shadow roots to the stylesheet in the form host bundlers copy as an asset', () => {
    const code = readdirSync(outDir)
      .filter((file) => file.endsWith('.js') && !file.includes('standalone'))
      .map((file) => readFileSync(path.join(outDir, file), 'utf8'))
      .join('\n');
    expect(code).toContain('new URL("./gatehouse.css", import.meta.url)');
    expect(readFileSync(path.join(outDir, 'gatehouse.standalone.js'), 'utf8')).toContain(
      'new URL(`./gatehouse.standalone.css`,import.meta.url)',
    );
  });

  // Issue 27: everything the script imports statically is inside it (React too), so a page fetches one
  // file before the widget renders; what the widget loads later (screens, marks, the client's later parts)
  // is in files next to it, named after it, so copying `gatehouse.standalone.*` moves them all.
  const standaloneFiles = () => readdirSync(outDir).filter((file) => file.startsWith('gatehouse.standalone.') && file.endsWith('.js'));
  const dynamicImports = (code: string) => [...code.matchAll(/\bimport\s*\(\s*(["'`])(.*?)\1\s*\)/g)].map((match) => match[2]!);
  const localeFiles = new Set(LOCALES.map((locale) => `./gatehouse.standalone.${locale}.js`));
  const isLocaleFile = (file: string) => localeFiles.has(file);

  it('ships the standalone script with React and every static import inside, its later parts and stylesheet next to it', () => {
    const code = readFileSync(path.join(outDir, 'gatehouse.standalone.js'), 'utf8');
    expect(code).not.toMatch(/(?:^|[;}])\s*import\s*[{*"'`]|\bfrom\s*["'`]/);
    expect(code).toContain('react.transitional.element');
    expect(existsSync(path.join(outDir, 'gatehouse.standalone.css'))).toBe(true);
    const later = dynamicImports(code).filter((file) => !isLocaleFile(file));
    expect(later.length).toBeGreaterThan(20);
    for (const file of later) {
      expect(file).toMatch(/^\.\/gatehouse\.standalone\.[\w.-]+\.js$/);
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    }
    // The later files import each other and the script itself, never a bare specifier (there is no bundler).
    for (const file of standaloneFiles()) {
      const imports = [...readFileSync(path.join(outDir, file), 'utf8').matchAll(/from\s*["'`](.*?)["'`]/g)].map((match) => match[1]);
      expect(
        imports.filter((specifier) => !/^\.\/gatehouse\.standalone(?:\.[\w-]+)*\.js$/.test(specifier!)),
        file,
      ).toEqual([]);
    }
  });

  // Issue 24: English is inside; every other language is a file next to the script, imported (relative to the
  // script's URL) only when a page shows that language — issue 40: from the table of loaders, itself a file of its
  // own that the script imports for the first language other than English. A regional variant's file imports its
  // base's (es-419 the es file), so its text is in the two together.
  it("imports its languages from the files next to it, and carries no other language's text", async () => {
    const code = readFileSync(path.join(outDir, 'gatehouse.standalone.js'), 'utf8');
    const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
    const imported = standaloneFiles().flatMap((file) => dynamicImports(read(file)).filter(isLocaleFile));
    const others = LOCALES.filter((locale) => locale !== 'en');
    expect(imported.sort()).toEqual(others.map((locale) => `./gatehouse.standalone.${locale}.js`).sort());
    expect(imported.filter((file) => !existsSync(path.join(outDir, file)))).toEqual([]);
    expect(dynamicImports(code).filter(isLocaleFile)).toEqual([]);
    expect(code).toContain('Sign up or log in');
    // A base's text that a variant shares is a chunk of its own, named after the base: es-419's file and es's
    // both import `gatehouse.standalone.es-<hash>.js`, which holds es's text and is fetched only with either.
    const baseChunk = (file: string) =>
      LOCALES.some((locale) => new RegExp(`^gatehouse\\.standalone\\.${locale}-[\\w-]+\\.js$`).test(file));
    const lazy = standaloneFiles().filter((file) => !isLocaleFile(`./${file}`) && !baseChunk(file) && file !== 'gatehouse.standalone.js');
    // The pseudo-locales are computed as they load: their text is in no file.
    for (const locale of others.filter((locale) => !locale.startsWith('en-X'))) {
      const header = (await loadLocale([locale]))!.messages['main.header'];
      expect(code, locale).not.toContain(header);
      for (const file of lazy) expect(read(file), `${locale} in ${file}`).not.toContain(header);
      const own = read(`gatehouse.standalone.${locale}.js`);
      const bases = [...own.matchAll(/from\s*["'`]\.\/(gatehouse\.standalone\.[\w-]+\.js)["'`]/g)].map((match) => read(match[1]!));
      expect([own, ...bases].join('\n'), locale).toContain(header);
    }
  });

  it("carries the rules input-otp would inject at runtime, and the custom elements' box", () => {
    const css = readFileSync(shipped(pkg.exports['./style.css'].default), 'utf8').replace(/\s*([{};:,])\s*/g, '$1');
    expect(css).toMatch(/::selection\{background:transparent !important;color:transparent !important;\}/);
    expect(css).toMatch(/:-webkit-autofill\{background:transparent !important;/);
    // Never wider than the host's box, as wide as the card when there is room (frame.css.ts).
    expect(css).toContain(
      'stytch-ui,stytch-reset-password,stytch-passkey-registration{display:grid;grid-template-columns:minmax(0,max-content);max-width:100%;}',
    );
    expect(css).toContain(':host{display:grid;grid-template-columns:minmax(0,max-content);max-width:100%;}');
  });
});

describe("a host app's bundle of the built package", () => {
  /**
   * A host app that renders `Login` with a client, as `npm install` lays it out: its own package.json, the
   * package in `node_modules/gatehouse-auth` (its package.json, and `dist` as built), React from the repository's
   * node_modules further up.
   */
  function hostApp(): string {
    const app = mkdtempSync(path.join(root, 'node_modules', '.cache', 'gatehouse-host-'));
    onTestFinished(() => rmSync(app, { recursive: true, force: true }));
    const installed = path.join(app, 'node_modules', 'gatehouse-auth');
    mkdirSync(installed, { recursive: true });
    writeFileSync(path.join(installed, 'package.json'), readFileSync(path.join(root, 'package.json')));
    symlinkSync(outDir, path.join(installed, 'dist'), 'dir');
    writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'host-app', private: true, type: 'module' }));
    writeFileSync(
      path.join(app, 'host.js'),
      [
        "import { createElement } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "import { Login } from 'gatehouse-auth';",
        "import { createClient } from 'gatehouse-auth/client';",
        "import 'gatehouse-auth/style.css';",
        "const client = createClient('public-token-test-host', { testBaseUrl: 'http://localhost:9' });",
        "const config = { products: ['oauth', 'otp', 'passwords'], oauthOptions: { providers: [{ type: 'google' }] }, otpOptions: { methods: ['email'] } };",
        'createRoot(document.body).render(createElement(Login, { client, config }));',
      ].join('\n'),
    );
    return app;
  }

  /** The libraries only later screens use: none of them on the way to Main's first paint (issue 27). */
  const LATER_LIBRARIES = ['libphonenumber-js', 'input-otp', 'uqr', '@radix-ui', 'react-aria', '@simplewebauthn', 'bs58'];

  /** The output files the entry loads before it runs: the entry and its static imports, however deep. */
  function upFront(metafile: Metafile, entry: string): string[] {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of metafile.outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
    };
    visit(entry);
    return [...seen];
  }

  // esbuild with code splitting keeps a static import of every chunk a file the entry reaches belongs to, even
  // one the page never uses (a re-exported screen): the layout of the package decides how many files a page
  // fetches before Main renders (issue 27: 40 and more, each screen's among them, before the layout changed).
  it('with esbuild and code splitting: Login renders after the entry and at most three chunks, none of them a screen, the kit or a library only later screens use', async () => {
    const app = hostApp();
    const outdir = path.join(app, 'out');
    const { metafile } = await esbuild({
      absWorkingDir: app,
      entryPoints: ['host.js'],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      outdir,
      write: false,
      metafile: true,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const scripts = upFront(metafile, 'out/host.js');
    // The entry, React with the widget's core, and the headless client's modules: those are shared with the
    // lazily loaded passkey ceremony (issue 25), so esbuild gives them a chunk of their own. Not the kit: the
    // root does not re-export it (src/kit.ts), so esbuild has no import of its chunk to keep.
    expect(scripts.length).toBeLessThanOrEqual(4);
    const inputs = scripts.flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
    const screens = SCREEN_NAMES.filter((name) => name !== 'Main');
    expect(inputs.filter((input) => screens.some((name) => path.basename(input).startsWith(`${name}-`)))).toEqual([]);
    expect(inputs.filter((input) => path.basename(input).startsWith('kit-'))).toEqual([]);
    expect(inputs.filter((input) => LATER_LIBRARIES.some((library) => input.includes(`node_modules/${library}/`)))).toEqual([]);
    // What stays behind `import()`: every screen but Main, the phone library, the brand marks.
    expect(Object.keys(metafile.outputs).length).toBeGreaterThan(scripts.length + screens.length);
  });

  // webpack (production mode, its defaults) puts every module the entry reaches statically into the entry's one
  // file and everything behind `import()` into chunks of its own. What it leaves out of that file depends on
  // package.json's `sideEffects`: without it the root entry's re-exports keep the kit and its libraries (OTP
  // input, QR code, toasts) in the file the page loads before Main renders, 26 KB gzip more (issue 27).
  it('with webpack: Login renders from the entry file alone, without a screen, the kit or a library only later screens use', async () => {
    const app = hostApp();
    const stats = await new Promise<webpack.Stats>((resolve, reject) => {
      const compiler = webpack({
        mode: 'production',
        context: app,
        entry: { host: './host.js' },
        output: { path: path.join(app, 'out') },
        // The package where a host installs it, under its own package.json (the test links its dist in).
        resolve: { symlinks: false },
        experiments: { css: true },
        // What goes where is the same without minifying and without concatenating modules, in a fifth of the time
        // (minifying is most of a production build); unconcatenated, each module keeps its own file name.
        optimization: { minimize: false, concatenateModules: false },
        performance: { hints: false },
        infrastructureLogging: { level: 'error' },
      });
      compiler.run((error, result) => compiler.close(() => (error || !result ? reject(error) : resolve(result))));
    });
    expect(stats.compilation.errors).toEqual([]);
    const { chunkGraph, entrypoints } = stats.compilation;
    const entry = entrypoints.get('host');
    const scripts = entry?.getFiles().filter((file) => file.endsWith('.js'));
    expect(scripts).toEqual(['host.js']);
    const upFront = (entry?.chunks ?? [])
      .flatMap((chunk) => chunkGraph.getChunkModules(chunk))
      .map((module) => module.nameForCondition())
      .filter((name): name is string => typeof name === 'string')
      .map((name) => name.split(path.sep).join('/'));
    const dist = `${path.join(app, 'node_modules/gatehouse-auth/dist').split(path.sep).join('/')}/`;
    const packageFiles = upFront.filter((name) => name.startsWith(dist)).map((name) => path.basename(name));
    expect(packageFiles.length).toBeGreaterThan(0);
    const screens = SCREEN_NAMES.filter((name) => name !== 'Main');
    expect(packageFiles.filter((file) => file.startsWith('kit-') || screens.some((name) => file.startsWith(`${name}-`)))).toEqual([]);
    expect(upFront.filter((name) => LATER_LIBRARIES.some((library) => name.includes(`/node_modules/${library}/`)))).toEqual([]);
  }, 60_000);
});
