/**
 * Every call of spec §7: path, method and payload (with the defaults of §7/§9), and the primary/secondary
 * path choice by whether a session exists (spec §4).
 */
import { describe, expect, it, vi } from 'vitest';
import { apiError, authData, ok, setup, TOKEN, USER } from './fakes';

const common = { request_id: 'request-id-1', status_code: 200 };
const signIn = { email: 'ada@example.com', password: 'correct horse', session_duration_minutes: 30 };
const last = (net: ReturnType<typeof setup>['net']) => net.api().at(-1)!;

/** A client that is signed in (for secondary paths and user calls). */
async function signedIn(routes: Parameters<typeof setup>[0] = {}, options: Parameters<typeof setup>[1] = {}) {
  const ctx = setup({ 'POST /passwords/authenticate': ok(authData()), ...routes }, options);
  await ctx.client.passwords.authenticate(signIn);
  return ctx;
}

/** The S256 challenge every flow the client starts carries, whatever the project's PKCE flags (issue 26). */
const CHALLENGE = expect.stringMatching(/^[A-Za-z0-9_-]{43}$/);

describe('magic links', () => {
  it('loginOrCreate posts the email with the default expirations (30/30) and createUserAsPending false', async () => {
    const { client, net } = setup({ 'POST /magic_links/email/login_or_create': ok(common) });
    await client.magicLinks.email.loginOrCreate('ada@example.com');
    expect(last(net)).toMatchObject({ method: 'POST', path: '/magic_links/email/login_or_create' });
    expect(last(net).body).toEqual({
      email: 'ada@example.com',
      login_expiration_minutes: 30,
      signup_expiration_minutes: 30,
      create_user_as_pending: false,
      code_challenge: CHALLENGE,
    });
  });

  it('loginOrCreate passes redirect URLs, expirations and template ids through', async () => {
    const { client, net } = setup({ 'POST /magic_links/email/login_or_create': ok(common) });
    await client.magicLinks.email.loginOrCreate('ada@example.com', {
      login_magic_link_url: 'https://host.example/auth',
      signup_magic_link_url: 'https://host.example/welcome',
      login_expiration_minutes: 15,
      signup_expiration_minutes: 60,
      login_template_id: 'login-tpl',
      signup_template_id: 'signup-tpl',
      create_user_as_pending: true,
    });
    expect(last(net).body).toEqual({
      email: 'ada@example.com',
      login_magic_link_url: 'https://host.example/auth',
      signup_magic_link_url: 'https://host.example/welcome',
      login_expiration_minutes: 15,
      signup_expiration_minutes: 60,
      login_template_id: 'login-tpl',
      signup_template_id: 'signup-tpl',
      create_user_as_pending: true,
      code_challenge: CHALLENGE,
    });
  });

  it('send uses /primary without a session and /secondary with one', async () => {
    const out = setup({ 'POST /magic_links/email/send/primary': ok(common) });
    await out.client.magicLinks.email.send('ada@example.com');
    expect(last(out.net).path).toBe('/magic_links/email/send/primary');
    expect(last(out.net).body).toMatchObject({ email: 'ada@example.com', login_expiration_minutes: 30 });

    const inside = await signedIn({ 'POST /magic_links/email/send/secondary': ok(common) });
    await inside.client.magicLinks.email.send('second@example.com');
    expect(last(inside.net).path).toBe('/magic_links/email/send/secondary');
  });

  it('authenticate posts token and session duration, stores the session and strips __user', async () => {
    const { client, net } = setup({ 'POST /magic_links/authenticate': ok(authData({ method_id: 'email-1' })) });
    const result = await client.magicLinks.authenticate('ml-token-1', { session_duration_minutes: 60 });
    expect(last(net).body).toEqual({ token: 'ml-token-1', session_duration_minutes: 60 });
    expect(result).toMatchObject({ method_id: 'email-1', session_token: 'session-token-1' });
    expect(result).not.toHaveProperty('__user');
    expect(client.session.getSync()?.session_id).toBe('session-test-1');
  });

  it('captcha token and DFP telemetry id go with the send when the project enables them', async () => {
    const captcha = { getToken: vi.fn(async (siteKey?: string) => `captcha-for-${siteKey}`) };
    const dfp = { getTelemetryId: vi.fn(async () => 'dfp-telemetry-1') };
    const observe = setup(
      { 'POST /magic_links/email/login_or_create': ok(common) },
      {
        captcha,
        dfp,
        bootstrap: {
          captcha_settings: { enabled: true, siteKey: 'site-key-1' } as never,
          dfp_protected_auth_enabled: true,
          dfp_protected_auth_mode: 'OBSERVATION',
        } as never,
      },
    );
    await observe.client.magicLinks.email.loginOrCreate('ada@example.com');
    expect(last(observe.net).body).toMatchObject({ captcha_token: 'captcha-for-site-key-1', dfp_telemetry_id: 'dfp-telemetry-1' });

    const decide = setup(
      { 'POST /magic_links/email/login_or_create': ok(common) },
      { captcha, dfp, bootstrap: { dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'DECISIONING' } as never },
    );
    await decide.client.magicLinks.email.loginOrCreate('ada@example.com');
    expect(last(decide.net).body.dfp_telemetry_id).toBe('dfp-telemetry-1');
    expect(last(decide.net).body).not.toHaveProperty('captcha_token');
  });
});

