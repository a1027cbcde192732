/** Where a visitor goes when `next` is refused. */
const FALLBACK = '/account';

/**
 * A stand-in origin to resolve `next` against: only whether it stays on the same origin matters, and a fixed
 * one trusts nothing the request says about its host.
 */
const ORIGIN = 'https://app.invalid';

/** A backslash or a control character, also percent-encoded: browsers and Next's router read `\` as `/` and drop tabs and newlines. */
const UNSAFE = /[\\\u0000-\u001f\u007f]|%(?:5c|[01][0-9a-f]|7f)/i;

/**
 * Where to go after signing in: a path of this app only. `next` is resolved as the browser will resolve it
 * (`new URL(next, origin)`) and must stay on the same origin; `\` and control characters are refused as
 * they are, since `/\evil.example` and `/%09/evil.example` resolve off-site in browsers and in Next's router
 * (issue 42 item 5). The path given back is the resolved one, so what is checked is what is followed.
 */
export function safeNext(next: string | string[] | undefined): string {
  if (typeof next !== 'string' || !next.startsWith('/') || UNSAFE.test(next)) return FALLBACK;
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return FALLBACK;
  }
  // `/.//evil.example` resolves to the path `//evil.example`, which a router would read as another host.
  if (url.origin !== ORIGIN || url.pathname.startsWith('//')) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}
