// @vitest-environment node
import { type Api, expectError, signUpByEmailOtp, startEmulator } from './support.ts';

let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

describe('sign-up and log-in by one-time passcode', () => {
  it('signs a new user up by email code, then logs the same user in', async () => {
    const sent = await api.post('/otps/email/login_or_create', { email: 'ada@example.com' });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({
      user_created: true,
      method_id: sent.json.data.email_id,
      user_id: expect.stringMatching(/^user-test-/),
    });

    const message = await api.latest('ada@example.com');
    expect(message).toMatchObject({ channel: 'email', kind: 'otp', code: expect.stringMatching(/^\d{6}$/) });
    expect(message.body).toContain(message.code);

    const auth = await api.post('/otps/authenticate', {
      token: message.code,
      method_id: sent.json.data.method_id,
      session_duration_minutes: 30,
    });
    expect(auth.status).toBe(200);
    const data = auth.json.data;
    expect(data).toMatchObject({
      user_id: sent.json.data.user_id,
      method_id: sent.json.data.method_id,
      session_token: expect.any(String),
      session_jwt: expect.any(String),
    });
    expect(data.user.emails).toEqual([{ email_id: sent.json.data.email_id, email: 'ada@example.com', verified: true }]);
    expect(data.__user).toEqual(data.user);
    expect(data.session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'otp',
        delivery_method: 'email',
        email_factor: { email_id: sent.json.data.email_id, email_address: 'ada@example.com' },
      }),
    ]);

    const again = await api.post('/otps/email/login_or_create', { email: 'ada@example.com' });
    expect(again.json.data).toMatchObject({ user_created: false, user_id: sent.json.data.user_id });
    const second = await api.post('/otps/authenticate', {
      token: (await api.latest('ada@example.com')).code,
      method_id: again.json.data.method_id,
    });
    expect(second.status).toBe(200);
    expect(second.json.data.session_token).not.toBe(data.session_token);
  });

  it.each(['sms', 'whatsapp'] as const)('signs up by %s to an E.164 number', async (channel) => {
    const sent = await api.post(`/otps/${channel}/login_or_create`, { phone_number: '+15555550123' });
    expect(sent.status).toBe(200);
    expect(sent.json.data.method_id).toMatch(/^phone-number-test-/);
    expect(sent.json.data.phone_id).toBe(sent.json.data.method_id);
    const message = await api.latest('+15555550123');
    expect(message).toMatchObject({ channel, code: expect.stringMatching(/^\d{6}$/), subject: '' });

    const auth = await api.post('/otps/authenticate', { token: message.code, method_id: sent.json.data.method_id });
    expect(auth.status).toBe(200);
    expect(auth.json.data.user.phone_numbers).toEqual([
      { phone_id: sent.json.data.phone_id, phone_number: '+15555550123', verified: true },
    ]);
    expect(auth.json.data.session.authentication_factors[0]).toMatchObject({ type: 'otp', delivery_method: channel });
  });

  it('refuses a phone number that is not E.164', async () => {
    expectError(await api.post('/otps/sms/login_or_create', { phone_number: '555-0123' }), 400, 'invalid_phone_number');
  });

  it('refuses a malformed email address', async () => {
    expectError(await api.post('/otps/email/login_or_create', { email: 'not-an-email' }), 400, 'invalid_email');
  });

  it('makes a 6-digit code from random digits (not a fixed or sequential code)', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      await api.post('/otps/email/login_or_create', { email: `random${i}@example.com` });
      codes.add((await api.latest(`random${i}@example.com`)).code);
    }
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(1);
  });
});

