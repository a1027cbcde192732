// @vitest-environment node
/**
 * Sensitive changes need a recent sign-in: a password reset by session needs a password, magic-link or
 * email-passcode factor from the last 5 minutes (the provider's rule), and removing a factor needs some
 * factor from the last 5 minutes. A session that was signed in long ago, or stolen, cannot make them.
 */
import { createTestEthereumWallet } from '../src/fixtures/index.ts';
import { type Api, expectError, signUpByEmailOtp, startEmulator } from './support.ts';

let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

const NEW_PASSWORD = 'Violet-Harbor-Tundra-42';

/** Signs in again with an email passcode in the same session: its new token. */
async function reauthenticate(email: string, sessionToken: string): Promise<string> {
  const sent = await api.post('/otps/email/send/secondary', { email }, sessionToken);
  const answer = await api.post(
    '/otps/authenticate',
    { token: (await api.latest(email)).code, method_id: sent.json.data.method_id },
    sessionToken,
  );
  expect(answer.status).toBe(200);
  return answer.json.data.session_token as string;
}

describe('password reset by session', () => {
  it('is refused 25 minutes after the last sign-in, and works once the user signs in again', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'stale@example.com');
    await api.advanceMinutes(25);
    expectError(
      await api.post('/passwords/session/reset', { password: NEW_PASSWORD }, session_token),
      400,
      'session_too_old_to_reset_password',
    );
    expect((await api.post('/users/search', { email: 'stale@example.com' })).json.data.userType).toBe('passwordless');

    const fresh = await reauthenticate('stale@example.com', session_token);
    expect((await api.post('/passwords/session/reset', { password: NEW_PASSWORD }, fresh)).status).toBe(200);
    expect((await api.post('/passwords/authenticate', { email: 'stale@example.com', password: NEW_PASSWORD })).status).toBe(200);
  });

  it('works within 5 minutes of an email sign-in', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'recent@example.com');
    await api.advanceMinutes(4);
    expect((await api.post('/passwords/session/reset', { password: NEW_PASSWORD }, session_token)).status).toBe(200);
  });

  it('is refused to a session whose only factor is a wallet, however recent', async () => {
    const wallet = createTestEthereumWallet();
    const started = await api.post('/crypto_wallets/authenticate/start/primary', {
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: 'ethereum',
    });
    const signedIn = await api.post('/crypto_wallets/authenticate', {
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: 'ethereum',
      signature: await wallet.signMessage(started.json.data.challenge),
      session_duration_minutes: 60,
    });
    expect(signedIn.status).toBe(200);
    expectError(
      await api.post('/passwords/session/reset', { password: NEW_PASSWORD }, signedIn.json.data.session_token),
      400,
      'session_too_old_to_reset_password',
    );
  });
});

describe('removing a factor', () => {
  it('is refused 25 minutes after the last sign-in, and works once the user signs in again', async () => {
    const { session_token, user } = await signUpByEmailOtp(api, 'owner@example.com');
    const added = await api.post('/magic_links/email/send/secondary', { email: 'second@example.com' }, session_token);
    expect(added.status).toBe(200);
    await api.advanceMinutes(25);
    expectError(await api.del(`/users/emails/${added.json.data.email_id}`, session_token), 400, 'stale_factors');
    expect((await api.get('/users/me', session_token)).json.data.emails).toHaveLength(2);

    const fresh = await reauthenticate(user.emails[0].email, session_token);
    const deleted = await api.del(`/users/emails/${added.json.data.email_id}`, fresh);
    expect(deleted.status).toBe(200);
    expect(deleted.json.data.__user.emails).toHaveLength(1);
  });
});