describe('one-time passcodes', () => {
  it.each([
    ['sms', '/otps/sms/login_or_create'],
    ['whatsapp', '/otps/whatsapp/login_or_create'],
  ] as const)('%s loginOrCreate posts the phone number with the default expiry of 5 minutes', async (channel, path) => {
    const { client, net } = setup({ [`POST ${path}`]: ok({ ...common, method_id: 'phone-1' }) });
    const result = await client.otps[channel].loginOrCreate('+12025550162');
    expect(result.method_id).toBe('phone-1');
    expect(last(net)).toMatchObject({ method: 'POST', path });
    expect(last(net).body).toEqual({ phone_number: '+12025550162', expiration_minutes: 5 });
  });

  it('email loginOrCreate posts email, expiry (default 5) and template ids, and returns method_id', async () => {
    const { client, net } = setup({ 'POST /otps/email/login_or_create': ok({ ...common, method_id: 'email-1' }) });
    expect((await client.otps.email.loginOrCreate('ada@example.com')).method_id).toBe('email-1');
    expect(last(net).body).toEqual({ email: 'ada@example.com', expiration_minutes: 5 });
    await client.otps.email.loginOrCreate('ada@example.com', {
      expiration_minutes: 10,
      login_template_id: 'login-tpl',
      signup_template_id: 'signup-tpl',
    });
    expect(last(net).body).toEqual({
      email: 'ada@example.com',
      expiration_minutes: 10,
      login_template_id: 'login-tpl',
      signup_template_id: 'signup-tpl',
    });
  });

  it.each(['sms', 'whatsapp', 'email'] as const)('%s send uses /send/primary, or /send/secondary with a session', async (channel) => {
    const value = channel === 'email' ? 'ada@example.com' : '+12025550162';
    const out = setup({ [`POST /otps/${channel}/send/primary`]: ok({ ...common, method_id: 'm' }) });
    await out.client.otps[channel].send(value);
    expect(last(out.net).path).toBe(`/otps/${channel}/send/primary`);

    const inside = await signedIn({ [`POST /otps/${channel}/send/secondary`]: ok({ ...common, method_id: 'm' }) });
    await inside.client.otps[channel].send(value);
    expect(last(inside.net).path).toBe(`/otps/${channel}/send/secondary`);
  });

  it('authenticate sends the code as token with method_id and a default session duration of 30', async () => {
    const { client, net } = setup({ 'POST /otps/authenticate': ok(authData({ method_id: 'email-1' })) });
    await client.otps.authenticate('123456', 'email-1');
    expect(last(net).body).toEqual({ token: '123456', method_id: 'email-1', session_duration_minutes: 30 });
    await client.otps.authenticate('654321', 'email-1', { session_duration_minutes: 90 });
    expect(last(net).body.session_duration_minutes).toBe(90);
    expect(client.session.getSync()).not.toBeNull();
  });
});

