/**
 * The sites the end-to-end suite opens, built once (scripts/built.mjs: a second run with no source change
 * builds nothing) and served as a host serves them, with no development server anywhere:
 *
 * - the playground, a production build (`GH_PLAYGROUND_URL`), with the standalone example at `/standalone/`
 *   on the package's standalone script;
 * - the strict-CSP host page built against the package (`GH_SITE_URL`, support/built-site.ts).
 *
 * Each listens on a port the OS picks, so the suite never talks to a foreign server that happens to hold a
 * well-known port (a second checkout, `npm start`), and two checkouts can run side by side. Workers read the
 * addresses from the environment (Playwright passes the set-up's environment on).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { built } from '../../../scripts/built.mjs';
import { contentType, standaloneFile } from '../../../playground/standalone/files';
import { strictPolicy } from './policy';

/** The file of `dir` a request path names, or null (never a path outside `dir`). */
function fileIn(dir: string, pathname: string): string | null {
  const file = path.join(dir, path.normalize(pathname === '/' ? '/index.html' : pathname));
  if (!file.startsWith(dir + path.sep) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

/** Serves files on `localhost` (not 127.0.0.1, so a WebAuthn rpID of "localhost" matches: toolchain.md). */
async function serve(route: (url: URL) => { file: string; headers?: Record<string, string> } | null) {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const found = route(url);
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentType(found.file), 'cache-control': 'no-store', ...found.headers });
    response.end(readFileSync(found.file));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** `/standalone/…`: the standalone example on the package's standalone script, or null for another path. */
function standalone(pathname: string, dist: string): string | null {
  if (pathname !== '/standalone' && !pathname.startsWith('/standalone/')) return null;
  return standaloneFile(pathname.slice('/standalone'.length) || '/', dist);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dist = await built('package');
  const playgroundDir = await built('playground');
  const siteDir = await built('site');

  const playground = await serve(({ pathname }) => {
    // The emulator's default redirect URLs, `/authenticate` and `/reset-password`, open the playground itself
    // (as Vite's development server does for any page path).
    if (pathname === '/authenticate' || pathname === '/reset-password') return { file: path.join(playgroundDir, 'index.html') };
    const file = standalone(pathname, dist) ?? fileIn(playgroundDir, pathname);
    return file ? { file } : null;
  });
  const site = await serve((url) => {
    const file = standalone(url.pathname, dist) ?? fileIn(siteDir, url.pathname);
    if (!file) return null;
    // Only origins of this machine's emulators go into the policy.
    const requested = url.searchParams.get('api') ?? '';
    const api = /^http:\/\/localhost:\d+$/.test(requested) ? requested : '';
    // The One Tap page also loads the emulator's stand-in for Google's script.
    const scripts = url.searchParams.get('oneTap') === '1' ? api : '';
    return { file, headers: { 'content-security-policy': strictPolicy(api, scripts) } };
  });
  process.env.GH_PLAYGROUND_URL = playground.url;
  process.env.GH_SITE_URL = site.url;
  return async () => {
    await Promise.all([playground.close(), site.close()]);
  };
}
