import { describe, expect, it } from 'vitest';
import type { EmailForm } from '../../src/flow/config';
import { emailSubmit, sectionProducts } from '../../src/flow/main';

describe("Main's places, as the products declare them", () => {
  it('give every owner of the Email tab what its submit sends', () => {
    const owners: EmailForm[] = ['otp', 'emailMagicLinks', 'passwords'];
    for (const owner of owners) expect(emailSubmit(owner)).toEqual(expect.objectContaining({ action: expect.any(String) }));
    expect(emailSubmit('passwords').label).toBe('main.continue');
  });

  it("load a section's products with those that follow any sign-in (TOTP has no control on Main)", () => {
    const config = { products: ['oauth', 'otp', 'totp', 'passkeys'], otpOptions: { methods: ['email'] } } as const;
    expect(sectionProducts('form', config)).toEqual(['otp', 'totp']);
    expect(sectionProducts('buttons', config)).toEqual(['oauth', 'totp']);
    expect(sectionProducts('passkey', config)).toEqual(['totp', 'passkeys']);
  });
});
