/**
 * The ES256 key that signs `session_jwt`, published as a JWKS. Generated on first start and kept in the
 * database, so JWTs issued before a restart still verify.
 *
 * Signing and verification use node:crypto directly (ES256 = ECDSA P-256 over SHA-256, the signature as
 * r‖s, RFC 7518 §3.4), which costs about half of jose's WebCrypto path. A JWT is signed on every session
 * refresh, so the signature is computed on a worker thread, in batches (sessions/signer.ts), rather than on
 * the event loop. Verification stays synchronous: it is only needed when a caller sends a JWT instead of a
 * token.
 */
import { verify } from 'node:crypto';
import type { JWK } from 'jose';
import { type SigningKeyPair, type StoredKeyPair, generateKeyPairRow, importKeyPair } from '../crypto.ts';
import type { Db } from '../store/db.ts';
import { type JwtKey, signJwtOnWorker } from './signer.ts';
import { command, query } from '../store/statements.ts';
import type { Session } from '../../../src/wire/index.ts';
import { SESSION_CLAIM, sessionIssuer } from '../../../src/wire/session.ts';

/** The session-JWT signing key. */
export type SigningKey = SigningKeyPair;

export async function loadSigningKey(db: Db, now: number): Promise<SigningKey> {
  const row = query<StoredKeyPair>(db, 'SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1').get();
  if (row) return importKeyPair(row);
  const { key, row: created } = await generateKeyPairRow('ES256', 'jwk');
  command<[kid: string, alg: string, privateJwk: string, publicJwk: string, now: number]>(
    db,
    'INSERT INTO signing_keys (kid, alg, private_jwk, public_jwk, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(created.kid, 'ES256', created.private_jwk, created.public_jwk, now);
  return key;
}

export function jwks(key: SigningKey): { keys: JWK[] } {
  return { keys: [key.publicJwk] };
}

/**
 * The emulator's own field of the session claim: the session token generation the JWT was issued for
 * (sessions/store.ts `tokenId`). Inside the session claim rather than beside it, where a backend would
 * read it as one of the project's custom claims.
 */
const TOKEN_ID_FIELD = 'gatehouse_token_id';

const headers = new WeakMap<SigningKey, string>();

/** The base64url protected header, the same for every JWT of a key. */
function encodedHeader(key: SigningKey): string {
  let header = headers.get(key);
  if (!header) headers.set(key, (header = Buffer.from(JSON.stringify({ alg: 'ES256', kid: key.kid, typ: 'JWT' })).toString('base64url')));
  return header;
}

/**
 * The session JWT's claims, laid out like the provider's. `times` are the JWT's own: issued and valid from
 * now, for `SESSION_JWT_LIFETIME_SECONDS` but never past the session (sessions/text.ts fills them in).
 */
export function sessionClaims<Time>(session: Session, projectId: string, tokenId: string, times: { iat: Time; nbf: Time; exp: Time }) {
  return {
    // A project's custom claims sit beside the standard ones, as the provider's do (its Node SDK reads every
    // claim but those as `custom_claims`); listed first, so none can stand in for a standard claim.
    ...session.custom_claims,
    [SESSION_CLAIM]: {
      id: session.session_id,
      started_at: session.started_at,
      last_accessed_at: session.last_accessed_at,
      expires_at: session.expires_at,
      attributes: session.attributes,
      authentication_factors: session.authentication_factors,
      // Inside the session claim, as the provider has them: its Node SDK's local check reads them there.
      roles: session.roles,
      [TOKEN_ID_FIELD]: tokenId,
    },
    sub: session.user_id,
    iss: sessionIssuer(projectId),
    aud: [projectId],
    iat: times.iat,
    nbf: times.nbf,
    exp: times.exp,
  };
}

const jwtKeys = new WeakMap<SigningKey, JwtKey>();

/**
 * JWTs signed (or being signed) lately, per key, by their claims' JSON text. The same session authenticated
 * again within the same millisecond has byte-identical claims (times and all): a page's parallel calls to
 * its host's server, each checking the session (issue 37), or a burst of refreshes. Those share one
 * signature, a valid JWT of exactly those claims; an ES256 signature is the costliest part of the answer.
 * Bounded, the oldest dropped first; a failed signature is not kept.
 */
const recentJwts = new WeakMap<SigningKey, Map<string, Promise<string>>>();
const RECENT_JWTS = 64;

/** Signs claims given as JSON text into a compact ES256 JWT, off the event loop (sessions/signer.ts). */
export function signJwt(key: SigningKey, claimsJson: string): Promise<string> {
  let recent = recentJwts.get(key);
  if (!recent) recentJwts.set(key, (recent = new Map()));
  const known = recent.get(claimsJson);
  if (known) return known;
  let jwtKey = jwtKeys.get(key);
  if (!jwtKey) jwtKeys.set(key, (jwtKey = { key: key.privateKey, header: encodedHeader(key) }));
  const signed = signJwtOnWorker(jwtKey, claimsJson);
  if (recent.size >= RECENT_JWTS) recent.delete(recent.keys().next().value!);
  recent.set(claimsJson, signed);
  signed.catch(() => {
    if (recent.get(claimsJson) === signed) recent.delete(claimsJson);
  });
  return signed;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Checks a session JWT's signature and names its session and the token generation it was issued for.
 * Expiry is deliberately not enforced here: like the provider, an expired JWT still identifies its session,
 * whose own state in the store decides (and its token generation, http/auth.ts).
 */
export function sessionFromJwt(key: SigningKey, jwt: string): { sessionId: string; tokenId: string } | null {
  // A host's server checks the same JWT on each of its requests for the JWT's 5 minutes (issue 37), and an
  // ES256 verification is the costliest step of that call: the same bytes verify the same way, so the result
  // is kept (a bounded map, the oldest dropped first; a JWT that does not verify is not kept).
  let verified = verifiedJwts.get(key);
  if (!verified) verifiedJwts.set(key, (verified = new Map()));
  const known = verified.get(jwt);
  if (known) return known;
  const named = verifyJwt(key, jwt);
  if (named) {
    if (verified.size >= VERIFIED_JWTS) verified.delete(verified.keys().next().value!);
    verified.set(jwt, named);
  }
  return named;
}

/** JWTs that verified, per key, and what they name. */
const verifiedJwts = new WeakMap<SigningKey, Map<string, { sessionId: string; tokenId: string }>>();
const VERIFIED_JWTS = 1000;

function verifyJwt(key: SigningKey, jwt: string): { sessionId: string; tokenId: string } | null {
  const [header, payload, signature, ...rest] = jwt.split('.');
  if (!header || !payload || !signature || rest.length > 0 || ![header, payload, signature].every((part) => BASE64URL.test(part)))
    return null;
  try {
    const protectedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {
      alg?: unknown;
      kid?: unknown;
      crit?: unknown;
    };
    if (protectedHeader.alg !== 'ES256' || protectedHeader.kid !== key.kid || protectedHeader.crit !== undefined) return null;
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: key.publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!valid) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const session = claims[SESSION_CLAIM] as Record<string, unknown> | undefined;
    const tokenId = session?.[TOKEN_ID_FIELD];
    return typeof session?.id === 'string' && typeof tokenId === 'string' ? { sessionId: session.id, tokenId } : null;
  } catch {
    return null;
  }
}
