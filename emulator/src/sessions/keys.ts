/**
 * The ES256 key that signs `session_jwt` (jose), published as a JWKS. Generated on first start and kept
 * in the database, so JWTs issued before a restart still verify.
 */
import { type JWK, SignJWT, compactVerify } from 'jose';
import { type SigningKeyPair, type StoredKeyPair, generateKeyPairRow, importKeyPair } from '../crypto.ts';
import type { Db } from '../store/db.ts';
import type { Session } from '../../../src/wire/index.ts';

/** The session-JWT signing key. */
export type SigningKey = SigningKeyPair;

/** The session JWT lives 5 minutes (the provider's default), never past the session itself. */
export const SESSION_JWT_TTL_SECONDS = 300;

export async function loadSigningKey(db: Db, now: number): Promise<SigningKey> {
  const row = db.prepare('SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1').get() as
    | StoredKeyPair
    | undefined;
  if (row) return importKeyPair(row, 'ES256');
  const { key, row: created } = await generateKeyPairRow('ES256', 'jwk');
  db.prepare('INSERT INTO signing_keys (kid, alg, private_jwk, public_jwk, created_at) VALUES (?, ?, ?, ?, ?)').run(
    created.kid,
    'ES256',
    created.private_jwk,
    created.public_jwk,
    now,
  );
  return key;
}

export function jwks(key: SigningKey): { keys: JWK[] } {
  return { keys: [key.publicJwk] };
}

/** The claim that carries the session, laid out like the provider's so backend verification code ports over. */
export const SESSION_CLAIM = 'https://stytch.com/session';

export async function signSessionJwt(key: SigningKey, projectId: string, session: Session, nowMs: number): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  const sessionEnd = Math.floor(Date.parse(session.expires_at) / 1000);
  return new SignJWT({
    [SESSION_CLAIM]: {
      id: session.session_id,
      started_at: session.started_at,
      last_accessed_at: session.last_accessed_at,
      expires_at: session.expires_at,
      attributes: session.attributes,
      authentication_factors: session.authentication_factors,
    },
    roles: session.roles,
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setSubject(session.user_id)
    .setIssuer(`stytch.com/${projectId}`)
    .setAudience([projectId])
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(Math.min(now + SESSION_JWT_TTL_SECONDS, sessionEnd))
    .sign(key.privateKey);
}

/**
 * Checks a session JWT's signature and names its session. Expiry is deliberately not enforced here: like
 * the provider, an expired JWT still identifies its session, whose own state in the store decides.
 */
export async function sessionIdFromJwt(key: SigningKey, jwt: string): Promise<string | null> {
  try {
    const { payload, protectedHeader } = await compactVerify(jwt, key.publicKey, { algorithms: ['ES256'] });
    if (protectedHeader.kid !== key.kid) return null;
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
    const session = claims[SESSION_CLAIM] as { id?: unknown } | undefined;
    return typeof session?.id === 'string' ? session.id : null;
  } catch {
    return null;
  }
}
