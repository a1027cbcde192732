/**
 * Fake account services for the account page's stories (issue 39): an in-memory user that each call changes
 * as the API would, the sign-in products' fakes for the rest, and `stale` to have a change refused once for a
 * stale session (the fresh-factor prompt).
 */
import type { AccountServices } from '../../src/account';
import { APIError } from '../../src/client';
import type { User } from '../../src/wire';
import { fakeEnrolment, fakePasskey, fakeResponse, fakeServices, fakeSignIn } from './fakeServices';

/** A user with a bit of everything: two emails, a phone, a passkey, Google, a wallet and a password. */
export function fakeAccountUser(overrides: Partial<User> = {}): User {
  return {
    ...fakeSignIn().user,
    name: { first_name: 'Ada', last_name: 'Lovelace' },
    emails: [
      { email_id: 'email-test-1', email: 'ada@example.com', verified: true },
      { email_id: 'email-test-2', email: 'ada.work@example.com', verified: false },
    ],
    phone_numbers: [{ phone_id: 'phone-number-test-1', phone_number: '+14155552671', verified: true }],
    webauthn_registrations: [fakePasskey('1', 'Work laptop')],
    providers: [
      {
        oauth_user_registration_id: 'oauth-user-registration-test-1',
        provider_subject: '1234',
        provider_type: 'google',
        profile_picture_url: '',
        locale: 'en',
      },
    ],
    crypto_wallets: [
      {
        crypto_wallet_id: 'crypto-wallet-test-1',
        crypto_wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        crypto_wallet_type: 'ethereum',
        verified: true,
      },
    ],
    password: { password_id: 'password-test-1', requires_reset: false },
    ...overrides,
  };
}

export interface FakeAccountOptions {
  user?: User | null;
  /** The first change is refused as for a stale session (`stale_factors`), once. */
  stale?: boolean;
}

/** Account services over an in-memory user. */
export function fakeAccountServices({ user: initial = fakeAccountUser(), stale = false }: FakeAccountOptions = {}): AccountServices {
  let user = initial;
  let refuse = stale;
  const listeners = new Set<(user: User | null) => void>();
  const change = async (next: (user: User) => User) => {
    if (refuse) {
      refuse = false;
      throw new APIError({
        ...fakeResponse,
        status_code: 400,
        error_type: 'stale_factors',
        error_message: 'Authenticate again.',
        error_url: '',
      });
    }
    if (!user) return;
    user = next(user);
    for (const listener of listeners) listener(user);
  };
  const flow = fakeServices();
  return {
    otp: flow.otp,
    passwords: flow.passwords,
    totp: {
      ...flow.totp,
      authenticate: async () => (
        await change((u) => ({ ...u, totps: [{ totp_id: 'totp-test-1', verified: true }] })),
        fakeSignIn({ totp: true })
      ),
    },
    passkeys: {
      ...flow.passkeys,
      register: async () => {
        await change((u) => ({ ...u, webauthn_registrations: [...u.webauthn_registrations, fakePasskey('2', 'Passkey 2')] }));
        return { data: fakeSignIn(), registrations: user?.webauthn_registrations ?? [] };
      },
      rename: (id, name) =>
        change((u) => ({
          ...u,
          webauthn_registrations: u.webauthn_registrations.map((r) => (r.webauthn_registration_id === id ? { ...r, name } : r)),
        })),
      remove: (id) =>
        change((u) => ({ ...u, webauthn_registrations: u.webauthn_registrations.filter((r) => r.webauthn_registration_id !== id) })),
    },
    account: {
      user: () => user,
      onUser: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      refresh: async () => {
        if (!user) throw new Error('No user is signed in.');
        return user;
      },
      updateName: (name) => change((u) => ({ ...u, name })),
      remove: (kind, id) =>
        change((u) => ({
          ...u,
          emails: kind === 'email' ? u.emails.filter((e) => e.email_id !== id) : u.emails,
          phone_numbers: kind === 'phone' ? u.phone_numbers.filter((p) => p.phone_id !== id) : u.phone_numbers,
          providers: kind === 'oauth' ? u.providers.filter((p) => p.oauth_user_registration_id !== id) : u.providers,
          crypto_wallets: kind === 'wallet' ? u.crypto_wallets.filter((w) => w.crypto_wallet_id !== id) : u.crypto_wallets,
          totps: kind === 'totp' ? [] : u.totps,
        })),
      recoveryCodes: async () => {
        await change((u) => u);
        return fakeEnrolment.recoveryCodes;
      },
      setPassword: () => change((u) => ({ ...u, password: { password_id: 'password-test-1', requires_reset: false } })),
      passwordPolicy: async () => ({}),
      signOut: async () => {
        user = null;
        for (const listener of listeners) listener(null);
      },
    },
  };
}
