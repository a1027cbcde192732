/**
 * PKCE, once for every flow (spec §7 code_challenge / code_verifier; §9 "Challenge: SHA-256, base64url";
 * RFC 7636): the S256 transform, the send-side requirement and the check at authenticate time. Verifiers
 * are compared digest to digest in constant time, so response timing says nothing about a guess.
 */
import { createHash } from 'node:crypto';
import { safeEqual } from './crypto.ts';
import { apiError } from './http/errors.ts';

/** RFC 7636 §4.2: BASE64URL(SHA256(verifier)) is always 43 characters. */
export const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** RFC 7636 §4.1: unreserved characters, 43 to 128 of them (the spec's 16 × 32-bit hex verifier is 128). */
export const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** The S256 transform: base64url(SHA-256(ASCII(verifier))). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** A challenge from a browser redirect's query (OAuth and One Tap starts): absent, or an S256 challenge. */
export function queryChallenge(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!S256_CHALLENGE.test(value)) throw apiError('invalid_pkce_code_challenge');
  return value;
}

/** When the project requires PKCE for a flow, a send without a challenge is refused up front. */
export function requireChallenge(required: boolean, challenge: string | null | undefined): void {
  if (required && !challenge) throw apiError('missing_code_challenge');
}

/**
 * A token issued with a challenge only authenticates with the matching verifier. Every message contains
 * "pkce": the client falls back between its verifier namespaces on that word (spec §8).
 *
 * The two families differ the way the provider's do: email links (magic links, password resets) ignore a
 * verifier their token does not need — the client may send the reset flow's verifier to a plain magic link
 * first — and answer a missing one with `pkce_mismatch`; OAuth names each case with its own error type.
 * `required` is the project's PKCE flag for the flow.
 */
export function checkVerifier(
  challenge: string | null,
  verifier: string | null | undefined,
  flow: 'email_link' | 'oauth',
  required = false,
): void {
  const oauth = flow === 'oauth';
  if (challenge === null) {
    // The project's PKCE flag is checked here too, not only when the token is issued: a token issued
    // before the flag was switched on must not redeem without a verifier afterwards.
    if (required)
      throw apiError(
        'missing_code_challenge',
        'This project requires PKCE (pkce), and this token was issued without a code_challenge; start again.',
      );
    if (verifier && oauth) throw apiError('pkce_did_not_expect_code_verifier');
    return;
  }
  if (!verifier) {
    throw oauth
      ? apiError('pkce_expected_code_verifier')
      : apiError('pkce_mismatch', 'This token was issued with a PKCE code_challenge; send its code_verifier (pkce_mismatch).');
  }
  if (oauth && !CODE_VERIFIER.test(verifier)) throw apiError('invalid_pkce_code_verifier');
  if (!safeEqual(s256(verifier), challenge)) throw apiError('pkce_mismatch');
}
