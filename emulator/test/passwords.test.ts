// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword, verifyPassword } from '../src/crypto.ts';
import { PASSWORD_COST } from '../src/index.ts';
import { type Api, expectError, signUpByEmailOtp, startEmulator } from './support.ts';

const STRONG = 'Violet-Harbor-Tundra-42';
const STRONGER = 'mauve-kettle-frosty-oar';

let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

async function resetToken(to: string): Promise<string> {
  const { link, kind } = await api.latest(to);
  expect(kind).toBe('reset_password');
  const url = new URL(link);
  expect(url.searchParams.get('stytch_token_type')).toBe('reset_password');
  return url.searchParams.get('token') ?? '';
}

describe('sign-up and log-in by password', () => {
  it('creates a user with a password, then logs in with it', async () => {
    const created = await api.post('/passwords', { email: 'lin@example.com', password: STRONG, session_duration_minutes: 45 });
    expect(created.status).toBe(200);
    const data = created.json.data;
    expect(data).toMatchObject({
      user_id: expect.stringMatching(/^user-test-/),
      session_token: expect.any(String),
      session_jwt: expect.any(String),
    });
    expect(data.user.password).toEqual({ password_id: expect.stringMatching(/^password-test-/), requires_reset: false });
    expect(data.session.authentication_factors[0]).toMatchObject({ type: 'password', delivery_method: 'knowledge' });

    expect((await api.post('/users/search', { email: 'lin@example.com' })).json.data.userType).toBe('password');

    const login = await api.post('/passwords/authenticate', { email: 'lin@example.com', password: STRONG, session_duration_minutes: 30 });
    expect(login.status).toBe(200);
    expect(login.json.data.user_id).toBe(data.user_id);
    expect(login.json.data.session_token).not.toBe(data.session_token);
  });

  it('never stores the password itself', async () => {
    await api.post('/passwords', { email: 'hash@example.com', password: STRONG });
    const row = api.emulator.db.prepare('SELECT hash FROM passwords').get() as { hash: string };
    expect(row.hash).toMatch(/^\$scrypt\$ln=\d+,r=\d+,p=\d+\$/);
    expect(row.hash).not.toContain(STRONG);
  });

  it('hashes with OWASP’s minimum scrypt cost by default (N = 2^17, r = 8, p = 1)', { timeout: 60_000 }, async () => {
    expect(PASSWORD_COST).toEqual({ ln: 17, r: 8, p: 1 });
    const hash = await hashPassword(STRONG);
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect(await verifyPassword(STRONG, hash)).toEqual({ matches: true, outdated: false });
    expect(await verifyPassword(STRONGER, hash)).toEqual({ matches: false, outdated: false });
  });

  it('still accepts a password hashed with the old, weaker cost, and rehashes it at that log-in', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gatehouse-rehash-'));
    try {
      const weak = { ln: 10, r: 8, p: 1 };
      const before = await startEmulator({ inMemory: false, dataDir, passwordHashCost: weak });
      await before.post('/passwords', { email: 'old@example.com', password: STRONG });
      expect((before.emulator.db.prepare('SELECT hash FROM passwords').get() as { hash: string }).hash).toMatch(/^\$scrypt\$ln=10,/);
      await before.close();

      const after = await startEmulator({ inMemory: false, dataDir });
      try {
        expectError(
          await after.post('/passwords/authenticate', { email: 'old@example.com', password: STRONGER }),
          401,
          'unauthorized_credentials',
        );
        expect((after.emulator.db.prepare('SELECT hash FROM passwords').get() as { hash: string }).hash).toMatch(/^\$scrypt\$ln=10,/);
        expect((await after.post('/passwords/authenticate', { email: 'old@example.com', password: STRONG })).status).toBe(200);
        const rehashed = (after.emulator.db.prepare('SELECT hash FROM passwords').get() as { hash: string }).hash;
        expect(rehashed).toMatch(/^\$scrypt\$ln=12,r=8,p=1\$/);
        expect((await after.post('/passwords/authenticate', { email: 'old@example.com', password: STRONG })).status).toBe(200);
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a wrong password', async () => {
    await api.post('/passwords', { email: 'wrong@example.com', password: STRONG });
    expectError(
      await api.post('/passwords/authenticate', { email: 'wrong@example.com', password: STRONGER }),
      401,
      'unauthorized_credentials',
    );
  });

  it('refuses an unknown email and a passwordless user', async () => {
    expectError(await api.post('/passwords/authenticate', { email: 'ghost@example.com', password: STRONG }), 404, 'email_not_found');
    await signUpByEmailOtp(api, 'otp-only@example.com');
    expect((await api.post('/users/search', { email: 'otp-only@example.com' })).json.data.userType).toBe('passwordless');
    expectError(
      await api.post('/passwords/authenticate', { email: 'otp-only@example.com', password: STRONG }),
      401,
      'unauthorized_credentials',
    );
  });

  it('refuses to create a second account for the same email', async () => {
    await api.post('/passwords', { email: 'twice@example.com', password: STRONG });
    expectError(await api.post('/passwords', { email: 'TWICE@example.com', password: STRONGER }), 400, 'duplicate_email');
  });

  it('refuses weak and breached passwords at sign-up', async () => {
    const weak = expectError(await api.post('/passwords', { email: 'weak@example.com', password: 'gatehouse' }), 400, 'weak_password');
    expect(weak.error_details).toMatchObject({ valid_password: false, strength_policy: 'zxcvbn' });
    expectError(await api.post('/passwords', { email: 'weak@example.com', password: 'iloveyou' }), 400, 'breached_password');
    expect((await api.post('/users/search', { email: 'weak@example.com' })).json.data.userType).toBe('new');
  });

  it('answers reset_password when the stored password must be reset', async () => {
    await api.post('/passwords', { email: 'stale@example.com', password: STRONG });
    const marked = await api.request('POST', '/_emulator/passwords/require_reset', { body: { email: 'stale@example.com' }, auth: null });
    expect(marked.status).toBe(200);
    expectError(await api.post('/passwords/authenticate', { email: 'stale@example.com', password: STRONG }), 400, 'reset_password');
    // A wrong password still reads as wrong, without revealing the reset state.
    expectError(
      await api.post('/passwords/authenticate', { email: 'stale@example.com', password: STRONGER }),
      401,
      'unauthorized_credentials',
    );
  });
});

describe('password reset by email', () => {
  it('mails a reset link to the redirect URL and sets the new password with its token', async () => {
    await api.post('/passwords', { email: 'forgot@example.com', password: STRONG });
    const started = await api.post('/passwords/email/reset/start', {
      email: 'forgot@example.com',
      reset_password_redirect_url: 'http://localhost:5173/reset',
    });
    expect(started.status).toBe(200);
    const { link } = await api.latest('forgot@example.com');
    expect(link).toMatch(/^http:\/\/localhost:5173\/reset\?stytch_token_type=reset_password&token=[\w-]+$/);
    const token = await resetToken('forgot@example.com');

    const weak = await api.post('/passwords/email/reset', { token, password: 'gatehouse' });
    expectError(weak, 400, 'weak_password');

    const reset = await api.post('/passwords/email/reset', { token, password: STRONGER, session_duration_minutes: 30 });
    expect(reset.status).toBe(200);
    expect(reset.json.data.user.emails[0].verified).toBe(true);
    expectError(
      await api.post('/passwords/authenticate', { email: 'forgot@example.com', password: STRONG }),
      401,
      'unauthorized_credentials',
    );
    expect((await api.post('/passwords/authenticate', { email: 'forgot@example.com', password: STRONGER })).status).toBe(200);

    expectError(
      await api.post('/passwords/email/reset', { token, password: 'another-Long-passphrase-77' }),
      401,
      'unable_to_auth_magic_link',
    );
  });

  it('mails a login link beside the reset link; the token then logs in without a new password, once', async () => {
    await api.post('/passwords', { email: 'no-new@example.com', password: STRONG });
    await api.post('/passwords/email/reset/start', { email: 'no-new@example.com', login_redirect_url: 'http://localhost:5173/login' });
    const { body } = await api.latest('no-new@example.com');
    const token = await resetToken('no-new@example.com');
    expect(body).toContain(`http://localhost:5173/login?stytch_token_type=login&token=${token}`);

    const login = await api.post('/magic_links/authenticate', { token, session_duration_minutes: 30 });
    expect(login.status).toBe(200);
    expect(login.json.data.session.authentication_factors[0]).toMatchObject({ type: 'magic_link', delivery_method: 'email' });
    // Spent: neither a second login nor the reset works with it.
    expectError(await api.post('/magic_links/authenticate', { token }), 401, 'unable_to_auth_magic_link');
    expectError(await api.post('/passwords/email/reset', { token, password: STRONGER }), 401, 'unable_to_auth_magic_link');
  });

  it('clears a required reset and signs out the other sessions', async () => {
    const first = await api.post('/passwords', { email: 'reset-all@example.com', password: STRONG });
    await api.request('POST', '/_emulator/passwords/require_reset', { body: { email: 'reset-all@example.com' }, auth: null });
    await api.post('/passwords/email/reset/start', { email: 'reset-all@example.com' });
    const reset = await api.post('/passwords/email/reset', { token: await resetToken('reset-all@example.com'), password: STRONGER });
    expect(reset.json.data.user.password.requires_reset).toBe(false);
    expectError(await api.post('/sessions/authenticate', {}, first.json.data.session_token), 401, 'session_not_found');
  });

  it('expires reset links', async () => {
    await api.post('/passwords', { email: 'slow@example.com', password: STRONG });
    await api.post('/passwords/email/reset/start', { email: 'slow@example.com', reset_password_expiration_minutes: 10 });
    const token = await resetToken('slow@example.com');
    await api.advanceMinutes(11);
    expectError(await api.post('/passwords/email/reset', { token, password: STRONGER }), 401, 'unable_to_auth_magic_link');
  });

  it('checks the reset redirect URL and the PKCE verifier', async () => {
    await api.post('/passwords', { email: 'pkce-reset@example.com', password: STRONG });
    expectError(
      await api.post('/passwords/email/reset/start', {
        email: 'pkce-reset@example.com',
        reset_password_redirect_url: 'https://evil.example/',
      }),
      400,
      'redirect_url_not_allowed',
    );
    expectError(await api.post('/passwords/email/reset/start', { email: 'nobody@example.com' }), 404, 'email_not_found');

    const verifier = 'a'.repeat(20) + 'b'.repeat(23);
    const { createHash } = await import('node:crypto');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    await api.post('/passwords/email/reset/start', { email: 'pkce-reset@example.com', code_challenge: challenge });
    const token = await resetToken('pkce-reset@example.com');
    const error = expectError(await api.post('/passwords/email/reset', { token, password: STRONGER }), 400, 'pkce_mismatch');
    expect(error.error_message).toContain('pkce');
    expect((await api.post('/passwords/email/reset', { token, password: STRONGER, code_verifier: verifier })).status).toBe(200);
  });

  it('requires a code_challenge when the project requires PKCE for resets', async () => {
    const strict = await startEmulator({ config: { pkceRequired: { passwordResets: true } } });
    try {
      await strict.post('/passwords', { email: 'strict@example.com', password: STRONG });
      expectError(await strict.post('/passwords/email/reset/start', { email: 'strict@example.com' }), 400, 'missing_code_challenge');
    } finally {
      await strict.close();
    }
  });
});

describe('PKCE switched on after a reset link went out', () => {
  it('refuses the link without a verifier, and a link sent with a challenge still works', async () => {
    await api.post('/passwords', { email: 'switch@example.com', password: STRONG });
    await api.post('/passwords/email/reset/start', { email: 'switch@example.com' });
    const token = await resetToken('switch@example.com');
    await api.request('PATCH', '/_emulator/config', { body: { pkceRequired: { passwordResets: true } }, auth: null });
    const refused = expectError(await api.post('/passwords/email/reset', { token, password: STRONGER }), 400, 'missing_code_challenge');
    expect(refused.error_message).toContain('pkce');
    expectError(
      await api.post('/passwords/authenticate', { email: 'switch@example.com', password: STRONGER }),
      401,
      'unauthorized_credentials',
    );
  });
});

describe('other resets', () => {
  it('resets with the existing password', async () => {
    await api.post('/passwords', { email: 'rotate@example.com', password: STRONG });
    expectError(
      await api.post('/passwords/existing_password/reset', {
        email: 'rotate@example.com',
        existing_password: STRONGER,
        new_password: STRONGER,
      }),
      401,
      'unauthorized_credentials',
    );
    expectError(
      await api.post('/passwords/existing_password/reset', {
        email: 'rotate@example.com',
        existing_password: STRONG,
        new_password: 'password1',
      }),
      400,
      'breached_password',
    );
    const rotated = await api.post('/passwords/existing_password/reset', {
      email: 'rotate@example.com',
      existing_password: STRONG,
      new_password: STRONGER,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.json.data.session_token).toEqual(expect.any(String));
    expect((await api.post('/passwords/authenticate', { email: 'rotate@example.com', password: STRONGER })).status).toBe(200);
  });

  it('sets a password for the signed-in user with a session reset', async () => {
    const session = await signUpByEmailOtp(api, 'add-password@example.com');
    expectError(await api.post('/passwords/session/reset', { password: STRONG }), 401, 'user_unauthenticated');
    const reset = await api.post('/passwords/session/reset', { password: STRONG }, session.session_token);
    expect(reset.status).toBe(200);
    expect(reset.json.data.session.session_id).toBe(session.session.session_id);
    expect(reset.json.data.user.password).not.toBeNull();
    expect((await api.post('/passwords/authenticate', { email: 'add-password@example.com', password: STRONG })).status).toBe(200);
  });
});

describe('strength check', () => {
  it('scores with zxcvbn by default', async () => {
    const weak = await api.post('/passwords/strength_check', { password: 'gatehouse' });
    expect(weak.json.data).toMatchObject({
      valid_password: false,
      breached_password: false,
      strength_policy: 'zxcvbn',
      score: expect.any(Number),
      feedback: { warning: expect.any(String), suggestions: expect.any(Array), luds_requirements: expect.any(Object) },
    });
    expect(weak.json.data.score).toBeLessThan(3);
    const strong = await api.post('/passwords/strength_check', { password: STRONG, email: 'someone@example.com' });
    expect(strong.json.data).toMatchObject({ valid_password: true, breached_password: false });
    expect(strong.json.data.score).toBeGreaterThanOrEqual(3);
  });

  it('flags breached passwords from the offline list, whatever their case', async () => {
    for (const password of ['password1', 'Password', 'qwerty123']) {
      expect((await api.post('/passwords/strength_check', { password })).json.data).toMatchObject({
        breached_password: true,
        valid_password: false,
      });
    }
  });

  it('counts the email address against the password', async () => {
    const without = await api.post('/passwords/strength_check', { password: 'quixoticzephyrine7' });
    expect(without.json.data.valid_password).toBe(true);
    const withEmail = await api.post('/passwords/strength_check', {
      password: 'quixoticzephyrine7',
      email: 'quixoticzephyrine@example.com',
    });
    expect(withEmail.json.data.valid_password).toBe(false);
    expect(withEmail.json.data.score).toBeLessThan(without.json.data.score);
  });

  it('answers invalid_email for a malformed email', async () => {
    expectError(await api.post('/passwords/strength_check', { password: STRONG, email: 'nope' }), 400, 'invalid_email');
  });

  it('applies LUDS when configured, and bootstrap reports it', async () => {
    const luds = await startEmulator({ config: { passwordPolicy: { strengthPolicy: 'luds', ludsComplexity: 3, ludsMinimumCount: 10 } } });
    try {
      expect((await luds.get(`/projects/bootstrap/${luds.publicToken}`)).json.data.password_config).toEqual({
        luds_complexity: 3,
        luds_minimum_count: 10,
      });
      const short = await luds.post('/passwords/strength_check', { password: 'Abc1' });
      expect(short.json.data).toMatchObject({
        valid_password: false,
        strength_policy: 'luds',
        feedback: {
          luds_requirements: {
            has_lower_case: true,
            has_upper_case: true,
            has_digit: true,
            has_symbol: false,
            missing_complexity: 0,
            missing_characters: 6,
          },
        },
      });
      const plain = await luds.post('/passwords/strength_check', { password: 'abcdefghijkl' });
      expect(plain.json.data.feedback.luds_requirements).toMatchObject({ missing_complexity: 2, missing_characters: 0 });
      expect((await luds.post('/passwords/strength_check', { password: 'Abcdefghi1' })).json.data.valid_password).toBe(true);
      expectError(await luds.post('/passwords', { email: 'l@example.com', password: 'abcdefghijkl' }), 400, 'weak_password');
    } finally {
      await luds.close();
    }
  });

  it("accepts any password that is not breached under the 'none' policy, and says which policy it is", async () => {
    const none = await startEmulator({ config: { passwordPolicy: { strengthPolicy: 'none' } } });
    try {
      expect((await none.get(`/projects/bootstrap/${none.publicToken}`)).json.data.password_config).toBeNull();
      const weak = await none.post('/passwords/strength_check', { password: 'zq' });
      expect(weak.json.data).toMatchObject({ strength_policy: 'none', valid_password: true, breached_password: false });
      expect(weak.json.data.feedback).toMatchObject({ warning: '', suggestions: [], luds_requirements: expect.any(Object) });
      expect((await none.post('/passwords/strength_check', { password: 'password' })).json.data).toMatchObject({
        valid_password: false,
        breached_password: true,
      });
      expect((await none.post('/passwords', { email: 'n@example.com', password: 'zq' })).status).toBe(200);
    } finally {
      await none.close();
    }
  });
});
