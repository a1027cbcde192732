// @vitest-environment node
import { createHash } from 'node:crypto';
import { totpCode } from '../src/fixtures/totp';
import {
  RECOVERY_CODE_COUNT,
  createTotpSecret,
  generateRecoveryCodes,
  hashRecoveryCodes,
  looksLikeRecoveryCode,
  matchRecoveryCode,
  otpauthUri,
  qrCodeDataUrl,
  timeStep,
  verifyTotpCode,
} from '../src/totps/verification';

const T0 = Date.UTC(2030, 0, 1, 12, 0, 15); // mid-step, so ±15 s stays in the same step

describe('TOTP enrolment', () => {
  it('creates a 160-bit base32 secret, and a fresh one each time', () => {
    const secret = createTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(createTotpSecret()).not.toBe(secret);
  });

  it('builds an otpauth:// URI that names the issuer, account and parameters', () => {
    const uri = new URL(otpauthUri({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'Gatehouse', accountName: 'ada@example.com' }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Gatehouse:ada@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Gatehouse',
      secret: 'JBSWY3DPEHPK3PXP',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('renders the URI as a PNG QR code data URL', async () => {
    const dataUrl = await qrCodeDataUrl('otpauth://totp/Gatehouse:ada?secret=JBSWY3DPEHPK3PXP');
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(dataUrl.split(',')[1]!, 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

describe('TOTP codes', () => {
  const secret = createTotpSecret();

  it('accepts the current code and its neighbours one step either side, and reports the step used', () => {
    const now = verifyTotpCode({ secret, code: totpCode(secret, { timestamp: T0 }), nowMs: T0, lastUsedStep: null });
    expect(now).toEqual({ ok: true, step: timeStep(T0) });
    expect(verifyTotpCode({ secret, code: totpCode(secret, { timestamp: T0 - 30_000 }), nowMs: T0, lastUsedStep: null })).toEqual({
      ok: true,
      step: timeStep(T0) - 1,
    });
    expect(verifyTotpCode({ secret, code: totpCode(secret, { timestamp: T0 + 30_000 }), nowMs: T0, lastUsedStep: null })).toEqual({
      ok: true,
      step: timeStep(T0) + 1,
    });
  });

  it('refuses codes two steps away, codes of another secret and malformed codes', () => {
    expect(verifyTotpCode({ secret, code: totpCode(secret, { timestamp: T0 - 60_000 }), nowMs: T0, lastUsedStep: null })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyTotpCode({ secret, code: totpCode(secret, { timestamp: T0 + 60_000 }), nowMs: T0, lastUsedStep: null })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const other = createTotpSecret();
    const foreign = totpCode(other, { timestamp: T0 });
    // A 1-in-a-million coincidence of two secrets is possible; only assert when the codes differ.
    if (foreign !== totpCode(secret, { timestamp: T0 })) {
      expect(verifyTotpCode({ secret, code: foreign, nowMs: T0, lastUsedStep: null }).ok).toBe(false);
    }
    for (const code of ['12345', '1234567', 'abcdef', '12 456', '']) {
      expect(verifyTotpCode({ secret, code, nowMs: T0, lastUsedStep: null })).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses a code once its step (or a later one) was accepted: replay protection', () => {
    const code = totpCode(secret, { timestamp: T0 });
    const first = verifyTotpCode({ secret, code, nowMs: T0, lastUsedStep: null });
    expect(first.ok).toBe(true);
    const step = (first as { step: number }).step;
    expect(verifyTotpCode({ secret, code, nowMs: T0 + 5_000, lastUsedStep: step })).toEqual({ ok: false, reason: 'replayed' });
    const previous = totpCode(secret, { timestamp: T0 - 30_000 });
    expect(verifyTotpCode({ secret, code: previous, nowMs: T0, lastUsedStep: step })).toEqual({ ok: false, reason: 'replayed' });
    const next = totpCode(secret, { timestamp: T0 + 30_000 });
    expect(verifyTotpCode({ secret, code: next, nowMs: T0 + 30_000, lastUsedStep: step })).toEqual({ ok: true, step: step + 1 });
  });
});

describe('recovery codes', () => {
  it('issues ten distinct codes of 24 base32 characters (120 bits) in groups of four', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){5}$/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
    }
    expect(looksLikeRecoveryCode('123456')).toBe(false);
    expect(looksLikeRecoveryCode('abcd-efgh-ijkl')).toBe(true);
  });

  it('stores salted scrypt hashes that match the typed code regardless of case and dashes, and nothing else', async () => {
    const codes = generateRecoveryCodes();
    const hashes = await hashRecoveryCodes(codes);
    const stored = hashes.map((hash, i) => ({ id: i, hash }));
    for (const { hash } of stored) expect(hash).toMatch(/^\$scrypt\$ln=13,r=8,p=1\$[\w-]{22}\$[\w-]{86}$/);
    expect(hashes.join('')).not.toContain(codes[0]!.replaceAll('-', ''));
    expect((await matchRecoveryCode(codes[3]!, stored))?.id).toBe(3);
    expect((await matchRecoveryCode(codes[3]!.toUpperCase().replaceAll('-', ' '), stored))?.id).toBe(3);
    expect(await matchRecoveryCode('aaaa-aaaa-aaaa-aaaa-aaaa-aaaa', stored)).toBeNull();
    expect(await matchRecoveryCode(codes[3]!, [])).toBeNull();
  });

  it('salts every registration differently, so equal codes never hash alike', async () => {
    const [first] = await hashRecoveryCodes(['abcd-efgh-ijkl-mnop-qrst-uvwx']);
    const [second] = await hashRecoveryCodes(['abcd-efgh-ijkl-mnop-qrst-uvwx']);
    expect(first).not.toBe(second);
  });

  it('still accepts a code stored as the SHA-256 digest earlier versions kept', async () => {
    const legacy = { id: 'old', hash: createHash('sha256').update('gatehouse-recovery-code:abcdefghijkl', 'utf8').digest('hex') };
    expect((await matchRecoveryCode('ABCD-EFGH-IJKL', [legacy]))?.id).toBe('old');
    expect(await matchRecoveryCode('abcd-efgh-ijkm', [legacy])).toBeNull();
  });
});