describe('passwords', () => {
  it.each([
    ['create', '/passwords'],
    ['authenticate', '/passwords/authenticate'],
  ] as const)('%s posts email, password and session duration', async (method, path) => {
    const { client, net } = setup({ [`POST ${path}`]: ok(authData()) });
    await client.passwords[method](signIn);
    expect(last(net)).toMatchObject({ method: 'POST', path });
    expect(last(net).body).toEqual(signIn);
    expect(client.session.getSync()).not.toBeNull();
  });

  it('resetByEmailStart posts email, redirect URLs, expiry and template id', async () => {
    const { client, net } = setup({ 'POST /passwords/email/reset/start': ok(common) });
    const options = {
      email: 'ada@example.com',
      login_redirect_url: 'https://host.example/login',
      reset_password_redirect_url: 'https://host.example/reset',
      reset_password_expiration_minutes: 20,
      reset_password_template_id: 'reset-tpl',
    };
    await client.passwords.resetByEmailStart(options);
    expect(last(net).path).toBe('/passwords/email/reset/start');
    expect(last(net).body).toEqual({ ...options, code_challenge: CHALLENGE });
  });

  it('resetByEmail posts token, password and session duration', async () => {
    const { client, net } = setup({ 'POST /passwords/email/reset': ok(authData()) });
    await client.passwords.resetByEmail({ token: 'reset-1', password: 'new pw', session_duration_minutes: 30 });
    expect(last(net).body).toEqual({ token: 'reset-1', password: 'new pw', session_duration_minutes: 30 });
    expect(client.session.getSync()).not.toBeNull();
  });

  it('resetByExistingPassword posts email, existing and new password and session duration', async () => {
    const { client, net } = setup({ 'POST /passwords/existing_password/reset': ok(authData()) });
    const options = { email: 'ada@example.com', existing_password: 'old', new_password: 'new', session_duration_minutes: 30 };
    await client.passwords.resetByExistingPassword(options);
    expect(last(net).body).toEqual(options);
  });

  it('resetBySession posts the password', async () => {
    const { client, net } = await signedIn({ 'POST /passwords/session/reset': ok(authData()) });
    await client.passwords.resetBySession({ password: 'new pw' });
    expect(last(net)).toMatchObject({ path: '/passwords/session/reset', body: { password: 'new pw' } });
  });

  it('strengthCheck posts email and password and returns the feedback', async () => {
    const feedback = {
      ...common,
      valid_password: false,
      score: 1,
      breached_password: false,
      strength_policy: 'zxcvbn',
      feedback: { warning: 'This is a very common password.', suggestions: [] },
    };
    const { client, net } = setup({ 'POST /passwords/strength_check': ok(feedback) });
    expect(await client.passwords.strengthCheck({ email: 'ada@example.com', password: 'password' })).toEqual(feedback);
    expect(last(net).body).toEqual({ email: 'ada@example.com', password: 'password' });
  });
});

describe('OAuth', () => {
  it('start redirects to {base}/v1/public/oauth/{provider}/start with public token, scopes, provider params and redirect URLs', async () => {
    const navigate = vi.fn();
    const { client } = setup({}, { navigate });
    const href = await client.oauth.google.start({
      login_redirect_url: 'https://host.example/login',
      signup_redirect_url: 'https://host.example/signup',
      custom_scopes: ['https://www.googleapis.com/auth/calendar', 'openid'],
      provider_params: { prompt: 'select_account', login_hint: 'ada@example.com' },
    });
    expect(navigate).toHaveBeenCalledWith(href);
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://api.test.example/v1/public/oauth/google/start');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      public_token: TOKEN,
      code_challenge: CHALLENGE,
      custom_scopes: 'https://www.googleapis.com/auth/calendar openid',
      provider_prompt: 'select_account',
      provider_login_hint: 'ada@example.com',
      login_redirect_url: 'https://host.example/login',
      signup_redirect_url: 'https://host.example/signup',
    });
  });

  it('every provider of spec §3 has a start', async () => {
    const { client } = setup({}, { navigate: () => {} });
    const { OAUTH_PROVIDERS } = await import('../../src/client');
    for (const provider of OAUTH_PROVIDERS) {
      expect(new URL(await client.oauth[provider].start()).pathname).toBe(`/v1/public/oauth/${provider}/start`);
    }
    expect(OAUTH_PROVIDERS).toHaveLength(19);
  });

  it('a project CNAME serves the redirect on its own domain', async () => {
    const { client } = setup({}, { navigate: () => {}, bootstrap: { cname_domain: 'login.host.example' } as never });
    const url = new URL(await client.oauth.github.getURL());
    expect(url.origin + url.pathname).toBe('https://login.host.example/v1/public/oauth/github/start');
    expect(url.searchParams.get('public_token')).toBe(TOKEN);
  });

  it('authenticate posts the token and session duration', async () => {
    const { client, net } = setup({ 'POST /oauth/authenticate': ok(authData()) });
    await client.oauth.google.getURL();
    await client.oauth.authenticate('oauth-token-1', { session_duration_minutes: 30 });
    expect(last(net)).toMatchObject({ path: '/oauth/authenticate', body: { token: 'oauth-token-1', session_duration_minutes: 30 } });
  });
});

