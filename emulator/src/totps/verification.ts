/**
 * Authenticator-app (TOTP) verification (spec §7 "/totps*"), with `otpauth` for RFC 6238.
 * Independent of HTTP and storage: the routes keep the secret, the last accepted time step (so a code
 * cannot be replayed) and only salted hashes of the recovery codes.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { type ScryptCost, digestsEqual, formatScrypt, parseScrypt, scryptKey } from '../crypto.ts';

/** What authenticator apps assume when the otpauth:// URI says nothing else (Key Uri Format). */
const TOTP_ALGORITHM = 'SHA1';
const TOTP_DIGITS = 6;
const TOTP_PERIOD_SECONDS = 30;
/** ±1 time step of clock drift (RFC 6238 §5.2 recommends at most one step back). */
const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A fresh 160-bit secret (RFC 4226 §4 recommends 160 bits), base32 as apps expect it. */
export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, issuer = '', label = 'OTPAuth'): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** `otpauth://totp/Issuer:account?secret=…&issuer=…&algorithm=SHA1&digits=6&period=30`. */
export function otpauthUri(input: { secret: string; issuer: string; accountName: string }): string {
  return totpFor(input.secret, input.issuer, input.accountName).toString();
}

/** The enrolment QR code as a PNG data URL, ready for an `<img src>` (the provider's `qr_code` field). */
export function qrCodeDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
}

// Lower-case base32 without look-alikes' confusion between 0/o and 1/l: RFC 4648's alphabet already
// avoids 0, 1 and 8, which is why it is used for hand-typed codes.
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** 24 base32 characters: 120 bits, above the 112 OWASP ASVS 5.0 V6.5.2 asks of a lookup secret. */
const RECOVERY_CODE_LENGTH = 24;
/** Codes issued before the longer format: 12 characters (60 bits). They still work until used or replaced. */
const LEGACY_RECOVERY_CODE_LENGTH = 12;

/** `xxxx-xxxx-xxxx-xxxx-xxxx-xxxx`: 24 characters of base32 from the CSPRNG, in groups easy to copy by hand. */
function generateRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i += 1) raw += RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)];
  return raw.match(/.{4}/g)!.join('-');
}

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(generateRecoveryCode());
  return [...codes];
}

/** Case and separators do not matter when a person types a code back. */
function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(code: string): boolean {
  const normalized = normalizeRecoveryCode(code);
  return (
    (normalized.length === RECOVERY_CODE_LENGTH || normalized.length === LEGACY_RECOVERY_CODE_LENGTH) && /^[a-z2-7]+$/.test(normalized)
  );
}

/**
 * Recovery codes are stored as salted scrypt hashes (`$scrypt$…`, crypto.ts), one salt per registration so
 * a recover attempt costs one derivation however many codes are left: a copied database file yields no
 * code, and no table precomputed for one registration fits another. The cost is lower than a password's
 * because the codes are random, not chosen.
 */
const RECOVERY_CODE_COST: ScryptCost = { ln: 13, r: 8, p: 1 };

export async function hashRecoveryCodes(codes: readonly string[]): Promise<string[]> {
  const salt = randomBytes(16);
  return Promise.all(
    codes.map(async (code) =>
      formatScrypt(RECOVERY_CODE_COST, salt, await scryptKey(normalizeRecoveryCode(code), salt, RECOVERY_CODE_COST)),
    ),
  );
}

/** How codes stored before salted hashes were kept: an unsalted SHA-256 digest, still accepted for those codes. */
function legacyDigest(code: string): string {
  return createHash('sha256')
    .update(`gatehouse-recovery-code:${normalizeRecoveryCode(code)}`, 'utf8')
    .digest('hex');
}

/**
 * Finds which stored hash a typed code matches: one derivation per distinct salt (normally one), then every
 * candidate is compared in constant time with no early exit, so the time taken does not reveal which (or
 * whether a) code matched.
 */
export async function matchRecoveryCode<T extends { hash: string }>(code: string, candidates: readonly T[]): Promise<T | null> {
  const normalized = normalizeRecoveryCode(code);
  const derived = new Map<string, Buffer>();
  let found: T | null = null;
  for (const candidate of candidates) {
    const parsed = parseScrypt(candidate.hash);
    let matches: boolean;
    if (parsed) {
      const saltKey = `${parsed.cost.ln},${parsed.cost.r},${parsed.cost.p}:${parsed.salt.toString('base64url')}:${parsed.key.length}`;
      let key = derived.get(saltKey);
      if (!key) derived.set(saltKey, (key = await scryptKey(normalized, parsed.salt, parsed.cost, parsed.key.length)));
      matches = timingSafeEqual(key, parsed.key);
    } else {
      matches = digestsEqual(candidate.hash, legacyDigest(normalized));
    }
    if (matches && !found) found = candidate;
  }
  return found;
}

/** The RFC 6238 time step of an instant. */
export function timeStep(nowMs: number): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: nowMs });
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'malformed' | 'invalid' | 'replayed' };

/**
 * Checks a code against the secret at `nowMs`, accepting the neighbouring steps (±1, RFC 6238 §5.2), and
 * refuses a code whose step is not after the last accepted one: "the verifier MUST NOT accept the second
 * attempt of the same OTP after the successful validation has been issued" (RFC 6238 §5.2).
 */
export function verifyTotpCode(input: { secret: string; code: string; nowMs: number; lastUsedStep: number | null }): TotpCheck {
  if (!/^\d{6}$/.test(input.code)) return { ok: false, reason: 'malformed' };
  const delta = TOTP.validate({
    token: input.code,
    secret: Secret.fromBase32(input.secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: input.nowMs,
    window: TOTP_WINDOW,
  });
  if (delta === null) return { ok: false, reason: 'invalid' };
  const step = timeStep(input.nowMs) + delta;
  if (input.lastUsedStep !== null && step <= input.lastUsedStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step };
}
