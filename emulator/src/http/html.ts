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