describe('Google One Tap', () => {
  /** One Tap answers outside /sdk/v1 carry no `data` envelope. */
  const bare = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const started = {
    ...common,
    google_client_id: 'client.apps.googleusercontent.com',
    oauth_callback_id: 'callback-1',
    stytch_csrf_token: 'csrf-1',
  };

  it('start asks {base}/v1/public/oauth/google/onetap/start with the public token and a challenge, and reads the bare answer', async () => {
    const { client, net } = setup({ 'GET /v1/public/oauth/google/onetap/start': bare(started) });
    expect(await client.oauth.googleOneTap.start()).toEqual(started);
    const url = new URL(last(net).url);
    expect(url.origin + url.pathname).toBe('https://api.test.example/v1/public/oauth/google/onetap/start');
    expect(url.searchParams.get('public_token')).toBe(TOKEN);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('start failures are API errors with the One Tap error type (spec §4)', async () => {
    const { client } = setup({ 'GET /v1/public/oauth/google/onetap/start': apiError(404, 'oauth_config_not_found') });
    await expect(client.oauth.googleOneTap.start()).rejects.toMatchObject({ name: 'APIError', error_type: 'oauth_config_not_found' });
  });

  it('submit posts the ID token and CSRF token to the callback, then goes to the redirect URL', async () => {
    const navigate = vi.fn();
    const redirect = 'https://host.example/auth?stytch_token_type=oauth&token=t-1';
    const { client, net } = setup({ 'POST /v1/oauth/callback/callback-1': bare({ ...common, redirect_url: redirect }) }, { navigate });
    await client.oauth.googleOneTap.submit({
      oauth_callback_id: 'callback-1',
      id_token: 'id-token',
      stytch_csrf_token: 'csrf-1',
      login_redirect_url: 'https://host.example/auth',
    });
    expect(last(net).body).toEqual({ id_token: 'id-token', stytch_csrf_token: 'csrf-1', login_redirect_url: 'https://host.example/auth' });
    expect(navigate).toHaveBeenCalledWith(redirect);
  });

  it('flags a test public token, for the developer messages only test projects show (spec §8)', () => {
    expect(setup().client.testMode).toBe(true);
  });
});

describe('crypto wallets', () => {
  it('authenticateStart uses /primary, or /secondary with a session, and returns the challenge', async () => {
    const start = { ...common, challenge: 'Sign this: 123' };
    const out = setup({ 'POST /crypto_wallets/authenticate/start/primary': ok(start) });
    const result = await out.client.cryptoWallets.authenticateStart({ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' });
    expect(result.challenge).toBe('Sign this: 123');
    expect(last(out.net).body).toEqual({ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' });

    const inside = await signedIn({ 'POST /crypto_wallets/authenticate/start/secondary': ok(start) });
    await inside.client.cryptoWallets.authenticateStart({ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' });
    expect(last(inside.net).path).toBe('/crypto_wallets/authenticate/start/secondary');
  });

  it('with SIWE required, Ethereum starts carry siwe_params whose uri defaults to the page origin; Solana ones do not', async () => {
    const start = ok({ ...common, challenge: 'siwe message' });
    const { client, net } = setup(
      { 'POST /crypto_wallets/authenticate/start/primary': start },
      { bootstrap: { siwe_required_for_crypto_wallets: true } },
    );
    await client.cryptoWallets.authenticateStart({ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' });
    expect(last(net).body.siwe_params).toEqual({ uri: window.location.origin });
    await client.cryptoWallets.authenticateStart({
      crypto_wallet_address: '0xabc',
      crypto_wallet_type: 'ethereum',
      siwe_params: { uri: 'https://dapp.example', chain_id: '1', statement: 'Sign in' },
    });
    expect(last(net).body.siwe_params).toEqual({ uri: 'https://dapp.example', chain_id: '1', statement: 'Sign in' });
    await client.cryptoWallets.authenticateStart({ crypto_wallet_address: 'So1ana', crypto_wallet_type: 'solana' });
    expect(last(net).body).not.toHaveProperty('siwe_params');
  });

  it('authenticate posts address, type, signature and session duration', async () => {
    const { client, net } = setup({ 'POST /crypto_wallets/authenticate': ok(authData()) });
    const options = { crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum', signature: '0xsig', session_duration_minutes: 30 };
    await client.cryptoWallets.authenticate(options);
    expect(last(net).body).toEqual(options);
    expect(client.session.getSync()).not.toBeNull();
  });

  it('Solana wallets are type solana, every other wallet ethereum', async () => {
    const { cryptoWalletTypeFor } = await import('../../src/client');
    expect((['phantom', 'solana'] as const).map(cryptoWalletTypeFor)).toEqual(['solana', 'solana']);
    expect((['metamask', 'coinbase', 'binance', 'vessel', 'ethereum'] as const).map(cryptoWalletTypeFor)).toEqual(
      Array(5).fill('ethereum'),
    );
  });

  it('Ethereum wallets give their address through eth_requestAccounts and sign with personal_sign', async () => {
    const { client } = setup();
    const wallet = {
      request: vi.fn(async ({ method }: { method: string }) => (method === 'eth_requestAccounts' ? ['0xabc'] : '0xsigned')),
    };
    expect(await client.cryptoWallets.requestAddress(wallet, 'ethereum')).toBe('0xabc');
    expect(await client.cryptoWallets.signMessage(wallet, 'ethereum', '0xabc', 'Sign this')).toBe('0xsigned');
    expect(wallet.request).toHaveBeenLastCalledWith({ method: 'personal_sign', params: ['Sign this', '0xabc'] });
  });

  it('Solana wallets connect for the address and sign with signMessage, the signature base58-encoded', async () => {
    const { client } = setup();
    const wallet = {
      connect: vi.fn(async () => ({ publicKey: { toString: () => 'So1anaAddress' } })),
      signMessage: vi.fn(async (_message: Uint8Array, _encoding?: string) => ({ signature: new Uint8Array([0, 0, 1, 2, 255]) })),
    };
    expect(await client.cryptoWallets.requestAddress(wallet, 'solana')).toBe('So1anaAddress');
    const signature = await client.cryptoWallets.signMessage(wallet, 'solana', 'So1anaAddress', 'héllo');
    const { default: bs58 } = await import('bs58');
    expect(Array.from(bs58.decode(signature))).toEqual([0, 0, 1, 2, 255]);
    expect(new TextDecoder().decode(wallet.signMessage.mock.calls[0]![0])).toBe('héllo');
  });
});

describe('TOTP', () => {
  it('create posts the expiry and refreshes the cached user from __user', async () => {
    const withTotp = { ...USER, totps: [{ totp_id: 'totp-1', verified: false }] };
    const { client, net } = await signedIn({
      'POST /totps': ok({
        ...common,
        totp_id: 'totp-1',
        secret: 'S',
        qr_code: 'data:',
        recovery_codes: ['a'],
        user_id: USER.user_id,
        __user: withTotp,
      }),
    });
    const result = await client.totps.create({ expiration_minutes: 5 });
    expect(last(net)).toMatchObject({ path: '/totps', body: { expiration_minutes: 5 } });
    expect(result).not.toHaveProperty('__user');
    expect(client.user.getSync()?.totps).toEqual([{ totp_id: 'totp-1', verified: false }]);
  });

  it('authenticate, recovery codes and recover', async () => {
    const { client, net } = setup({
      'POST /totps/authenticate': ok(authData()),
      'POST /totps/recovery_codes': ok({ ...common, user_id: USER.user_id, totps: [] }),
      'POST /totps/recover': ok(authData()),
    });
    await client.totps.authenticate({ totp_code: '123456', session_duration_minutes: 30 });
    expect(last(net)).toMatchObject({ path: '/totps/authenticate', body: { totp_code: '123456', session_duration_minutes: 30 } });
    await client.totps.recoveryCodes();
    expect(last(net)).toMatchObject({ method: 'POST', path: '/totps/recovery_codes' });
    await client.totps.recover({ recovery_code: 'abcd-1234', session_duration_minutes: 30 });
    expect(last(net)).toMatchObject({ path: '/totps/recover', body: { recovery_code: 'abcd-1234', session_duration_minutes: 30 } });
  });
});

describe('users and sessions', () => {
  it('GET /users/me returns the flat user and caches it', async () => {
    const renamed = { ...USER, name: { first_name: 'Augusta', middle_name: '', last_name: 'King' } };
    const { client, net } = await signedIn({ 'GET /users/me': ok({ ...common, ...renamed }) });
    const seen: unknown[] = [];
    client.user.onChange((u) => seen.push(u?.name.first_name));
    expect(await client.user.get()).toEqual(renamed);
    expect(last(net)).toMatchObject({ method: 'GET', path: '/users/me' });
    expect(client.user.getSync()).toEqual(renamed);
    expect(seen).toEqual(['Augusta']);
  });

  it('PUT /users/me sends untrusted_metadata and keeps the cached user fresh', async () => {
    const updated = { ...USER, untrusted_metadata: { theme: 'dark' } };
    const { client, net } = await signedIn({ 'PUT /users/me': ok({ ...common, user_id: USER.user_id, __user: updated }) });
    const result = await client.user.update({ untrusted_metadata: { theme: 'dark' } });
    expect(last(net)).toMatchObject({ method: 'PUT', path: '/users/me', body: { untrusted_metadata: { theme: 'dark' } } });
    expect(result).toEqual({ ...common, user_id: USER.user_id });
    expect(client.user.getSync()?.untrusted_metadata).toEqual({ theme: 'dark' });
  });

  it.each([
    ['deleteEmail', '/users/emails/email-1'],
    ['deletePhoneNumber', '/users/phone_numbers/email-1'],
    ['deleteTOTP', '/users/totps/email-1'],
    ['deleteCryptoWallet', '/users/crypto_wallets/email-1'],
    ['deleteOAuthRegistration', '/users/oauth/email-1'],
    ['deleteWebauthnRegistration', '/users/webauthn_registrations/email-1'],
    ['deleteBiometricRegistration', '/users/biometric_registrations/email-1'],
  ] as const)('%s sends DELETE %s and refreshes the cached user', async (method, path) => {
    const after = { ...USER, emails: [] };
    const { client, net } = await signedIn({ [`DELETE ${path}`]: ok({ ...common, user_id: USER.user_id, __user: after }) });
    await client.user[method]('email-1');
    expect(last(net)).toMatchObject({ method: 'DELETE', path, body: undefined });
    expect(client.user.getSync()?.emails).toEqual([]);
  });

  it('POST /sessions/authenticate sends the session duration', async () => {
    const { client, net } = await signedIn({ 'POST /sessions/authenticate': ok(authData()) });
    await client.session.authenticate({ session_duration_minutes: 45 });
    expect(last(net)).toMatchObject({ path: '/sessions/authenticate', body: { session_duration_minutes: 45 } });
  });

  it('POST /users/search returns the camelCase userType', async () => {
    const { client, net } = setup({ 'POST /users/search': ok({ ...common, userType: 'passwordless' }) });
    expect((await client.users.search('ada@example.com')).userType).toBe('passwordless');
    expect(last(net).body).toEqual({ email: 'ada@example.com' });
  });

  it('POST /b2b/organizations/members/search sends email_address and organization_id', async () => {
    const { client, net } = setup({ 'POST /b2b/organizations/members/search': ok({ ...common, member: null }) });
    await client.b2b.organizations.members.search({ email_address: 'ada@example.com', organization_id: 'org-1' });
    expect(last(net).body).toEqual({ email_address: 'ada@example.com', organization_id: 'org-1' });
  });

  it('session.updateSession adopts tokens minted elsewhere', async () => {
    const { client, cookies } = await signedIn();
    client.session.updateSession({ session_token: 'minted-token', session_jwt: 'minted-jwt' });
    expect(cookies.lastWrite('stytch_session')?.value).toBe('minted-token');
    expect(client.session.getTokens()).toEqual({ session_token: 'minted-token', session_jwt: 'minted-jwt' });
  });
});

describe('WebAuthn rename', () => {
  it('PUT /webauthn/update/{id} sends the name', async () => {
    const { client, net } = await signedIn({ 'PUT /webauthn/update/webauthn-registration-1': ok(common) });
    await client.webauthn.update({ webauthn_registration_id: 'webauthn-registration-1', name: 'Work laptop' });
    expect(last(net)).toMatchObject({ method: 'PUT', path: '/webauthn/update/webauthn-registration-1', body: { name: 'Work laptop' } });
  });

  it('conditional mediation without browser autofill support resolves null and sends nothing', async () => {
    const { client, net } = setup();
    expect(await client.webauthn.authenticate({ session_duration_minutes: 30, conditional_mediation: true })).toBeNull();
    expect(net.api()).toEqual([]);
  });
});