describe('codes are single use, expire and die after 5 wrong attempts', () => {
  it('refuses a code that was already used', async () => {
    const sent = await api.post('/otps/email/login_or_create', { email: 'once@example.com' });
    const { code } = await api.latest('once@example.com');
    expect((await api.post('/otps/authenticate', { token: code, method_id: sent.json.data.method_id })).status).toBe(200);
    expectError(await api.post('/otps/authenticate', { token: code, method_id: sent.json.data.method_id }), 404, 'otp_code_not_found');
  });

  it('expires a code after 5 minutes by default', async () => {
    const sent = await api.post('/otps/email/login_or_create', { email: 'late@example.com' });
    const { code } = await api.latest('late@example.com');
    await api.advanceMinutes(5);
    const error = expectError(
      await api.post('/otps/authenticate', { token: code, method_id: sent.json.data.method_id }),
      404,
      'otp_code_not_found',
    );
    expect(error.error_message).toMatch(/expired/);
    // The reason rides along, so the widget can say 'Your code has expired.' rather than 'Invalid passcode'.
    expect(error.error_details).toEqual({ reason: 'expired' });
  });

  it('ends an SMS with the WebOTP line of the page that asked for it, and only an SMS', async () => {
    const fromPage = (channel: string, phone_number: string) =>
      api.request('POST', `/sdk/v1/otps/${channel}/login_or_create`, {
        body: { phone_number },
        headers: { origin: 'http://localhost:5173' },
      });
    expect((await fromPage('sms', '+15555550131')).status).toBe(200);
    const sms = await api.latest('+15555550131');
    // WICG WebOTP: the last line is `@host #code`, the host without its port.
    expect(sms.body.split('\n').at(-1)).toBe(`@localhost #${sms.code}`);

    expect((await fromPage('whatsapp', '+15555550132')).status).toBe(200);
    expect((await api.latest('+15555550132')).body).not.toContain('@localhost');

    // A server-side caller names no page: no line.
    await api.post('/otps/sms/login_or_create', { phone_number: '+15555550133' });
    expect((await api.latest('+15555550133')).body).not.toContain('#');
  });

  it('honours expiration_minutes', async () => {
    const sent = await api.post('/otps/sms/login_or_create', { phone_number: '+15555550124', expiration_minutes: 10 });
    const { code, body } = await api.latest('+15555550124');
    expect(body).toContain('10 minutes');
    await api.advanceMinutes(9);
    expect((await api.post('/otps/authenticate', { token: code, method_id: sent.json.data.method_id })).status).toBe(200);
  });

  it('disables the code after 5 wrong attempts, even for the right code', async () => {
    const sent = await api.post('/otps/email/login_or_create', { email: 'guess@example.com' });
    const { code } = await api.latest('guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const error = expectError(
        await api.post('/otps/authenticate', { token: wrong, method_id: sent.json.data.method_id }),
        401,
        'unable_to_auth_otp_code',
      );
      expect(error.error_message).toContain(`${5 - attempt} attempt`);
    }
    expectError(await api.post('/otps/authenticate', { token: wrong, method_id: sent.json.data.method_id }), 404, 'otp_code_not_found');
    expectError(await api.post('/otps/authenticate', { token: code, method_id: sent.json.data.method_id }), 404, 'otp_code_not_found');
  });

  it('lets a resend replace the previous code', async () => {
    const sent = await api.post('/otps/email/login_or_create', { email: 'resend@example.com' });
    const first = (await api.latest('resend@example.com')).code;
    await api.post('/otps/email/send/primary', { email: 'resend@example.com' });
    const second = (await api.latest('resend@example.com')).code;
    if (first !== second) {
      expectError(
        await api.post('/otps/authenticate', { token: first, method_id: sent.json.data.method_id }),
        401,
        'unable_to_auth_otp_code',
      );
    }
    expect((await api.post('/otps/authenticate', { token: second, method_id: sent.json.data.method_id })).status).toBe(200);
  });

  it('answers otp_code_not_found for a method that was never sent a code', async () => {
    expectError(
      await api.post('/otps/authenticate', { token: '123456', method_id: 'email-test-00000000-0000-0000-0000-000000000000' }),
      404,
      'otp_code_not_found',
    );
  });
});

