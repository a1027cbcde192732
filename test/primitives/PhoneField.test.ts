import { describe, expect, it, vi } from 'vitest';
import { currentE164, loadPhoneLib, parsePhoneToE164, type PhoneLib } from '../../src/primitives/PhoneField';
import { CALLING_CODES } from '../../src/primitives/PhoneField/callingCodes';

const never = () => new Promise<PhoneLib>(() => undefined);

describe('parsePhoneToE164 (spec §5)', () => {
  it('parses a national number with the selected country', async () => {
    await expect(parsePhoneToE164('(213) 373-4253', 'US')).resolves.toEqual({
      ok: true,
      e164: '+12133734253',
      fallback: false,
    });
    await expect(parsePhoneToE164('020 7946 0000', 'GB')).resolves.toEqual({
      ok: true,
      e164: '+442079460000',
      fallback: false,
    });
  });

  it('keeps the country code of a number typed in international form', async () => {
    await expect(parsePhoneToE164('+44 20 7946 0000', 'US')).resolves.toMatchObject({ ok: true, e164: '+442079460000' });
  });

  it("gives 'validation.phone' for a number that is not valid for the country", async () => {
    await expect(parsePhoneToE164('12', 'US')).resolves.toEqual({ ok: false, error: 'validation.phone' });
    await expect(parsePhoneToE164('1234567890', 'US')).resolves.toEqual({ ok: false, error: 'validation.phone' });
    await expect(parsePhoneToE164('', 'US')).resolves.toEqual({ ok: false, error: 'validation.phone' });
    await expect(parsePhoneToE164('call me', 'US')).resolves.toEqual({ ok: false, error: 'validation.phone' });
  });

  it('falls back to calling code + digits when the parser does not answer within the time-out', async () => {
    const started = Date.now();
    const result = await parsePhoneToE164('(213) 373-4253', 'US', { timeoutMs: 50, callingCode: '1', load: never });
    expect(result).toEqual({ ok: true, e164: '+12133734253', fallback: true });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('waits 2 s by default before falling back', async () => {
    vi.useFakeTimers();
    try {
      let settled: unknown;
      void parsePhoneToE164('7946 0000', 'GB', { callingCode: '44', load: never }).then((result) => {
        settled = result;
      });
      await vi.advanceTimersByTimeAsync(1999);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toEqual({ ok: true, e164: '+4479460000', fallback: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back when the parser fails to load, and still rejects a too-short result', async () => {
    const failing = () => Promise.reject(new Error('chunk failed'));
    await expect(parsePhoneToE164('2133734253', 'US', { callingCode: '1', load: failing })).resolves.toEqual({
      ok: true,
      e164: '+12133734253',
      fallback: true,
    });
    await expect(parsePhoneToE164('555', 'US', { callingCode: '1', load: failing })).resolves.toEqual({
      ok: false,
      error: 'validation.phone',
    });
  });

  it("falls back with the selected country's calling code from the widget's own table when the parser never arrives (spec §5, §9)", async () => {
    await expect(parsePhoneToE164('07400 123456', 'GB', { timeoutMs: 20, load: never })).resolves.toEqual({
      ok: true,
      e164: '+4407400123456',
      fallback: true,
    });
    await expect(parsePhoneToE164('2133734253', 'US', { load: () => Promise.reject(new Error('chunk failed')) })).resolves.toEqual({
      ok: true,
      e164: '+12133734253',
      fallback: true,
    });
  });
});

describe('the calling-code table (spec §9 "Country calling code lookup is included")', () => {
  it('holds every region of the formatter with the same calling code', async () => {
    const lib = await loadPhoneLib();
    expect(Object.fromEntries(CALLING_CODES)).toEqual(
      Object.fromEntries(lib.getCountries().map((code) => [code, lib.getCountryCallingCode(code)])),
    );
  });
});

describe('currentE164', () => {
  it('uses the formatter when loaded and calling code + digits otherwise', async () => {
    const lib = await loadPhoneLib();
    expect(currentE164(lib, '(213) 373-4253', 'US')).toBe('+12133734253');
    expect(currentE164(undefined, '(213) 373-4253', 'US', '1')).toBe('+12133734253');
    expect(currentE164(undefined, '7400 123456', 'GB')).toBe('+447400123456');
    expect(currentE164(undefined, '', 'US', '1')).toBe('');
  });
});
