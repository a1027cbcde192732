// @vitest-environment node
/** Authenticator apps over real HTTP (spec §7 "/totps*"): enrol, authenticate, recover — each code once. */
import { totpCode } from '../src/fixtures/totp.ts';
import { type Api, expectError, signUpByEmailOtp, startEmulator } from './support.ts';

let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

/** The emulator's clock (tests may have advanced it), for computing the code an app would show. */
async function emulatorNow(): Promise<number> {
  return (await api.request('GET', '/_emulator/clock', { auth: null })).json.now_ms as number;
}

async function enrol(email: string) {
  const { session_token, user_id } = await signUpByEmailOtp(api, email);
  const created = await api.post('/totps', { expiration_minutes: 60 }, session_token);
  expect(created.status).toBe(200);
  return { session_token, user_id, totp: created.json.data };
}

/** The next code an app would show: a later time step than anything used so far. */
async function freshCode(secret: string, stepsAhead = 0) {
  const now = await emulatorNow();
  return totpCode(secret, { timestamp: now + stepsAhead * 30_000 });
}

/** Signs in with the next code; the session's token after the step-up (a new factor means a new token). */
async function stepUp(sessionToken: string, secret: string, stepsAhead = 0): Promise<string> {
  const answer = await api.post(
    '/totps/authenticate',
    { totp_code: await freshCode(secret, stepsAhead), session_duration_minutes: 30 },
    sessionToken,
  );
  expect(answer.status).toBe(200);
  return answer.json.data.session_token as string;
}

describe('TOTP enrolment', () => {
  it('returns a base32 secret, an otpauth:// QR code and ten recovery codes, and lists an unverified TOTP', async () => {
    const { user_id, totp } = await enrol('ada@example.com');
    expect(totp).toMatchObject({ user_id, totp_id: expect.stringMatching(/^totp-test-/), secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(totp.qr_code).toMatch(/^data:image\/png;base64,/);
    const uri = new URL(totp.otpauth_url);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(totp.secret);
    expect(uri.searchParams.get('issuer')).toBe(api.emulator.config.current.projectName);
    expect(decodeURIComponent(uri.pathname)).toContain('ada@example.com');
    expect(totp.recovery_codes).toHaveLength(10);
    expect(new Set(totp.recovery_codes).size).toBe(10);
    expect(totp.__user.totps).toEqual([{ totp_id: totp.totp_id, verified: false }]);
  });

  it('needs a signed-in user and bounds expiration_minutes', async () => {
    expectError(await api.post('/totps', { expiration_minutes: 60 }), 401, 'user_unauthenticated');
    const { session_token } = await signUpByEmailOtp(api, 'bounds@example.com');
    expect((await api.post('/totps', { expiration_minutes: 1 }, session_token)).json.body[0]).toMatchObject({
      dataPath: '.expiration_minutes',
    });
  });

  it('refuses a second enrolment once one is active', async () => {
    const { session_token, totp } = await enrol('twice@example.com');
    const token = await stepUp(session_token, totp.secret);
    expectError(await api.post('/totps', { expiration_minutes: 60 }, token), 400, 'active_totp_exists');
  });

  it('lets an unconfirmed enrolment expire', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'expire@example.com');
    const totp = (await api.post('/totps', { expiration_minutes: 5 }, session_token)).json.data;
    await api.advanceMinutes(6);
    expectError(
      await api.post('/totps/authenticate', { totp_code: await freshCode(totp.secret), session_duration_minutes: 30 }, session_token),
      400,
      'expired_totp',
    );
  });
});

