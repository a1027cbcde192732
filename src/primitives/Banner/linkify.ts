/** A run of error text: plain text, or a URL that is safe to render as a link. */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * Hosts whose URLs become links by default: the identity provider's site, where `error_url` and
 * error texts point (spec §8: "Links to the provider's site inside error text become clickable links").
 */
export const DEFAULT_LINK_HOSTS: readonly string[] = ['stytch.com'];

// Only `https://` candidates are looked at; anything else (javascript:, data:, http:, bare hosts) never
// matches and so can only ever be text.
const CANDIDATE = /https:\/\/[^\s<>"'`]+/gi;
// Sentence punctuation right after a URL ("see https://x.com/docs.") belongs to the sentence.
const TRAILING = /[.,;:!?'")\]}]+$/;

/** The URL to link to, or null when `candidate` must stay text. */
function safeHref(candidate: string, allowedHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  // `https://stytch.com@evil.example/` parses with host evil.example; credentials on an allowed host
  // are refused too, since they only serve to disguise where a link goes.
  if (url.username !== '' || url.password !== '' || url.port !== '') return null;
  const host = url.hostname.toLowerCase();
  const allowed = allowedHosts.some((h) => h.toLowerCase() === host);
  return allowed ? url.href : null;
}

/**
 * Splits error text into text and link segments. A URL becomes a link only when it is `https:` and its
 * host is exactly one of `allowedHosts`; everything else stays text, character for character.
 */
export function linkify(text: string, allowedHosts: readonly string[] = DEFAULT_LINK_HOSTS): TextSegment[] {
  const out: TextSegment[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const candidate = match[0].replace(TRAILING, '');
    const href = safeHref(candidate, allowedHosts);
    if (href === null) continue;
    plain += text.slice(last, start);
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
    out.push({ kind: 'link', text: candidate, href });
    last = start + candidate.length;
  }
  plain += text.slice(last);
  if (plain) out.push({ kind: 'text', text: plain });
  return out;
}
