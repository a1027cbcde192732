import { describe, expect, it } from 'vitest';
import { buttonGroup, configError, formTabs, mainLayout, type DetectedWallet, type WidgetConfig } from '../../src/flow';
import { configHints, configMistake } from '../../src/flow/diagnose';
import { products } from '../../src/flow/products';

const wallet = (n: number): DetectedWallet => ({ id: `w${n}`, option: 'ethereum' });

describe('configuration rules (spec §5)', () => {
  it('passkeys alone is an error with the spec text key', () => {
    expect(configError({ products: ['passkeys'] })).toBe('config.passkeysAlone');
    expect(configError({ products: ['passkeys', 'otp'], otpOptions: { methods: ['sms'] } })).toBeNull();
  });

  it('magic links with email OTP is an error, unless passwords own the email tab', () => {
    const both: WidgetConfig = { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms', 'email'] } };
    expect(configError(both)).toBe('config.emlAndEmailOtp');
    expect(configError({ ...both, otpOptions: { methods: ['sms'] } })).toBeNull();
    expect(configError({ ...both, products: ['emailMagicLinks', 'otp', 'passwords'] })).toBeNull();
  });
});

/** A config only JavaScript can pass (the types reject it). */
const fromJavaScript = (config: object) => config as WidgetConfig;

describe('a config from JavaScript, checked against the registered products (issue 36)', () => {
  it('names the product an unknown one most likely misspells, or none when nothing is close', () => {
    const mistake = (...listed: string[]) => configMistake(fromJavaScript({ products: listed }), products);
    expect(mistake('magicLinks')).toContain("has 'magicLinks' (did you mean 'emailMagicLinks'?), which is not a product");
    expect(mistake('otp', 'Passkey', 'google')).toContain("has 'Passkey' (did you mean 'passkeys'?), 'google', which are not products");
  });

  it("checks each listed product's options by their key, and leaves an unlisted product's alone", () => {
    const config = { products: ['otp', 'passwords'], otpOptions: { methods: ['sms'] }, passwordOptions: 'strict' };
    expect(configMistake(fromJavaScript(config), products)).toBe('Gatehouse: config.passwordOptions must be an object.');
    expect(configMistake(fromJavaScript({ ...config, products: ['otp'] }), products)).toBeNull();
  });

  it('warns about a key that misspells an option, not about one close to none', () => {
    const config = fromJavaScript({
      products: ['otp'],
      otpOptions: { methods: ['sms'] },
      passwordOption: {},
      enableShadowDom: true,
      theme: {},
    });
    expect(configHints(config, products)).toEqual([
      "Gatehouse: config.passwordOption is not an option of this widget (did you mean 'passwordOptions'?); it is ignored.",
      "Gatehouse: config.enableShadowDom is not an option of this widget (did you mean 'enableShadowDOM'?); it is ignored.",
    ]);
    expect(
      configHints({ products: ['otp'], otpOptions: { methods: ['sms'] }, sessionOptions: { sessionDurationMinutes: 5 } }, products),
    ).toEqual([]);
  });
});

describe('Main form tabs (spec §2, §5)', () => {
  it('OTP methods keep their configured order', () => {
    expect(formTabs({ products: ['otp'], otpOptions: { methods: ['whatsapp', 'email', 'sms'] } }).map((t) => t.method)).toEqual([
      'whatsapp',
      'email',
      'sms',
    ]);
  });

  it('passwords take the email tab from email OTP', () => {
    expect(formTabs({ products: ['otp', 'passwords'], otpOptions: { methods: ['sms', 'email'] } })).toEqual([
      { method: 'sms' },
      { method: 'email', form: 'passwords' },
    ]);
  });

  it('passwords take it from magic links too, first when listed before otp', () => {
    expect(formTabs({ products: ['passwords', 'emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } })).toEqual([
      { method: 'email', form: 'passwords' },
      { method: 'sms' },
    ]);
  });
});

describe('social and wallet buttons (spec §2: max 6, wallet slots = 6 − social − 1)', () => {
  const providers = (n: number) =>
    (['google', 'apple', 'github', 'gitlab', 'discord', 'slack', 'figma'] as const).slice(0, n).map((type) => ({ type }));

  it('wallets within their slots all show, with no "other" button', () => {
    const group = buttonGroup(providers(2), true, [wallet(1), wallet(2), wallet(3)]);
    expect(group.wallets).toHaveLength(3);
    expect(group.otherWallets).toBe(false);
  });

  it('extra wallets go to the other screen, keeping six buttons in all', () => {
    const group = buttonGroup(providers(3), true, [wallet(1), wallet(2), wallet(3), wallet(4)]);
    expect(group.wallets.map((w) => w.id)).toEqual(['w1', 'w2']);
    expect(group.otherWallets).toBe(true);
    expect(group.providers.length + group.wallets.length + 1).toBe(6);
  });

  it('no wallet in the browser offers to set one up', () => {
    expect(buttonGroup(providers(1), true, [])).toMatchObject({ wallets: [], setupWallet: true, otherWallets: false });
  });

  it("holds a wallet button's slot while the wallets are unknown (issue 38: the server's HTML), none without crypto", () => {
    expect(buttonGroup(providers(1), true, null)).toMatchObject({ wallets: [], setupWallet: null, otherWallets: false });
    expect(buttonGroup(providers(1), false, null).setupWallet).toBe(false);
  });

  it('at most six social buttons, five when a wallet entry needs the sixth', () => {
    expect(buttonGroup(providers(7), false, null).providers).toHaveLength(6);
    expect(buttonGroup(providers(7), true, [wallet(1)])).toMatchObject({ wallets: [], otherWallets: true });
  });
});

describe('Main sections', () => {
  it('follow the order of products, with the passkey button only where autofill cannot offer passkeys', () => {
    const config: WidgetConfig = {
      products: ['passkeys', 'otp', 'oauth'],
      otpOptions: { methods: ['sms'] },
      oauthOptions: { providers: [{ type: 'google' }] },
    };
    expect(mainLayout(config, { passkeyAutofill: false, wallets: null }).map((s) => s.kind)).toEqual(['passkey', 'form', 'buttons']);
    expect(mainLayout(config, { passkeyAutofill: true, wallets: null }).map((s) => s.kind)).toEqual(['form', 'buttons']);
    expect(mainLayout({ ...config, products: ['passkeys', 'oauth'] }, { passkeyAutofill: true, wallets: null }).map((s) => s.kind)).toEqual(
      ['passkey', 'buttons'],
    );
  });

  it("hold the passkey button's place in a server's HTML: shown once the browser has no autofill, held (hidden) otherwise (issue 38)", () => {
    const config: WidgetConfig = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } };
    const passkey = (passkeyAutofill: boolean | null, held: boolean) =>
      mainLayout(config, { passkeyAutofill, wallets: null }, held).find((section) => section.kind === 'passkey');
    expect(passkey(null, true)).toEqual({ kind: 'passkey', held: true });
    expect(passkey(true, true)).toEqual({ kind: 'passkey', held: true });
    expect(passkey(false, true)).toEqual({ kind: 'passkey', held: false });
    // Rendered in the browser first, nothing is held: the button shows once the browser has said it has no autofill.
    expect(passkey(null, false)).toBeUndefined();
    expect(passkey(true, false)).toBeUndefined();
    expect(passkey(false, false)).toEqual({ kind: 'passkey', held: false });
  });

  it('offer the passkey button in shadow DOM even where the browser has passkey autofill', () => {
    const config: WidgetConfig = { products: ['passkeys', 'otp'], otpOptions: { methods: ['sms'] }, enableShadowDOM: true };
    expect(mainLayout(config, { passkeyAutofill: true, wallets: null }).map((s) => s.kind)).toEqual(['passkey', 'form']);
  });
});