describe('TOTP authentication', () => {
  it('verifies the enrolment with the first code and adds an authenticator_app factor', async () => {
    const { session_token, totp } = await enrol('auth@example.com');
    const answer = await api.post(
      '/totps/authenticate',
      { totp_code: await freshCode(totp.secret), session_duration_minutes: 30 },
      session_token,
    );
    expect(answer.status).toBe(200);
    const data = answer.json.data;
    expect(data.totp_id).toBe(totp.totp_id);
    // The same session under a new token: the token from before the step-up no longer works.
    expect(data.session_token).not.toBe(session_token);
    expectError(await api.post('/sessions/authenticate', {}, session_token), 401, 'session_not_found');
    expect((await api.post('/sessions/authenticate', {}, data.session_token)).status).toBe(200);
    expect(data.user.totps).toEqual([{ totp_id: totp.totp_id, verified: true }]);
    expect(data.session.authentication_factors.at(-1)).toEqual({
      type: 'totp',
      delivery_method: 'authenticator_app',
      last_authenticated_at: expect.any(String),
      authenticator_app_factor: { totp_id: totp.totp_id },
    });
  });

  it('accepts a code from one step before or after, not two', async () => {
    const { session_token, totp } = await enrol('drift@example.com');
    const token = await stepUp(await stepUp(session_token, totp.secret, -1), totp.secret, 1);
    const far = await freshCode(totp.secret, 3);
    if (far !== (await freshCode(totp.secret, 1))) {
      expectError(
        await api.post('/totps/authenticate', { totp_code: far, session_duration_minutes: 30 }, token),
        401,
        'unable_to_authenticate_totp',
      );
    }
  });

  it('refuses a replayed code, a wrong code and a malformed one', async () => {
    const { session_token, totp } = await enrol('replay@example.com');
    const code = await freshCode(totp.secret);
    const answer = await api.post('/totps/authenticate', { totp_code: code, session_duration_minutes: 30 }, session_token);
    expect(answer.status).toBe(200);
    const token = answer.json.data.session_token as string;
    expectError(
      await api.post('/totps/authenticate', { totp_code: code, session_duration_minutes: 30 }, token),
      401,
      'totp_code_already_authenticated',
    );
    const wrong = String((Number(await freshCode(totp.secret, 1)) + 1) % 1_000_000).padStart(6, '0');
    expectError(
      await api.post('/totps/authenticate', { totp_code: wrong, session_duration_minutes: 30 }, token),
      401,
      'unable_to_authenticate_totp',
    );
    expectError(
      await api.post('/totps/authenticate', { totp_code: '12ab56', session_duration_minutes: 30 }, token),
      400,
      'invalid_totp_code',
    );
    expectError(
      await api.post('/totps/authenticate', { totp_code: totp.recovery_codes[0], session_duration_minutes: 30 }, token),
      400,
      'recovery_code_used_as_totp_code',
    );
  });

  it('says so when the user has no TOTP', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'nototp@example.com');
    expectError(
      await api.post('/totps/authenticate', { totp_code: '123456', session_duration_minutes: 30 }, session_token),
      404,
      'totps_not_found_for_user',
    );
  });
});

