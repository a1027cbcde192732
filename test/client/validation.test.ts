/** Spec §5: client-side type checks throw 'Invalid call to {method}' naming the field and its type, before any request. */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/client';
import { setup } from './fakes';

type Client = ReturnType<typeof setup>['client'];

const cases: [string, (c: Client) => Promise<unknown>, string][] = [
  [
    'magic link authenticate: token',
    (c) => c.magicLinks.authenticate(42 as never, { session_duration_minutes: 30 }),
    'Invalid call to magicLinks.authenticate\ntoken must be a string.',
  ],
  [
    'magic link authenticate: session_duration_minutes',
    (c) => c.magicLinks.authenticate('t', {} as never),
    'Invalid call to magicLinks.authenticate\nsession_duration_minutes must be a number.',
  ],
  ['OTP authenticate: code', (c) => c.otps.authenticate(123456 as never, 'm'), 'Invalid call to otps.authenticate\ncode must be a string.'],
  [
    'OTP authenticate: session_duration_minutes',
    (c) => c.otps.authenticate('123456', 'm', { session_duration_minutes: '30' as never }),
    'Invalid call to otps.authenticate\nsession_duration_minutes must be a number.',
  ],
  [
    'password create: email, password, session_duration_minutes',
    (c) => c.passwords.create({} as never),
    'Invalid call to passwords.create\nemail must be a string.\npassword must be a string.\nsession_duration_minutes must be a number.',
  ],
  [
    'password authenticate: email, password, session_duration_minutes',
    (c) => c.passwords.authenticate({ email: 'a@b.co', password: 1, session_duration_minutes: '30' } as never),
    'Invalid call to passwords.authenticate\npassword must be a string.\nsession_duration_minutes must be a number.',
  ],
  [
    'resetByEmail: token, password, session_duration_minutes',
    (c) => c.passwords.resetByEmail({} as never),
    'Invalid call to passwords.resetByEmail\ntoken must be a string.\npassword must be a string.\nsession_duration_minutes must be a number.',
  ],
  [
    'resetByExistingPassword: email, existing_password, new_password',
    (c) => c.passwords.resetByExistingPassword({} as never),
    'Invalid call to passwords.resetByExistingPassword\nemail must be a string.\nexisting_password must be a string.\nnew_password must be a string.',
  ],
  [
    'resetBySession: password',
    (c) => c.passwords.resetBySession({} as never),
    'Invalid call to passwords.resetBySession\npassword must be a string.',
  ],
  [
    'strengthCheck: password (email optional)',
    (c) => c.passwords.strengthCheck({} as never),
    'Invalid call to passwords.strengthCheck\npassword must be a string.',
  ],
  [
    'strengthCheck: a present email must be a string',
    (c) => c.passwords.strengthCheck({ password: 'x', email: 5 } as never),
    'Invalid call to passwords.strengthCheck\nemail must be a string.',
  ],
  [
    'totp create: expiration_minutes',
    (c) => c.totps.create({} as never),
    'Invalid call to totps.create\nexpiration_minutes must be a number.',
  ],
  [
    'totp authenticate: totp_code, session_duration_minutes',
    (c) => c.totps.authenticate({} as never),
    'Invalid call to totps.authenticate\ntotp_code must be a string.\nsession_duration_minutes must be a number.',
  ],
  ['recover: recovery_code', (c) => c.totps.recover({} as never), 'Invalid call to totps.recover\nrecovery_code must be a string.'],
  [
    'crypto wallet start: address and type',
    (c) => c.cryptoWallets.authenticateStart({} as never),
    'Invalid call to cryptoWallets.authenticateStart\ncrypto_wallet_address must be a string.\ncrypto_wallet_type must be a string.',
  ],
  [
    'crypto wallet: address, type and signature',
    (c) => c.cryptoWallets.authenticate({ session_duration_minutes: 30 } as never),
    'Invalid call to cryptoWallets.authenticate\ncrypto_wallet_address must be a string.\ncrypto_wallet_type must be a string.\nsignature must be a string.',
  ],
  [
    'WebAuthn authenticate: session_duration_minutes',
    (c) => c.webauthn.authenticate({} as never),
    'Invalid call to webauthn.authenticate\nsession_duration_minutes must be a number.',
  ],
  [
    'OAuth custom_scopes must be an array of strings',
    (c) => c.oauth.google.start({ custom_scopes: 'openid email' as never }),
    'Invalid call to oauth.google.start\ncustom_scopes must be an array of strings.',
  ],
  [
    'OAuth custom_scopes entries must be strings',
    (c) => c.oauth.google.start({ custom_scopes: ['openid', 7] as never }),
    'Invalid call to oauth.google.start\ncustom_scopes must be an array of strings.',
  ],
  [
    'user update: untrusted_metadata object',
    (c) => c.user.update({ untrusted_metadata: [] as never }),
    'Invalid call to user.update\nuntrusted_metadata must be an object.',
  ],
  [
    'WebAuthn register: is_passkey boolean',
    (c) => c.webauthn.register({ is_passkey: 'yes' as never }),
    'Invalid call to webauthn.register\nis_passkey must be a boolean.',
  ],
];

describe('validation before any request (spec §5)', () => {
  it.each(cases)('%s', async (_name, call, message) => {
    const { client, net } = setup({}, { navigate: () => {} });
    const error = (await call(client).catch((e: Error) => e)) as Error;
    expect(error).toBeInstanceOf(UsageError);
    expect(error.name).toBe('UsageError');
    expect(error.message).toBe(message);
    expect(net.api()).toEqual([]);
  });
});
