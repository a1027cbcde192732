// Type-level tests, checked by `tsc -b` (tsconfig.test.json): a wrong type fails the type check.
import { expectTypeOf, test } from 'vitest';
import type { FlowState } from '../../src/flow';
import { defineProduct } from '../../src/flow/product';
import type { FormState } from '../../src/flow/state';

test("the form state is the spec's, joined from the products' slices", () => {
  expectTypeOf<FormState['otpState']['type']>().toEqualTypeOf<'sms' | 'whatsapp' | 'email'>();
  expectTypeOf<FormState['magicLinkState']>().toEqualTypeOf<{ email: string }>();
  // The spec's fields, whatever other products add beside them.
  expectTypeOf<FormState>().toHaveProperty('cryptoState');
  expectTypeOf<FormState>().toHaveProperty('passwordState');
  expectTypeOf<FormState>().toHaveProperty('resetPasswordState');
  expectTypeOf<FormState['errorMessage']>().not.toBeAny();
  // What a product keeps beside the form state is on every screen too.
  expectTypeOf<Extract<FlowState, { screen: 'OTPAuthenticate' }>['stepUp']>().toEqualTypeOf<{
    enrollment: 'off' | 'optional' | 'required';
  } | null>();
});

test('a product that declares fields on every screen gives their defaults', () => {
  // @ts-expect-error otp declares `otpState`: a fresh widget needs its default.
  defineProduct({ id: 'otp', screens: [], services: () => ({ otp: null as never }) });
  defineProduct({
    id: 'emailMagicLinks',
    screens: [],
    // @ts-expect-error the defaults have the declared shape.
    fields: { magicLinkState: { address: '' } },
    options: { emailMagicLinksOptions: () => null },
    services: () => ({ magicLinks: null as never }),
  });
  defineProduct({
    id: 'emailMagicLinks',
    screens: [],
    fields: { magicLinkState: { email: '' } },
    options: { emailMagicLinksOptions: () => null },
    services: () => ({ magicLinks: null as never }),
  });
});

test('a product that declares options checks each of them, by its key', () => {
  const product = { id: 'totp', screens: [], fields: { stepUp: null }, services: () => ({ totp: null as never }) } as const;
  // @ts-expect-error totp declares `totpOptions`: a config from JavaScript needs its check.
  defineProduct({ ...product });
  // @ts-expect-error the checks are by the declared keys: `totpOption` is not one.
  defineProduct({ ...product, options: { totpOption: () => null } });
  defineProduct({ ...product, options: { totpOptions: () => null } });
});