describe('recovery codes', () => {
  it('recovers with a recovery code once, adding a recovery_code factor', async () => {
    const { session_token, totp } = await enrol('recover@example.com');
    const stepped = await stepUp(session_token, totp.secret);
    const code = totp.recovery_codes[4] as string;
    const answer = await api.post('/totps/recover', { recovery_code: code.toUpperCase(), session_duration_minutes: 30 }, stepped);
    expect(answer.status).toBe(200);
    expect(answer.json.data.recovery_codes_remaining).toBe(9);
    expect(answer.json.data.session.authentication_factors.at(-1)).toMatchObject({
      type: 'recovery_code',
      delivery_method: 'recovery_code',
    });
    const token = answer.json.data.session_token as string;
    expectError(
      await api.post('/totps/recover', { recovery_code: code, session_duration_minutes: 30 }, token),
      401,
      'unable_to_authenticate_recovery_code',
    );
    expectError(
      await api.post('/totps/recover', { recovery_code: 'aaaa-bbbb-cccc-dddd-eeee-ffff' }, token),
      401,
      'unable_to_authenticate_recovery_code',
    );
    expectError(await api.post('/totps/recover', { recovery_code: '123456' }, token), 400, 'totp_code_used_as_recovery_code');
  });

  it('refuses recovery before the TOTP is verified', async () => {
    const { session_token, totp } = await enrol('unverified@example.com');
    expectError(
      await api.post('/totps/recover', { recovery_code: totp.recovery_codes[0] }, session_token),
      404,
      'recovery_codes_not_found',
    );
  });

  it('issues a fresh set of recovery codes and retires the old ones (only salted hashes are stored)', async () => {
    const { session_token: signedIn, totp } = await enrol('rotate@example.com');
    const session_token = await stepUp(signedIn, totp.secret);
    const listed = await api.post('/totps/recovery_codes', {}, session_token);
    expect(listed.status).toBe(200);
    const [entry] = listed.json.data.totps;
    expect(entry).toMatchObject({ totp_id: totp.totp_id, verified: true });
    expect(entry.recovery_codes).toHaveLength(10);
    expect(entry.recovery_codes).not.toContain(totp.recovery_codes[0]);
    expectError(
      await api.post('/totps/recover', { recovery_code: totp.recovery_codes[0] }, session_token),
      401,
      'unable_to_authenticate_recovery_code',
    );
    expect((await api.post('/totps/recover', { recovery_code: entry.recovery_codes[0] }, session_token)).status).toBe(200);
  });

  it('deleting the TOTP through users removes it and its codes', async () => {
    const { session_token: signedIn, totp } = await enrol('delete@example.com');
    const session_token = await stepUp(signedIn, totp.secret);
    const deleted = await api.del(`/users/totps/${totp.totp_id}`, session_token);
    expect(deleted.status).toBe(200);
    expect(deleted.json.data.__user.totps).toEqual([]);
    expectError(
      await api.post('/totps/recover', { recovery_code: totp.recovery_codes[1] }, session_token),
      404,
      'recovery_codes_not_found',
    );
    expect((await api.post('/totps', { expiration_minutes: 60 }, session_token)).status).toBe(200);
  });
});

describe('adding a second factor needs a recent second factor (issue 26)', () => {
  it('refuses new recovery codes to a session that passed only the first factor, so it cannot mint one for totps/recover', async () => {
    const { session_token: signedIn, totp } = await enrol('mfa-bypass@example.com');
    const owner = await stepUp(signedIn, totp.secret);
    // The attacker knows the first factor only: a fresh sign-in by email passcode, no TOTP.
    const { session_token: firstFactorOnly } = await signUpByEmailOtp(api, 'mfa-bypass@example.com');
    expectError(await api.post('/totps/recovery_codes', {}, firstFactorOnly), 400, 'stale_factors');
    // Nothing was minted: the owner's original codes still work, none the attacker could have seen.
    expect((await api.post('/totps/recover', { recovery_code: totp.recovery_codes[0] }, owner)).status).toBe(200);
  });

  it('refuses new recovery codes once the TOTP factor is over 5 minutes old, and issues them again after a fresh code', async () => {
    const { session_token: signedIn, totp } = await enrol('stale-totp@example.com');
    const stepped = await stepUp(signedIn, totp.secret);
    await api.advanceMinutes(6);
    expectError(await api.post('/totps/recovery_codes', {}, stepped), 400, 'stale_factors');
    const again = await stepUp(stepped, totp.secret);
    expect((await api.post('/totps/recovery_codes', {}, again)).status).toBe(200);
  });

  it('refuses to enrol an authenticator app on a session whose every factor is over 5 minutes old', async () => {
    const { session_token } = await signUpByEmailOtp(api, 'stale-enrol@example.com');
    await api.advanceMinutes(6);
    expectError(await api.post('/totps', { expiration_minutes: 60 }, session_token), 400, 'stale_factors');
  });

  it('still enrols right after sign-in: create, authenticate, then recovery codes', async () => {
    const { session_token: signedIn, totp } = await enrol('enrol-now@example.com');
    const stepped = await stepUp(signedIn, totp.secret);
    const listed = await api.post('/totps/recovery_codes', {}, stepped);
    expect(listed.status).toBe(200);
    expect(listed.json.data.totps[0].recovery_codes).toHaveLength(10);
  });
});
