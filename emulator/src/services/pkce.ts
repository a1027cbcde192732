/** PKCE for links (spec §7 code_challenge / code_verifier; §9 "Challenge: SHA-256, base64url"). */
import { pkceMatches } from '../crypto.ts';
import { apiError } from '../http/errors.ts';

/** When the project requires PKCE for a flow, a send without a challenge is refused up front. */
export function requireChallenge(required: boolean, challenge: string | undefined): void {
  if (required && !challenge) throw apiError('missing_code_challenge');
}

/**
 * A token issued with a challenge only authenticates with the matching verifier. Error messages contain
 * "pkce": the client falls back between namespaces on that word (spec §8).
 */
export function checkVerifier(challenge: string | null, verifier: string | undefined): void {
  if (!challenge) return;
  if (!verifier) throw apiError('pkce_mismatch', 'This token was issued with a PKCE code_challenge; send its code_verifier (pkce_mismatch).');
  if (!pkceMatches(challenge, verifier)) throw apiError('pkce_mismatch');
}