describe('primary and secondary sends', () => {
  it('refuses a primary send to an unknown address', async () => {
    expectError(await api.post('/otps/email/send/primary', { email: 'stranger@example.com' }), 404, 'email_not_found');
    expectError(await api.post('/otps/sms/send/primary', { phone_number: '+15555550199' }), 404, 'phone_number_not_found');
  });

  it('adds a phone number to the signed-in user with a secondary send', async () => {
    const session = await signUpByEmailOtp(api, 'step-up@example.com');
    expectError(await api.post('/otps/sms/send/secondary', { phone_number: '+15555550125' }), 401, 'user_unauthenticated');

    const sent = await api.post('/otps/sms/send/secondary', { phone_number: '+15555550125' }, session.session_token);
    expect(sent.status).toBe(200);
    expect(sent.json.data.user_id).toBe(session.user_id);
    const { code } = await api.latest('+15555550125');
    const auth = await api.post('/otps/authenticate', { token: code, method_id: sent.json.data.method_id }, session.session_token);
    expect(auth.status).toBe(200);
    // The same session, now with both factors, under a new token: the old one no longer works.
    expect(auth.json.data.session.session_id).toBe(session.session.session_id);
    expect(auth.json.data.session_token).not.toBe(session.session_token);
    expectError(await api.post('/sessions/authenticate', {}, session.session_token), 401, 'session_not_found');
    expect((await api.post('/sessions/authenticate', {}, auth.json.data.session_token)).status).toBe(200);
    expect(auth.json.data.session.authentication_factors.map((f: { delivery_method: string }) => f.delivery_method)).toEqual([
      'email',
      'sms',
    ]);
  });

  it.each([
    ['sms', 'phone_number', 'phone_id', '+15555550131', '+15555550132'],
    ['whatsapp', 'phone_number', 'phone_id', '+15555550133', '+15555550134'],
    ['email', 'email', 'email_id', 'nine-sends@example.com', 'nine-sends-second@example.com'],
  ])(
    'answers login_or_create, send/primary and send/secondary by %s with the method the code went to',
    async (channel, field, idField, address, added) => {
      const created = await api.post(`/otps/${channel}/login_or_create`, { [field]: address });
      expect(Object.keys(created.json.data)).toEqual(['request_id', 'status_code', 'user_id', idField, 'method_id', 'user_created']);
      expect(created.json.data).toMatchObject({ [idField]: created.json.data.method_id, user_created: true });
      expect(await api.latest(address)).toMatchObject({ channel, kind: 'otp' });

      const primary = await api.post(`/otps/${channel}/send/primary`, { [field]: address });
      expect(Object.keys(primary.json.data)).toEqual(['request_id', 'status_code', 'user_id', idField, 'method_id']);
      expect(primary.json.data).toMatchObject({ user_id: created.json.data.user_id, method_id: created.json.data.method_id });
      expect((await api.messages(address)).map((message) => message.channel)).toEqual([channel, channel]);

      const session = await signUpByEmailOtp(api, `owner-${channel}@example.com`);
      const secondary = await api.post(`/otps/${channel}/send/secondary`, { [field]: added }, session.session_token);
      expect(Object.keys(secondary.json.data)).toEqual(['request_id', 'status_code', 'user_id', idField, 'method_id']);
      expect(secondary.json.data.user_id).toBe(session.user_id);
      const { code, channel: sentOn } = await api.latest(added);
      expect(sentOn).toBe(channel);
      const auth = await api.post('/otps/authenticate', { token: code, method_id: secondary.json.data.method_id }, session.session_token);
      expect(auth.json.data.user_id).toBe(session.user_id);
    },
  );

  it('refuses a secondary send to a number another user owns', async () => {
    await api.post('/otps/sms/login_or_create', { phone_number: '+15555550126' });
    const session = await signUpByEmailOtp(api, 'other@example.com');
    expectError(
      await api.post('/otps/sms/send/secondary', { phone_number: '+15555550126' }, session.session_token),
      400,
      'duplicate_phone_number',
    );
  });
});
