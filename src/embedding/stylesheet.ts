/**
 * Where a shadow root gets the package's styles from. A shadow root does not see the page's stylesheets, and
 * a strict Content-Security-Policy (`style-src 'self'`) forbids writing CSS text into `<style>` elements, so
 * the widget links the package's own compiled stylesheet instead:
 *
 * - **Published build**: `gatehouse.css`, the file next to the package's modules. `scripts/build.mjs`
 *   defines `__GATEHOUSE_STYLESHEET__` as `new URL('./gatehouse.css', import.meta.url)`, the form host
 *   bundlers (Vite, webpack, Parcel) recognise and copy as an asset, and browsers resolve as-is for the
 *   standalone script. A host that serves the file elsewhere says where with {@link setShadowStylesheet}.
 * - **Source** (this repository's playground, Storybook and tests run the package through Vite and
 *   vanilla-extract's plugin): there is no such file. In development Vite adds one `<style>` per `.css.ts`
 *   module to the document as modules load; those are mirrored through the CSSOM into one constructed
 *   stylesheet that every shadow root adopts, and kept in step as lazy screens load and modules hot-reload.
 *   A production build from source links its CSS into the page; those `<link>`s are repeated inside.
 *
 * Every consumer reads the same snapshot through {@link subscribeShadowStyles}, so all shadow roots share
 * one constructed sheet and one set of URLs.
 */
import { defaultThemeClass } from '../theme/index.js';

declare const __GATEHOUSE_STYLESHEET__: URL | undefined;

/** What a shadow root needs to look like the widget in the page. */
export interface ShadowStyles {
  /** Stylesheets to `<link>` inside the shadow root. */
  links: readonly string[];
  /** Constructed stylesheets to adopt (`ShadowRoot.adoptedStyleSheets`). */
  sheets: readonly CSSStyleSheet[];
}

const EMPTY: ShadowStyles = { links: [], sheets: [] };

let override: string | null = null;
let snapshot: ShadowStyles | null = null;
const listeners = new Set<() => void>();

/**
 * Points shadow roots at the package stylesheet where the host serves it (a CDN, a renamed asset, a bundler
 * that does not copy `new URL(…, import.meta.url)` assets). Call it before the first widget mounts.
 */
export function setShadowStylesheet(href: string | URL): void {
  override = String(href);
  snapshot = null;
  for (const listener of [...listeners]) listener();
}

/** The published build's stylesheet, or null when the package runs from source. */
function builtStylesheet(): string | null {
  return typeof __GATEHOUSE_STYLESHEET__ === 'undefined' ? null : __GATEHOUSE_STYLESHEET__.href;
}

/** The current styles for shadow roots (the same object until something changes). */
export function shadowStyles(): ShadowStyles {
  if (typeof document === 'undefined') return EMPTY;
  if (!snapshot) {
    const href = override ?? builtStylesheet();
    snapshot = href ? { links: [href], sheets: [] } : mirrorDocument();
  }
  return snapshot;
}

/** No styles on the server: shadow roots exist only in the browser. */
export function serverShadowStyles(): ShadowStyles {
  return EMPTY;
}

/**
 * Calls `listener` when the styles change. From source, that is when the page gains, loses or rewrites one
 * of the package's stylesheets (lazy screens, hot reload); the watch runs only while someone listens.
 */
export function subscribeShadowStyles(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) startWatching();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopWatching();
  };
}

let observer: MutationObserver | null = null;

function startWatching(): void {
  if (override ?? builtStylesheet()) return;
  // Unwatched, the page may have gained styles since the last snapshot: take a fresh one.
  snapshot = null;
  observer = new MutationObserver((records) => {
    if (!records.some(touchesPackageStyles)) return;
    snapshot = null;
    for (const listener of [...listeners]) listener();
  });
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
}

function stopWatching(): void {
  observer?.disconnect();
  observer = null;
}

/** Vite's development server marks each injected stylesheet with its module id; ours come from `.css.ts`. */
function isDevModuleStyle(node: Node): node is HTMLStyleElement {
  return node instanceof HTMLStyleElement && (node.dataset['viteDevId'] ?? '').endsWith('.css.ts.vanilla.css');
}

function touchesPackageStyles(record: MutationRecord): boolean {
  const target = record.target instanceof Text ? record.target.parentNode : record.target;
  if (target && isDevModuleStyle(target)) return true;
  return [...record.addedNodes, ...record.removedNodes].some((node) => isDevModuleStyle(node) || node instanceof HTMLLinkElement);
}

/** The constructed sheet every shadow root adopts from source; rewritten in place when the page's change. */
let mirror: CSSStyleSheet | null = null;

/**
 * From source: the package's stylesheets as the page has them. Development `<style>`s are copied into the
 * shared constructed sheet; linked stylesheets that carry the widget's theme class (a production build from
 * source) are linked again inside.
 */
function mirrorDocument(): ShadowStyles {
  const devStyles = [...document.querySelectorAll('style')].filter(isDevModuleStyle);
  const sheets: CSSStyleSheet[] = [];
  if (devStyles.length) {
    mirror ??= new CSSStyleSheet();
    mirror.replaceSync(devStyles.map((style) => style.textContent ?? '').join('\n'));
    sheets.push(mirror);
  }
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .filter((link) => link.sheet && definesThemeClass(link.sheet))
    .map((link) => link.href);
  return { links, sheets };
}

function definesThemeClass(sheet: CSSStyleSheet): boolean {
  let rules: CSSRuleList;
  try {
    rules = sheet.cssRules;
  } catch {
    // A cross-origin stylesheet cannot be read, and cannot be the package's own from source either.
    return false;
  }
  const selector = `.${defaultThemeClass.split(' ')[0]}`;
  return [...rules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes(selector));
}
