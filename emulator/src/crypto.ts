/**
 * The emulator's cryptography helpers: real primitives from `node:crypto`, never stand-ins.
 * - secrets (session tokens, magic-link and reset tokens) come from the CSPRNG and are stored only as
 *   SHA-256 digests, so a copied database file does not hand out live sessions;
 * - passwords are hashed with scrypt (OWASP's minimum cost, rehashed at log-in when stored weaker) and
 *   compared in constant time;
 * - OTP codes are 6 uniformly random digits (spec §9 "OTP length 6") from `randomInt`;
 * - secrets are compared in constant time.
 */
import {
  type JsonWebKey,
  type KeyObject,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  hash,
  randomBytes,
  randomInt,
  randomUUID,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { promisify } from 'node:util';
import type { JWK } from 'jose';
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
  return hash('sha256', value, 'hex');
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

/** scrypt's cost parameters: N = 2^ln, block size r, parallelism p. */
export interface ScryptCost {
  ln: number;
  r: number;
  p: number;
}

/**
 * Passwords: N = 2^17, r = 8, p = 1, the OWASP Password Storage Cheat Sheet's minimum for scrypt (128 MiB,
 * a few hundred milliseconds per hash). Each hash names its cost, so hashes made with an older, weaker cost
 * (2^14 before) still verify, and are replaced with this cost at the next successful log-in.
 */
export const PASSWORD_COST: ScryptCost = { ln: 17, r: 8, p: 1 };
/**
 * For test suites that create many passwords (EmulatorOptions.passwordHashCost): 4 MiB, milliseconds a
 * hash. Never for a data directory people sign in to.
 */
export const TEST_PASSWORD_COST: ScryptCost = { ln: 12, r: 8, p: 1 };
const KEY_LENGTH = 64;
/** 128 · N · r bytes for the cost above, with headroom; node refuses more than its default 32 MiB otherwise. */
const SCRYPT_MAXMEM = 256 * 1024 * 1024;

/** scrypt of the NFKC form of `secret` (a password typed on another device must hash the same). */
export function scryptKey(secret: string, salt: Buffer, cost: ScryptCost, keyLength = KEY_LENGTH): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, keyLength, { N: 2 ** cost.ln, r: cost.r, p: cost.p, maxmem: SCRYPT_MAXMEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (base64url parts): self-describing, so the cost can change later. */
export function formatScrypt(cost: ScryptCost, salt: Buffer, key: Buffer): string {
  return `$scrypt$ln=${cost.ln},r=${cost.r},p=${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** The parts of a stored scrypt hash, or null when it is not one (or names an absurd cost, e.g. a hand-edited row). */
export function parseScrypt(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return null;
  const cost = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (cost.ln > 20 || cost.r > 32 || cost.p > 16) return null;
  return { cost, salt: Buffer.from(match[4]!, 'base64url'), key: Buffer.from(match[5]!, 'base64url') };
}

/** `cost` is `PASSWORD_COST` outside tests (EmulatorOptions.passwordHashCost). */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  return formatScrypt(cost, salt, await scryptKey(password, salt, cost));
}

/**
 * Checks a password against its stored hash in constant time. `outdated` says the hash was made with
 * other parameters than `cost` (the one hashes are made with now): the caller rehashes the password it now
 * knows is right.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  cost: ScryptCost = PASSWORD_COST,
): Promise<{ matches: boolean; outdated: boolean }> {
  const parsed = parseScrypt(stored);
  if (!parsed) return { matches: false, outdated: false };
  const actual = await scryptKey(password, parsed.salt, parsed.cost, parsed.key.length);
  const matches = timingSafeEqual(actual, parsed.key);
  const same = parsed.cost.ln === cost.ln && parsed.cost.r === cost.r && parsed.cost.p === cost.p;
  return { matches, outdated: matches && !same };
}

/**
 * A signing key pair and its public JWK (session JWTs: ES256; the emulated Google's ID tokens: RS256).
 * The keys are node:crypto `KeyObject`s: signing with them is synchronous and about twice as fast as going
 * through WebCrypto, which matters for `sessions/authenticate` (a JWT on every refresh); jose accepts them too.
 */
export interface SigningKeyPair {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicJwk: JWK;
}

/** How a key pair is kept in the database: its two JWKs as JSON text. */
export interface StoredKeyPair {
  kid: string;
  private_jwk: string;
  public_jwk: string;
}

/** The key pair of a stored row. */
export function importKeyPair(row: StoredKeyPair): SigningKeyPair {
  const publicJwk = JSON.parse(row.public_jwk) as JWK;
  return {
    kid: row.kid,
    privateKey: createPrivateKey({ key: JSON.parse(row.private_jwk) as JsonWebKey, format: 'jwk' }),
    publicKey: createPublicKey({ key: publicJwk as JsonWebKey, format: 'jwk' }),
    publicJwk,
  };
}

const generateKeyPairAsync = promisify(generateKeyPair);

/**
 * A fresh key pair with a provider-style kid, and the row to store it as. Generated off the event loop: an
 * RSA key takes long enough to stall every request the server is answering meanwhile.
 */
export async function generateKeyPairRow(alg: 'ES256' | 'RS256', kidPrefix: string): Promise<{ key: SigningKeyPair; row: StoredKeyPair }> {
  const { privateKey, publicKey } = await (alg === 'ES256'
    ? generateKeyPairAsync('ec', { namedCurve: 'P-256' })
    : generateKeyPairAsync('rsa', { modulusLength: 2048 }));
  const kid = newId(kidPrefix);
  const publicJwk: JWK = { ...(publicKey.export({ format: 'jwk' }) as JWK), kid, alg, use: 'sig' };
  const privateJwk: JWK = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid, alg };
  return {
    key: { kid, privateKey, publicKey, publicJwk },
    row: { kid, private_jwk: JSON.stringify(privateJwk), public_jwk: JSON.stringify(publicJwk) },
  };
}
