/**
 * Authenticator-app (TOTP) verification (spec §7 "/totps*"), with `otpauth` for RFC 6238.
 * Independent of HTTP and storage: the routes keep the secret, the last accepted time step (so a code
 * cannot be replayed) and only SHA-256 digests of the recovery codes.
 */
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { digestsEqual } from '../crypto.ts';

/** What authenticator apps assume when the otpauth:// URI says nothing else (Key Uri Format). */
export const TOTP_ALGORITHM = 'SHA1';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** ±1 time step of clock drift (RFC 6238 §5.2 recommends at most one step back). */
export const TOTP_WINDOW = 1;
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

/** `xxxx-xxxx-xxxx`: 12 characters of base32 (60 bits) from the CSPRNG, easy to copy by hand. */
export function generateRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < 12; i += 1) raw += RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)];
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(generateRecoveryCode());
  return [...codes];
}

/** Case and separators do not matter when a person types a code back. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z2-7]{12}$/.test(normalizeRecoveryCode(code));
}

/**
 * Only a digest is stored, so a copied database file reveals no recovery code. 60 random bits make a plain
 * SHA-256 sufficient: there is no dictionary to try, unlike passwords (which get scrypt).
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(`gatehouse-recovery-code:${normalizeRecoveryCode(code)}`, 'utf8').digest('hex');
}

/** Finds which stored digest a typed code matches, comparing every candidate in constant time. */
export function matchRecoveryCode<T extends { hash: string }>(code: string, candidates: readonly T[]): T | null {
  const digest = hashRecoveryCode(code);
  let found: T | null = null;
  for (const candidate of candidates) {
    // No early exit: the time taken does not reveal which (or whether a) code matched.
    if (digestsEqual(candidate.hash, digest) && !found) found = candidate;
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
