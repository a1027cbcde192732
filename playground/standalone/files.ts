/**
 * The standalone example's files, by the path under `/standalone`: the page and its script from this folder,
 * the standalone build from a built `dist`. The playground's development server and the end-to-end suite's
 * plain server both serve it from this table, without transforming anything.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

const FILES: Record<string, (dist: string) => string> = {
  '/': () => path.join(here, 'index.html'),
  '/login.js': () => path.join(here, 'login.js'),
  '/gatehouse.standalone.js': (dist) => path.join(dist, 'gatehouse.standalone.js'),
  '/gatehouse.standalone.css': (dist) => path.join(dist, 'gatehouse.standalone.css'),
};

/**
 * The files next to the standalone script: its languages other than English (`/gatehouse.standalone.fr.js`;
 * issue 24) and its later parts (`/gatehouse.standalone.Toasts-<hash>.js`; issue 27). Dot-separated words
 * only, so no `..` leaves `dist`.
 */
const SIBLING_FILE = /^\/(gatehouse\.standalone\.[\w-]+(?:\.[\w-]+)*\.js)$/;

/** The file for `subpath` (e.g. `/login.js`), or null when the example has no such file. */
export function standaloneFile(subpath: string, dist: string): string | null {
  const sibling = SIBLING_FILE.exec(subpath)?.[1];
  if (sibling) return path.join(dist, sibling);
  return FILES[subpath]?.(dist) ?? null;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

/** The content type a plain file server sends for `file`. */
export function contentType(file: string): string {
  return CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
}
