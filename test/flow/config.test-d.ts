// Type-level tests, checked by `tsc -b` (tsconfig.test.json): a wrong type fails the type check.
import { expectTypeOf, test } from 'vitest';
import type { LoginProps, Product, WidgetConfig } from '../../src';

test('the config has the spec shape, and a misspelt key is a type error', () => {
  expectTypeOf({
    products: ['emailMagicLinks', 'oauth', 'otp', 'crypto', 'passwords', 'passkeys', 'totp'],
    emailMagicLinksOptions: { loginRedirectURL: 'https://a.example', createUserAsPending: true, domainHint: 'a.example' },
    oauthOptions: { providers: [{ type: 'google', one_tap: true, position: 'floating', custom_scopes: ['email'] }] },
    otpOptions: { methods: ['sms', 'whatsapp', 'email'], expirationMinutes: 10 },
    sessionOptions: { sessionDurationMinutes: 60 },
    enableShadowDOM: true,
  } as const).toExtend<WidgetConfig>();
  // Without `products` (misspelt `product`) it is not a config.
  expectTypeOf({ product: ['otp'] }).not.toExtend<WidgetConfig>();
  // @ts-expect-error `otpOption` is misspelt: an object literal with an unknown key is rejected.
  const misspelt: WidgetConfig = { products: ['otp'], otpOption: { methods: ['sms'] } };
  void misspelt;
  expectTypeOf({ products: ['magicLinks'] as const }).not.toExtend<WidgetConfig>();
  expectTypeOf({ products: ['otp'], otpOptions: { methods: ['telegram'] } } as const).not.toExtend<WidgetConfig>();
});

test('the entry points take client, config, styles, strings and callbacks', () => {
  expectTypeOf<LoginProps>().toHaveProperty('client');
  expectTypeOf<LoginProps>().toHaveProperty('config');
  expectTypeOf<LoginProps>().toHaveProperty('styles');
  expectTypeOf<LoginProps>().toHaveProperty('strings');
  expectTypeOf<LoginProps>().toHaveProperty('callbacks');
  // @ts-expect-error a string key the catalogue does not have.
  const strings: LoginProps['strings'] = { 'main.heder': 'Hi' };
  void strings;
});

test('a config that could only render an empty card is a type error (issue 22)', () => {
  // @ts-expect-error no products: Main would have nothing to offer.
  const none: WidgetConfig = { products: [] };
  // @ts-expect-error `otp` without `otpOptions`: no delivery method to send a passcode by.
  const otpAlone: WidgetConfig = { products: ['otp'] };
  // @ts-expect-error `otp` with an empty list of methods.
  const noMethods: WidgetConfig = { products: ['otp', 'passwords'], otpOptions: { methods: [] } };
  void [none, otpAlone, noMethods];
  // What a host writes still compiles: literals, `as const` lists, and `otpOptions` beside other products.
  expectTypeOf({ products: ['passwords'] as const }).toExtend<WidgetConfig>();
  expectTypeOf({ products: ['otp'], otpOptions: { methods: ['sms'] } } as const).toExtend<WidgetConfig>();
  const passwordsOnly: WidgetConfig = { products: ['passwords'], otpOptions: { methods: ['email'] } };
  void passwordsOnly;
  // A list built at run time must be shown non-empty first, e.g. by a check on its first item.
  expectTypeOf<readonly Product[]>().not.toExtend<WidgetConfig['products']>();
});
