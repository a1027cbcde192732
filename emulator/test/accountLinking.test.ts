// @vitest-environment node
/**
 * Account pre-hijacking: someone creates a password for an address they do not own; later the owner signs
 * in with a magic link, an email passcode or Google, and the accounts are joined by that address. The
 * owner's proof must end the squatter's access: the password answers `reset_password` and the squatter's
 * sessions end. The owner who verifies their own address from the session they set the password in keeps
 * it; and an account nobody has verified cannot collect other ways in meanwhile.
 */
import { type Api, OAUTH_VERIFIER, expectError, signUpByEmailOtp, startEmulator } from './support.ts';

let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

const VICTIM = 'victim@example.com';
const SQUATTER_PASSWORD = 'Squatter-Harbor-Tundra-42';

async function squat() {
  const created = await api.post('/passwords', { email: VICTIM, password: SQUATTER_PASSWORD, session_duration_minutes: 600 });
  expect(created.status).toBe(200);
  expect(created.json.data.user.emails[0].verified).toBe(false);
  return created.json.data as { user_id: string; session_token: string; session_jwt: string };
}

async function expectSquatterLockedOut(squatter: { session_token: string; session_jwt: string }) {
  expectError(await api.post('/passwords/authenticate', { email: VICTIM, password: SQUATTER_PASSWORD }), 400, 'reset_password');
  expectError(await api.post('/sessions/authenticate', {}, squatter.session_token), 401, 'session_not_found');
  expectError(await api.get('/users/me', squatter.session_jwt), 401, 'session_not_found');
}

describe('an owner proving the address ends a squatter’s password and sessions', () => {
  it('through Google OAuth', async () => {
    const squatter = await squat();
    const { token } = (
      await api.request('POST', '/_emulator/oauth/token', {
        body: { provider: 'google', email: VICTIM, name: 'Victim', code_verifier: OAUTH_VERIFIER },
        auth: null,
      })
    ).json;
    const owner = await api.post('/oauth/authenticate', { token, code_verifier: OAUTH_VERIFIER, session_duration_minutes: 60 });
    expect(owner.status).toBe(200);
    expect(owner.json.data.user_id).toBe(squatter.user_id);
    expect(owner.json.data.user.emails[0].verified).toBe(true);
    expect(owner.json.data.user.password).toMatchObject({ requires_reset: true });

    await expectSquatterLockedOut(squatter);
    expect((await api.post('/sessions/authenticate', {}, owner.json.data.session_token)).status).toBe(200);
  });

  it('through a magic link, after which the owner sets a password of their own', async () => {
    const squatter = await squat();
    await api.post('/magic_links/email/send/primary', { email: VICTIM });
    const token = new URL((await api.latest(VICTIM)).link).searchParams.get('token');
    const owner = await api.post('/magic_links/authenticate', { token, session_duration_minutes: 60 });
    expect(owner.status).toBe(200);
    await expectSquatterLockedOut(squatter);

    // The owner sets their own password through the emailed reset, and it works.
    await api.post('/passwords/email/reset/start', { email: VICTIM });
    const reset = new URL((await api.latest(VICTIM)).link).searchParams.get('token');
    expect((await api.post('/passwords/email/reset', { token: reset, password: 'Owner-Harbor-Tundra-42' })).status).toBe(200);
    expect((await api.post('/passwords/authenticate', { email: VICTIM, password: 'Owner-Harbor-Tundra-42' })).status).toBe(200);
  });

  it('through an email passcode', async () => {
    const squatter = await squat();
    const sent = await api.post('/otps/email/login_or_create', { email: VICTIM });
    const owner = await api.post('/otps/authenticate', { token: (await api.latest(VICTIM)).code, method_id: sent.json.data.method_id });
    expect(owner.status).toBe(200);
    await expectSquatterLockedOut(squatter);
  });
});

describe('the owner of a password verifying their own address', () => {
  it('keeps the password and the session when the proof comes from the session that set it', async () => {
    const created = await api.post('/passwords', { email: 'own@example.com', password: SQUATTER_PASSWORD, session_duration_minutes: 60 });
    const session = created.json.data.session_token as string;
    // The provider's "email verification after password creation": a passcode to the address, in that session.
    const sent = await api.post('/otps/email/send/secondary', { email: 'own@example.com' }, session);
    expect(sent.status).toBe(200);
    const verified = await api.post(
      '/otps/authenticate',
      { token: (await api.latest('own@example.com')).code, method_id: sent.json.data.method_id },
      session,
    );
    expect(verified.status).toBe(200);
    expect(verified.json.data.user.password).toMatchObject({ requires_reset: false });
    expect(verified.json.data.session.session_id).toBe(created.json.data.session.session_id);

    // Trusted now: a later magic link from another device changes nothing.
    await api.post('/magic_links/email/send/primary', { email: 'own@example.com' });
    const token = new URL((await api.latest('own@example.com')).link).searchParams.get('token');
    expect((await api.post('/magic_links/authenticate', { token })).status).toBe(200);
    expect((await api.post('/passwords/authenticate', { email: 'own@example.com', password: SQUATTER_PASSWORD })).status).toBe(200);
  });

  it('a password set after the address was proved is trusted from the start', async () => {
    const signedUp = await signUpByEmailOtp(api, 'first-otp@example.com');
    expect((await api.post('/passwords/session/reset', { password: SQUATTER_PASSWORD }, signedUp.session_token)).status).toBe(200);
    await api.post('/magic_links/email/send/primary', { email: 'first-otp@example.com' });
    const token = new URL((await api.latest('first-otp@example.com')).link).searchParams.get('token');
    expect((await api.post('/magic_links/authenticate', { token })).status).toBe(200);
    expect((await api.post('/passwords/authenticate', { email: 'first-otp@example.com', password: SQUATTER_PASSWORD })).status).toBe(200);
  });
});

describe('an account nobody has verified cannot collect other ways in', () => {
  it('refuses a new email address or phone number until its address is verified', async () => {
    const squatter = await squat();
    expectError(
      await api.post('/otps/sms/send/secondary', { phone_number: '+15555550180' }, squatter.session_token),
      400,
      'too_many_unverified_factors',
    );
    expectError(
      await api.post('/magic_links/email/send/secondary', { email: 'squatter@example.com' }, squatter.session_token),
      400,
      'too_many_unverified_factors',
    );
    expectError(
      await api.post('/otps/email/send/secondary', { email: 'squatter@example.com' }, squatter.session_token),
      400,
      'too_many_unverified_factors',
    );
    expect((await api.post('/users/search', { email: 'squatter@example.com' })).json.data.userType).toBe('new');
  });

  it('lets a verified user add them', async () => {
    const user = await signUpByEmailOtp(api, 'verified@example.com');
    expect((await api.post('/otps/sms/send/secondary', { phone_number: '+15555550181' }, user.session_token)).status).toBe(200);
    expect((await api.post('/magic_links/email/send/secondary', { email: 'second@example.com' }, user.session_token)).status).toBe(200);
  });
});
