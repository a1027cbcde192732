/**
 * The built package on a strict-CSP site, for the embedding specs. Once per worker: `npm run build`'s script
 * writes the package (library and standalone script) into node_modules/.cache, Vite builds the host page in
 * test/e2e/csp-page against that output as a site's bundler would, and a plain Node server serves both —
 * with no development server anywhere — under the policy of issue 13:
 *
 *   default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:;
 *   connect-src 'self' <emulator>; frame-ancestors 'none'; require-trusted-types-for 'script'; trusted-types 'none'
 *
 * Routes: `/` the host page (`?setup=react|mount|element&shadow=1…`, see csp-page/host.tsx) and
 * `/standalone/` the playground's standalone example (playground/standalone) with the built script.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { contentType, standaloneFile } from '../../../playground/standalone/files';
import type { Page } from '@playwright/test';
import { expect, test as base, type WidgetPage } from './widget';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const work = path.join(root, 'node_modules', '.cache', 'gatehouse-e2e');
const dist = path.join(work, 'dist');
const site = path.join(work, 'site');

/** The policy, with the emulator's origin allowed for the API calls. */
export function strictPolicy(api: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${api}`,
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');
}

async function buildSite(): Promise<void> {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const pkg = spawnSync(process.execPath, ['scripts/build.mjs', '--out-dir', dist, '--no-types'], { cwd: root, encoding: 'utf8' });
  if (pkg.status !== 0) throw new Error(`The package build failed:\n${pkg.stderr}`);
  // A production build of the host page, as a site ships it (the playground's development server in the
  // global set-up has set NODE_ENV=development for this process).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildHostPage();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function buildHostPage(): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.join(root, 'test/e2e/csp-page'),
    plugins: [react()],
    resolve: {
      // The package as a site's bundler resolves it from node_modules/gatehouse (package.json "exports").
      alias: [
        { find: /^gatehouse$/, replacement: path.join(dist, 'index.js') },
        { find: /^gatehouse\/client$/, replacement: path.join(dist, 'client.js') },
        { find: /^gatehouse\/elements$/, replacement: path.join(dist, 'elements.js') },
        { find: /^gatehouse\/style\.css$/, replacement: path.join(dist, 'gatehouse.css') },
      ],
    },
    build: { outDir: site, emptyOutDir: true },
  });
}

/** The file a request path names, or null. */
function fileFor(pathname: string): string | null {
  if (pathname === '/standalone' || pathname.startsWith('/standalone/')) return standaloneFile(pathname.slice('/standalone'.length), dist);
  const file = path.join(site, path.normalize(pathname === '/' ? '/index.html' : pathname));
  if (!file.startsWith(site) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

async function serve(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = fileFor(url.pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    // Only origins of this machine's emulators go into the policy.
    const api = /^http:\/\/localhost:\d+$/.test(url.searchParams.get('api') ?? '') ? url.searchParams.get('api')! : '';
    response.writeHead(200, {
      'content-type': contentType(file),
      'content-security-policy': strictPolicy(api),
      'cache-control': 'no-store',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A `securitypolicyviolation` the page reported. */
export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

export class SitePage {
  readonly page: Page;

  constructor(
    /** The playground fixture of this test: its emulator, outbox and console-error check. */
    readonly widget: WidgetPage,
    readonly siteUrl: string,
  ) {
    this.page = widget.page;
  }

  /**
   * Opens a path of the built site for this test's emulator, recording every CSP violation from the first
   * script on (an init script is not subject to the page's policy).
   */
  async openSite(pathname: string, query: Record<string, string> = {}): Promise<void> {
    await this.page.addInitScript(() => {
      const seen: Violation[] = [];
      (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample }),
      );
    });
    const { emulator } = this.widget;
    const params = new URLSearchParams({ api: emulator.url, token: emulator.config.current.publicTokens.test, ...query });
    await this.page.goto(`${this.siteUrl}${pathname}?${params.toString()}`);
  }

  /** Every CSP violation so far. */
  violations(): Promise<Violation[]> {
    return this.page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
  }

  /** The `stytch-event` types the host page heard on `document`, in order. */
  heardEvents(): Promise<string[]> {
    return this.page.locator('#events li[data-kind="stytch-event"]').allTextContents();
  }
}

export const test = base.extend<{ site: SitePage }, { builtSite: string }>({
  builtSite: [
    async ({}, use) => {
      await buildSite();
      const server = await serve();
      await use(server.url);
      await server.close();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  // `widget` resets the emulator before the test and fails it on any console error; this adds the site.
  site: async ({ builtSite, widget }, use) => {
    await use(new SitePage(widget, builtSite));
  },
});

export { expect };
