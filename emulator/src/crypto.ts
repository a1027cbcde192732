/**
 * The emulator's cryptography helpers: real primitives from `node:crypto`, never stand-ins.
 * - secrets (session tokens, magic-link and reset tokens) come from the CSPRNG and are stored only as
 *   SHA-256 digests, so a copied database file does not hand out live sessions;
 * - passwords are hashed with scrypt and compared in constant time;
 * - OTP codes are 6 uniformly random digits (spec §9 "OTP length 6") from `randomInt`;
 * - secrets are compared in constant time.
 */
import { createHash, randomBytes, randomInt, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { type CryptoKey, type JWK, exportJWK, generateKeyPair, importJWK } from 'jose';
import { OTP_LENGTH } from '../../src/wire/index.ts';

/** A 256-bit URL-safe secret. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Provider-style identifiers: `user-test-<uuid>`, `session-test-<uuid>`, … */
export function newId(prefix: string): string {
  return `${prefix}-test-${randomUUID()}`;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Constant-time comparison of two strings; different lengths compare unequal without an early exit on content. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) {
    // Still spend a comparison so the length mismatch is not much faster than a content mismatch.
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

/** Constant-time equality of two hex digests (e.g. SHA-256 of a recovery code against a stored one). */
export function digestsEqual(aHex: string, bHex: string): boolean {
  const left = Buffer.from(aHex, 'hex');
  const right = Buffer.from(bHex, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Spec §9 "OTP length 6": each digit uniform over 0–9 (randomInt avoids modulo bias). */
export function otpCode(length = OTP_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += String(randomInt(0, 10));
  return code;
}

// scrypt cost: N = 2^14, r = 8, p = 1 (the scrypt paper's interactive-login setting, ~50 ms here),
// 64-byte key, 16-byte salt. The parameters are stored with each hash, so they can be raised later.
const SCRYPT = { ln: 14, r: 8, p: 1, keyLength: 64 } as const;
const SCRYPT_MAXMEM = 64 * 1024 * 1024;

function scryptAsync(password: string, salt: Buffer, ln: number, r: number, p: number, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N: 2 ** ln, r, p, maxmem: SCRYPT_MAXMEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `$scrypt$ln=14,r=8,p=1$<salt>$<key>` (base64url parts), self-describing so the cost can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.ln, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength);
  return `$scrypt$ln=${SCRYPT.ln},r=${SCRYPT.r},p=${SCRYPT.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return false;
  // Refuse absurd costs from a hand-edited row rather than stall the server.
  if (Number(match[1]) > 20 || Number(match[2]) > 32 || Number(match[3]) > 16) return false;
  const [, ln, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), Number(ln), Number(r), Number(p), expected.length);
  return timingSafeEqual(actual, expected);
}

/** A signing key pair and its public JWK (session JWTs: ES256; the emulated Google's ID tokens: RS256). */
export interface SigningKeyPair {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/** How a key pair is kept in the database: its two JWKs as JSON text. */
export interface StoredKeyPair {
  kid: string;
  private_jwk: string;
  public_jwk: string;
}

/** The key pair of a stored row. */
export async function importKeyPair(row: StoredKeyPair, alg: 'ES256' | 'RS256'): Promise<SigningKeyPair> {
  const publicJwk = JSON.parse(row.public_jwk) as JWK;
  return {
    kid: row.kid,
    privateKey: (await importJWK(JSON.parse(row.private_jwk) as JWK, alg)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, alg)) as CryptoKey,
    publicJwk,
  };
}

/** A fresh key pair with a provider-style kid, and the row to store it as. */
export async function generateKeyPairRow(alg: 'ES256' | 'RS256', kidPrefix: string): Promise<{ key: SigningKeyPair; row: StoredKeyPair }> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true, ...(alg === 'RS256' ? { modulusLength: 2048 } : {}) });
  const kid = newId(kidPrefix);
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid, alg };
  return { key: { kid, privateKey, publicKey, publicJwk }, row: { kid, private_jwk: JSON.stringify(privateJwk), public_jwk: JSON.stringify(publicJwk) } };
}
