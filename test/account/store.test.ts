// The account page's store and rules (issue 39): a change refused for a stale session waits for a fresh factor
// and runs again; the factors the prompt offers follow the provider's rules (issue 42: a user with an
// authenticator app gives its code); the button shows initials.
import { describe, expect, it, vi } from 'vitest';
import { initialsOf } from '../../src/account/UserButton';
import { stepUpFactors } from '../../src/account/StepUpPrompt';
import { AccountStore, type AccountEvent } from '../../src/account/store';
import { APIError } from '../../src/client';
import { fakeAccountServices, fakeAccountUser } from '../../stories/support/fakeAccount';

const stale = () =>
  new APIError({ request_id: 'r', status_code: 400, error_type: 'stale_factors', error_message: 'Authenticate again.', error_url: '' });

describe('AccountStore.run', () => {
  it('asks for a fresh factor when the API refuses a stale session, then runs the change again and answers its caller', async () => {
    const events: AccountEvent[] = [];
    const store = new AccountStore(fakeAccountServices(), { onEvent: (event) => events.push(event) }, 30);
    const call = vi.fn().mockRejectedValueOnce(stale()).mockResolvedValueOnce('added');
    const answer = store.run('contacts.send', call, { event: { type: 'ACCOUNT_PASSKEY_ADD', data: null } });
    await vi.waitFor(() => expect(store.getSnapshot().stepUp).toEqual({ action: 'contacts.send', need: 'change_factors' }));
    expect(events).toEqual([]);
    store.stepUpPassed('email');
    expect(await answer).toEqual({ value: 'added' });
    expect(call).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().stepUp).toBeNull();
    expect(events.map((event) => event.type)).toEqual(['ACCOUNT_STEP_UP', 'ACCOUNT_PASSKEY_ADD']);
  });

  it('answers null when the prompt is cancelled, and shows any other failure in its section', async () => {
    const onError = vi.fn();
    const store = new AccountStore(fakeAccountServices(), { onError }, 30);
    const cancelled = store.run('password', () => Promise.reject(stale()));
    await vi.waitFor(() => expect(store.getSnapshot().stepUp).not.toBeNull());
    store.stepUpCancelled();
    expect(await cancelled).toBeNull();
    expect(await store.run('profile', () => Promise.reject(new Error('offline')))).toBeNull();
    expect(store.getSnapshot().errors['profile']).toEqual({ text: 'offline' });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

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
