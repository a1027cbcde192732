/**
 * Server-rendered pages (the inbox, the error catalogue, the emulated OAuth provider): one escaping
 * function, one CSP nonce, one Content-Security-Policy and one set of headers for all of them. The pages
 * carry no script at all; their one inline style sheet is allowed by a per-response nonce.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (char) => ESCAPES[char] ?? char);
}

/** A fresh nonce per response for the page's one inline style sheet. */
export function cspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * No script, the nonce'd style only, no framing (a sign-in page must not be clickjacked), forms posting
 * only to the emulator itself — plus `formTargets`, because Chromium applies `form-action` to the redirect
 * that follows a post (the OAuth page redirects to the app).
 */
export function pageCsp(nonce: string, formTargets: readonly string[] = []): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    `form-action ${["'self'", ...new Set(formTargets)].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * Sends a page with the headers every emulator page gets. Pages show live links and tokens: never cache
 * them, never leak them to the next site through Referer. `same-origin` rather than `no-referrer`: with
 * no referrer at all, browsers send `Origin: null` on the pages' own form posts, which the controls'
 * origin check (http/origins.ts) must refuse.
 */
export function sendHtml(reply: FastifyReply, page: { csp: string; html: string; status?: number }): FastifyReply {
  return reply
    .code(page.status ?? 200)
    .header('content-security-policy', page.csp)
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

const STYLE = `
  body { font: 15px/1.5 Arial, Helvetica, sans-serif; margin: 0 auto; max-width: 960px; padding: 24px; color: #19303D; overflow-wrap: break-word; }
  @media (max-width: 480px) { body { padding: 12px; } }
  h1 { font-size: 24px; margin: 0 0 4px; } p.lead { color: #5C727D; margin: 0 0 16px; }
  form { display: inline-flex; flex-wrap: wrap; gap: 8px; max-width: 100%; margin: 0 12px 16px 0; align-items: center; }
  label, input { max-width: 100%; min-width: 0; }
  input, button { font: inherit; padding: 6px 10px; border: 1px solid #5C727D; border-radius: 4px; }
  button { background: #19303D; color: #fff; cursor: pointer; }
  ol { list-style: none; padding: 0; } li { border: 1px solid #ADBCC5; border-radius: 8px; padding: 12px 16px; margin-bottom: 12px; }
  .meta { color: #5C727D; font-size: 13px; } .channel { font-weight: 600; text-transform: uppercase; }
  .code { font: 600 22px/1.2 ui-monospace, monospace; letter-spacing: 4px; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 8px 0 0; } a, code { color: #0C5A56; overflow-wrap: anywhere; } code { color: inherit; }
  .meta strong { overflow-wrap: anywhere; }
  table { border-collapse: collapse; display: block; max-width: 100%; overflow-x: auto; } td, th { border-bottom: 1px solid #ADBCC5; padding: 6px 12px; text-align: left; vertical-align: top; }
  :target { background: #ECFFF5; }
`;

/** A page in the look the inbox, the error catalogue and the home page share. */
export function sendPage(reply: FastifyReply, title: string, content: string) {
  const nonce = cspNonce();
  return sendHtml(reply, {
    csp: pageCsp(nonce),
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head><body>${content}</body></html>`,
  });
}
