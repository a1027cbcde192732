// The account page's rules (issue 39): the factors the prompt offers follow the provider's rules (issue 42: a
// user with an authenticator app gives its code); the button shows initials. The changes and the prompt's
// transitions are reduce.test.ts's.
import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../src/account/UserButton';
import { stepUpFactors } from '../../src/account/StepUpPrompt';
import { fakeAccountUser } from '../../stories/support/fakeAccount';

describe('stepUpFactors', () => {
  it('offers an email code, the password and a passkey; a password reset takes no passkey', () => {
    const user = fakeAccountUser();
    expect(stepUpFactors(user, 'change_factors')).toEqual(['email', 'password', 'passkey']);
    expect(stepUpFactors(user, 'reset_password')).toEqual(['email', 'password']);
  });

  it('asks a user with an authenticator app for its code alone (issue 42 item 1)', () => {
    const user = fakeAccountUser({ totps: [{ totp_id: 'totp-test-1', verified: true }] });
    expect(stepUpFactors(user, 'change_factors')).toEqual(['totp']);
  });

  it('sends the code by text when no email is verified', () => {
    const user = fakeAccountUser({ emails: [], password: null, webauthn_registrations: [] });
    expect(stepUpFactors(user, 'change_factors')).toEqual(['sms']);
  });
});

describe('initialsOf', () => {
  it('takes the name, else the first letter of the email', () => {
    expect(initialsOf(fakeAccountUser())).toBe('AL');
    expect(initialsOf(fakeAccountUser({ name: {} }))).toBe('A');
  });
});
