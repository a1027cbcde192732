export interface PKCEPair {
  code_verifier: string;
  code_challenge: string;
}

/** The flows that keep their own verifier (spec §4): magic links, OAuth and password resets. */
export type PKCEFlow = 'magic_links' | 'oauth' | 'passwords';

const base64url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** `BASE64URL(SHA256(ASCII(code_verifier)))` (RFC 7636 §4.2, S256). */
export async function codeChallenge(crypto: Crypto, verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/**
 * A fresh verifier and challenge (spec §9): 16 random 32-bit values, hex-encoded. Each value is padded to
 * 8 hex digits so the verifier is always 128 characters, inside RFC 7636's 43–128 range.
 */
export async function createPKCEPair(crypto: Crypto): Promise<PKCEPair> {
  const values = crypto.getRandomValues(new Uint32Array(16));
  const code_verifier = Array.from(values, (n) => n.toString(16).padStart(8, '0')).join('');
  return { code_verifier, code_challenge: await codeChallenge(crypto, code_verifier) };
}
