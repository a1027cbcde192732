// @vitest-environment node
/**
 * Account-takeover request sequences (issue 26, "hardening round 2"), each replayed exactly and refused,
 * with the legitimate owner's path beside it. The rules (users/identity.ts, sessions/store.ts): an
 * identifier proved now cannot be the recent factor that unlocks a sensitive change to a session older than
 * it; proving an email removes every way in added while it was unproved; adding a factor needs the same
 * recent sign-in as removing one; an unproved address on an account is not where someone else's sign-up lands.
 */
import { createSoftwareAuthenticator, createTestEthereumWallet, totpCode } from '../src/fixtures/index.ts';
import { type Api, OAUTH_VERIFIER, expectError, signUpByEmailOtp, startEmulator, startWalletAttach } from './support.ts';

const ORIGIN = 'http://localhost:5173';
const VICTIM = 'victim@example.com';
const ATTACKER = 'attacker@example.com';
const SQUATTER_PASSWORD = 'Squatter-Harbor-Tundra-42';
const OWNER_PASSWORD = 'Owner-Lantern-Quarry-77';

let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

async function squat() {
  const created = await api.post('/passwords', { email: VICTIM, password: SQUATTER_PASSWORD, session_duration_minutes: 600 });
  expect(created.status).toBe(200);
  return created.json.data as { user_id: string; session_token: string };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token');

/** The victim signs in by magic link (login_or_create), from a browser with no session. */
async function magicLinkSignIn(email: string) {
  expect((await api.post('/magic_links/email/login_or_create', { email })).status).toBe(200);
  const answer = await api.post('/magic_links/authenticate', {
    token: tokenOf((await api.latest(email)).link),
    session_duration_minutes: 600,
  });
  expect(answer.status).toBe(200);
  return answer.json.data as { user_id: string; session_token: string; user: any };
}

async function emailedReset(email: string, password: string) {
  expect((await api.post('/passwords/email/reset/start', { email })).status).toBe(200);
  const answer = await api.post('/passwords/email/reset', { token: tokenOf((await api.latest(email)).link), password });
  expect(answer.status).toBe(200);
  return answer.json.data as { user_id: string; session_token: string; user: any };
}

async function registerPasskey(sessionToken: string) {
  const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
  const start = await api.post(
    '/webauthn/register/start',
    { domain: 'localhost', authenticator_type: 'platform', return_passkey_credential_options: true },
    sessionToken,
  );
  expect(start.status).toBe(200);
  const credential = authenticator.create(JSON.parse(start.json.data.public_key_credential_creation_options));
  const registered = await api.post(
    '/webauthn/register',
    { public_key_credential: JSON.stringify(credential), is_passkey: true },
    sessionToken,
  );
  expect(registered.status).toBe(200);
  return authenticator;
}

async function passkeySignIn(authenticator: ReturnType<typeof createSoftwareAuthenticator>) {
  const start = await api.post('/webauthn/authenticate/start/primary', { domain: 'localhost', return_passkey_credential_options: true });
  expect(start.status).toBe(200);
  const assertion = authenticator.get(JSON.parse(start.json.data.public_key_credential_request_options));
  return api.post('/webauthn/authenticate', { public_key_credential: JSON.stringify(assertion) });
}

/** Starts registering a passkey for the session's user (the creation options are in the answer). */
const startPasskeyRegistration = (sessionToken: string) =>
  api.post('/webauthn/register/start', { domain: 'localhost', return_passkey_credential_options: true }, sessionToken);

/** Attaches a wallet to the session's user; returns the wallet and the session's new token (a step-up rotates it). */
async function attachWallet(sessionToken: string) {
  const wallet = createTestEthereumWallet();
  const start = await startWalletAttach(api, wallet.address, sessionToken);
  expect(start.status).toBe(200);
  const attached = await api.post(
    '/crypto_wallets/authenticate',
    {
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: 'ethereum',
      signature: await wallet.signMessage(start.json.data.challenge),
    },
    sessionToken,
  );
  expect(attached.status).toBe(200);
  return { wallet, sessionToken: attached.json.data.session_token as string };
}

async function walletSignIn(wallet: ReturnType<typeof createTestEthereumWallet>) {
  const start = await api.post('/crypto_wallets/authenticate/start/primary', {
    crypto_wallet_address: wallet.address,
    crypto_wallet_type: 'ethereum',
  });
  expect(start.status).toBe(200);
  const answer = await api.post('/crypto_wallets/authenticate', {
    crypto_wallet_address: wallet.address,
    crypto_wallet_type: 'ethereum',
    signature: await wallet.signMessage(start.json.data.challenge),
  });
  expect(answer.status).toBe(200);
  return answer.json.data as { user_id: string; user_created: boolean };
}

/** Enrols and confirms a TOTP app; returns the session's new token. */
async function enrolTotp(sessionToken: string) {
  const created = await api.post('/totps', {}, sessionToken);
  expect(created.status).toBe(200);
  const now = (await api.request('GET', '/_emulator/clock', { auth: null })).json.now_ms as number;
  const confirmed = await api.post(
    '/totps/authenticate',
    { totp_code: totpCode(created.json.data.secret, { timestamp: now }) },
    sessionToken,
  );
  expect(confirmed.status).toBe(200);
  return confirmed.json.data.session_token as string;
}

describe('finding 1: existing_password/reset takes no password that must be reset', () => {
  it("refuses the squatter's password after the owner claimed the address, and leaves the owner's account alone", async () => {
    const squatter = await squat();
    const owner = await magicLinkSignIn(VICTIM);
    expect(owner.user_id).toBe(squatter.user_id);

    // The exact sequence of the finding: the squatter trades the flagged password for a new one and a session.
    expectError(
      await api.post('/passwords/existing_password/reset', {
        email: VICTIM,
        existing_password: SQUATTER_PASSWORD,
        new_password: 'Squatter-Fresh-Glacier-93',
      }),
      400,
      'reset_password',
    );
    // Answered as passwords/authenticate answers it; nothing changed: the owner is still in, the flag stays.
    expectError(await api.post('/passwords/authenticate', { email: VICTIM, password: SQUATTER_PASSWORD }), 400, 'reset_password');
    const me = await api.get('/users/me', owner.session_token);
    expect(me.status).toBe(200);
    expect(me.json.data.password).toMatchObject({ requires_reset: true });
  });

  it('lets the owner reset by email, then change that trusted password with existing_password/reset', async () => {
    await squat();
    await magicLinkSignIn(VICTIM);
    const reset = await emailedReset(VICTIM, OWNER_PASSWORD);
    expect(reset.user.password).toMatchObject({ requires_reset: false });
    const changed = await api.post('/passwords/existing_password/reset', {
      email: VICTIM,
      existing_password: OWNER_PASSWORD,
      new_password: 'Owner-Second-Harvest-58',
    });
    expect(changed.status).toBe(200);
    expect((await api.post('/passwords/authenticate', { email: VICTIM, password: 'Owner-Second-Harvest-58' })).status).toBe(200);
  });
});

describe('finding 2: factors added before the claim do not survive it', () => {
  /** The squatter's unverified session plants a passkey, a wallet and a TOTP app. */
  async function plant() {
    const squatter = await squat();
    const passkey = await registerPasskey(squatter.session_token);
    const { wallet, sessionToken } = await attachWallet(squatter.session_token);
    await enrolTotp(sessionToken);
    const user = (
      await api.get(
        '/users/me',
        (await api.post('/passwords/authenticate', { email: VICTIM, password: SQUATTER_PASSWORD })).json.data.session_token,
      )
    ).json.data;
    expect(user.webauthn_registrations).toHaveLength(1);
    expect(user.crypto_wallets).toHaveLength(1);
    expect(user.totps).toHaveLength(1);
    return { squatter, passkey, wallet };
  }

  async function expectPlantedFactorsGone(
    ownerUserId: string,
    planted: { passkey: ReturnType<typeof createSoftwareAuthenticator>; wallet: ReturnType<typeof createTestEthereumWallet> },
    user: any,
  ) {
    expect(user.webauthn_registrations).toEqual([]);
    expect(user.crypto_wallets).toEqual([]);
    expect(user.totps).toEqual([]);
    expect(user.emails).toEqual([expect.objectContaining({ email: VICTIM, verified: true })]);
    expectError(await passkeySignIn(planted.passkey), 404, 'webauthn_registration_not_found');
    // The wallet is nobody's now: signing with it makes a new, empty user, not a way into the owner's.
    const walletUser = await walletSignIn(planted.wallet);
    expect(walletUser.user_created).toBe(true);
    expect(walletUser.user_id).not.toBe(ownerUserId);
  }

  it('a magic-link claim removes the passkey, wallet and TOTP app the squatter registered', async () => {
    const planted = await plant();
    const owner = await magicLinkSignIn(VICTIM);
    expect(owner.user_id).toBe(planted.squatter.user_id);
    await expectPlantedFactorsGone(owner.user_id, planted, owner.user);
    expectError(await api.post('/sessions/authenticate', {}, planted.squatter.session_token), 401, 'session_not_found');
  });

  it('so does an email-passcode claim', async () => {
    const planted = await plant();
    const sent = await api.post('/otps/email/login_or_create', { email: VICTIM });
    const owner = await api.post('/otps/authenticate', { token: (await api.latest(VICTIM)).code, method_id: sent.json.data.method_id });
    expect(owner.status).toBe(200);
    await expectPlantedFactorsGone(owner.json.data.user_id, planted, owner.json.data.user);
  });

  it('so does a Google OAuth claim', async () => {
    const planted = await plant();
    const { token } = (
      await api.request('POST', '/_emulator/oauth/token', {
        body: { provider: 'google', email: VICTIM, code_verifier: OAUTH_VERIFIER },
        auth: null,
      })
    ).json;
    const owner = await api.post('/oauth/authenticate', { token, code_verifier: OAUTH_VERIFIER });
    expect(owner.status).toBe(200);
    expect(owner.json.data.user_id).toBe(planted.squatter.user_id);
    await expectPlantedFactorsGone(owner.json.data.user_id, planted, owner.json.data.user);
  });

  it("so does the owner's emailed password reset", async () => {
    const planted = await plant();
    const owner = await emailedReset(VICTIM, OWNER_PASSWORD);
    await expectPlantedFactorsGone(owner.user_id, planted, owner.user);
    expectError(await api.post('/passwords/authenticate', { email: VICTIM, password: SQUATTER_PASSWORD }), 401, 'unauthorized_credentials');
  });

  it('a user who verified first keeps the passkey they added across a later magic-link sign-in', async () => {
    const user = await signUpByEmailOtp(api, VICTIM);
    const passkey = await registerPasskey(user.session_token);
    const later = await magicLinkSignIn(VICTIM);
    expect(later.user.webauthn_registrations).toHaveLength(1);
    const signedIn = await passkeySignIn(passkey);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data.user_id).toBe(user.user_id);
  });
});

describe('finding 4: the recent factor must vouch for the owner, and adding a factor needs one', () => {
  it("refuses a 6-minute-old stolen session attaching the thief's email to unlock a password change", async () => {
    const victim = await signUpByEmailOtp(api, VICTIM);
    await api.advanceMinutes(6);
    expectError(
      await api.post('/passwords/session/reset', { password: 'Thief-Granite-Orchard-61' }, victim.session_token),
      400,
      'session_too_old_to_reset_password',
    );
    // The exact sequence of the finding: attach the thief's own address to the stolen session.
    expectError(await api.post('/otps/email/send/secondary', { email: ATTACKER }, victim.session_token), 400, 'stale_factors');
    expectError(await api.post('/magic_links/email/send/secondary', { email: ATTACKER }, victim.session_token), 400, 'stale_factors');
    expectError(await api.post('/otps/sms/send/secondary', { phone_number: '+15555550190' }, victim.session_token), 400, 'stale_factors');
    const me = await api.get('/users/me', victim.session_token);
    expect(me.json.data.emails).toEqual([expect.objectContaining({ email: VICTIM })]);
    expect(me.json.data.phone_numbers).toEqual([]);
  });

  it('does not count a passcode to an address attached after the session started as the recent factor', async () => {
    const victim = await signUpByEmailOtp(api, VICTIM);
    // Within the window the session may attach an address; once the sign-in is old, proving that address is
    // no re-authentication of the owner.
    const attached = await api.post('/otps/email/send/secondary', { email: ATTACKER }, victim.session_token);
    expect(attached.status).toBe(200);
    await api.advanceMinutes(6);
    const resent = await api.post('/otps/email/send/secondary', { email: ATTACKER }, victim.session_token);
    expect(resent.status).toBe(200);
    const proved = await api.post(
      '/otps/authenticate',
      { token: (await api.latest(ATTACKER)).code, method_id: resent.json.data.method_id },
      victim.session_token,
    );
    expect(proved.status).toBe(200);
    const stolen = proved.json.data.session_token as string;
    expect(proved.json.data.session.authentication_factors).toContainEqual(
      expect.objectContaining({
        type: 'otp',
        delivery_method: 'email',
        email_factor: expect.objectContaining({ email_address: ATTACKER }),
      }),
    );
    expectError(
      await api.post('/passwords/session/reset', { password: 'Thief-Granite-Orchard-61' }, stolen),
      400,
      'session_too_old_to_reset_password',
    );
    expectError(await api.del(`/users/emails/${victim.user.emails[0].email_id}`, stolen), 400, 'stale_factors');
    expectError(await startPasskeyRegistration(stolen), 400, 'stale_factors');
  });

  it('refuses a 50-minute-idle session planting a passkey or a wallet, so nothing survives the emailed reset', async () => {
    const victim = await signUpByEmailOtp(api, VICTIM);
    await api.advanceMinutes(50);
    expectError(await startPasskeyRegistration(victim.session_token), 400, 'stale_factors');
    const wallet = createTestEthereumWallet();
    expectError(await startWalletAttach(api, wallet.address, victim.session_token), 400, 'stale_factors');
    const reset = await emailedReset(VICTIM, OWNER_PASSWORD);
    expect(reset.user.webauthn_registrations).toEqual([]);
    expect(reset.user.crypto_wallets).toEqual([]);
    expectError(await api.post('/sessions/authenticate', {}, victim.session_token), 401, 'session_not_found');
  });

  it('refuses to finish a passkey registration or a wallet attachment once the sign-in has aged past the window', async () => {
    const victim = await signUpByEmailOtp(api, VICTIM);
    // Started 4 minutes after the sign-in, finished 1.5 minutes later: the challenges are live, the sign-in is not recent.
    await api.advanceMinutes(4);
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
    const start = await startPasskeyRegistration(victim.session_token);
    expect(start.status).toBe(200);
    const wallet = createTestEthereumWallet();
    const walletStart = await startWalletAttach(api, wallet.address, victim.session_token);
    expect(walletStart.status).toBe(200);
    await api.advanceMinutes(1.5);
    const credential = authenticator.create(JSON.parse(start.json.data.public_key_credential_creation_options));
    expectError(
      await api.post('/webauthn/register', { public_key_credential: JSON.stringify(credential) }, victim.session_token),
      400,
      'stale_factors',
    );
    expectError(
      await api.post(
        '/crypto_wallets/authenticate',
        {
          crypto_wallet_address: wallet.address,
          crypto_wallet_type: 'ethereum',
          signature: await wallet.signMessage(walletStart.json.data.challenge),
        },
        victim.session_token,
      ),
      400,
      'stale_factors',
    );
    expect((await api.get('/users/me', victim.session_token)).json.data).toMatchObject({ webauthn_registrations: [], crypto_wallets: [] });
  });

  it('lets the owner add every kind of factor right after signing in, and again after re-authenticating an old session', async () => {
    const owner = await signUpByEmailOtp(api, VICTIM);
    await registerPasskey(owner.session_token);
    const { sessionToken } = await attachWallet(owner.session_token);
    expect((await api.post('/otps/sms/send/secondary', { phone_number: '+15555550191' }, sessionToken)).status).toBe(200);
    expect((await api.post('/magic_links/email/send/secondary', { email: 'second@example.com' }, sessionToken)).status).toBe(200);

    await api.advanceMinutes(30);
    expectError(await api.post('/otps/email/send/secondary', { email: 'third@example.com' }, sessionToken), 400, 'stale_factors');
    // Re-authenticating with the address the session signed in with is the owner proving themselves again.
    const again = await api.post('/otps/email/send/secondary', { email: VICTIM }, sessionToken);
    expect(again.status).toBe(200);
    const stepped = await api.post(
      '/otps/authenticate',
      { token: (await api.latest(VICTIM)).code, method_id: again.json.data.method_id },
      sessionToken,
    );
    expect(stepped.status).toBe(200);
    const fresh = stepped.json.data.session_token as string;
    expect((await api.post('/otps/email/send/secondary', { email: 'third@example.com' }, fresh)).status).toBe(200);
    expect((await api.post('/passwords/session/reset', { password: OWNER_PASSWORD }, fresh)).status).toBe(200);
  });

  it("keeps the owner's own passkey across the owner's emailed password reset", async () => {
    const owner = await signUpByEmailOtp(api, VICTIM);
    const passkey = await registerPasskey(owner.session_token);
    await emailedReset(VICTIM, OWNER_PASSWORD);
    const signedIn = await passkeySignIn(passkey);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data.user_id).toBe(owner.user_id);
  });
});

describe("finding 6: an unverified secondary address does not capture its owner's sign-up", () => {
  /** The attacker, verified at their own address, attaches the victim's address unverified. */
  async function attachVictimAddress() {
    const attacker = await signUpByEmailOtp(api, ATTACKER);
    const attached = await api.post('/magic_links/email/send/secondary', { email: VICTIM }, attacker.session_token);
    expect(attached.status).toBe(200);
    expect(attached.json.data.user_id).toBe(attacker.user_id);
    await api.request('DELETE', `/_emulator/messages?to=${encodeURIComponent(VICTIM)}`, { auth: null });
    return attacker;
  }

  async function expectOwnAccount(victim: { user_id: string; user: any }, attacker: { user_id: string; session_token: string }) {
    expect(victim.user_id).not.toBe(attacker.user_id);
    expect(victim.user.emails).toEqual([expect.objectContaining({ email: VICTIM, verified: true })]);
    const attackerNow = await api.get('/users/me', attacker.session_token);
    expect(attackerNow.status).toBe(200);
    expect(attackerNow.json.data.emails.map((e: { email: string }) => e.email)).toEqual([ATTACKER]);
  }

  it("gives the victim's magic-link sign-up an account of its own", async () => {
    const attacker = await attachVictimAddress();
    const victim = await magicLinkSignIn(VICTIM);
    await expectOwnAccount(victim, attacker);
  });

  it("gives the victim's email-passcode sign-up an account of its own", async () => {
    const attacker = await attachVictimAddress();
    const sent = await api.post('/otps/email/login_or_create', { email: VICTIM });
    const victim = await api.post('/otps/authenticate', { token: (await api.latest(VICTIM)).code, method_id: sent.json.data.method_id });
    expect(victim.status).toBe(200);
    await expectOwnAccount(victim.json.data, attacker);
  });

  it("gives the victim's Google sign-up an account of its own", async () => {
    const attacker = await attachVictimAddress();
    const minted = (
      await api.request('POST', '/_emulator/oauth/token', {
        body: { provider: 'google', email: VICTIM, code_verifier: OAUTH_VERIFIER },
        auth: null,
      })
    ).json;
    expect(minted.user_created).toBe(true);
    const victim = await api.post('/oauth/authenticate', { token: minted.token, code_verifier: OAUTH_VERIFIER });
    expect(victim.status).toBe(200);
    await expectOwnAccount(victim.json.data, attacker);
  });

  it("gives the victim's emailed password reset an account of its own", async () => {
    const attacker = await attachVictimAddress();
    const victim = await emailedReset(VICTIM, OWNER_PASSWORD);
    await expectOwnAccount(victim, attacker);
    expect((await api.post('/passwords/authenticate', { email: VICTIM, password: OWNER_PASSWORD })).json.data.user_id).toBe(victim.user_id);
  });

  it('a user who verified their secondary address still signs in to their account with it', async () => {
    const user = await signUpByEmailOtp(api, ATTACKER);
    const sent = await api.post('/otps/email/send/secondary', { email: VICTIM }, user.session_token);
    const verified = await api.post(
      '/otps/authenticate',
      { token: (await api.latest(VICTIM)).code, method_id: sent.json.data.method_id },
      user.session_token,
    );
    expect(verified.status).toBe(200);
    const later = await magicLinkSignIn(VICTIM);
    expect(later.user_id).toBe(user.user_id);
    expect(later.user.emails).toEqual([
      expect.objectContaining({ email: ATTACKER, verified: true }),
      expect.objectContaining({ email: VICTIM, verified: true }),
    ]);
  });
});

describe('issue 42 item 1: while a user has an authenticator app, changing factors needs a recent second factor', () => {
  const clockNow = async () => (await api.request('GET', '/_emulator/clock', { auth: null })).json.now_ms as number;

  /** The owner signs up with a password and confirms an authenticator app; returns its secret and recovery codes. */
  async function ownerWithTotp() {
    const created = await api.post('/passwords', { email: VICTIM, password: OWNER_PASSWORD, session_duration_minutes: 600 });
    expect(created.status).toBe(200);
    const enrolled = await api.post('/totps', {}, created.json.data.session_token);
    expect(enrolled.status).toBe(200);
    const confirmed = await api.post(
      '/totps/authenticate',
      { totp_code: totpCode(enrolled.json.data.secret, { timestamp: await clockNow() }) },
      created.json.data.session_token,
    );
    expect(confirmed.status).toBe(200);
    return enrolled.json.data as { totp_id: string; secret: string; recovery_codes: string[] };
  }

  const passwordSignIn = async () => {
    const answer = await api.post('/passwords/authenticate', { email: VICTIM, password: OWNER_PASSWORD, session_duration_minutes: 600 });
    expect(answer.status).toBe(200);
    return answer.json.data.session_token as string;
  };

  it("refuses a password-only session deleting the owner's app, enrolling its own or adding any other factor", async () => {
    const owner = await ownerWithTotp();
    // The exact sequence of the finding: the password alone, a moment ago, then the victim's totp_id.
    const thief = await passwordSignIn();
    const { totps } = (await api.get('/users/me', thief)).json.data;
    expect(totps).toEqual([{ totp_id: owner.totp_id, verified: true }]);
    expectError(await api.del(`/users/totps/${owner.totp_id}`, thief), 400, 'stale_factors');
    expectError(await api.post('/totps', {}, thief), 400, 'stale_factors');
    expectError(await startPasskeyRegistration(thief), 400, 'stale_factors');
    const wallet = createTestEthereumWallet();
    expectError(await startWalletAttach(api, wallet.address, thief), 400, 'stale_factors');
    expectError(await api.post('/otps/email/send/secondary', { email: ATTACKER }, thief), 400, 'stale_factors');
    expectError(await api.post('/otps/sms/send/secondary', { phone_number: '+15555550192' }, thief), 400, 'stale_factors');
    const user = (await api.get('/users/me', thief)).json.data;
    expect(user).toMatchObject({ totps: [{ totp_id: owner.totp_id, verified: true }], webauthn_registrations: [], crypto_wallets: [] });
    expect(user.emails).toEqual([expect.objectContaining({ email: VICTIM })]);
    expect(user.phone_numbers).toEqual([]);
  });

  it('refuses a session whose TOTP factor is older than 5 minutes', async () => {
    const owner = await ownerWithTotp();
    await api.advanceMinutes(1);
    const session = await passwordSignIn();
    const stepped = await api.post('/totps/authenticate', { totp_code: totpCode(owner.secret, { timestamp: await clockNow() }) }, session);
    expect(stepped.status).toBe(200);
    await api.advanceMinutes(6);
    // A fresh password does not renew the second factor.
    const again = await api.post('/passwords/authenticate', { email: VICTIM, password: OWNER_PASSWORD }, stepped.json.data.session_token);
    expect(again.status).toBe(200);
    expectError(await api.del(`/users/totps/${owner.totp_id}`, again.json.data.session_token), 400, 'stale_factors');
  });

  it('lets a session that just passed TOTP replace its app, and one that used a recovery code add a passkey', async () => {
    const owner = await ownerWithTotp();
    await api.advanceMinutes(1);
    const session = await passwordSignIn();
    const stepped = await api.post('/totps/authenticate', { totp_code: totpCode(owner.secret, { timestamp: await clockNow() }) }, session);
    expect(stepped.status).toBe(200);
    const token = stepped.json.data.session_token as string;
    expect((await api.del(`/users/totps/${owner.totp_id}`, token)).status).toBe(200);
    const replaced = await api.post('/totps', {}, token);
    expect(replaced.status).toBe(200);
    const confirmed = await api.post(
      '/totps/authenticate',
      { totp_code: totpCode(replaced.json.data.secret, { timestamp: await clockNow() }) },
      token,
    );
    expect(confirmed.status).toBe(200);
    expect((await api.get('/users/me', confirmed.json.data.session_token)).json.data.totps).toEqual([
      { totp_id: replaced.json.data.totp_id, verified: true },
    ]);

    const recovering = await passwordSignIn();
    const recovered = await api.post('/totps/recover', { recovery_code: replaced.json.data.recovery_codes[0] }, recovering);
    expect(recovered.status).toBe(200);
    await registerPasskey(recovered.json.data.session_token);
  });
});

describe('issue 42 item 2: a write that depends on the session checks it again when it writes', () => {
  const THIEF_PASSWORD = 'Thief-Granite-Orchard-61';
  const OWNER_NEW_PASSWORD = 'Owner-Second-Harvest-58';

  it("lets the owner's emailed reset win over a thief's session resets sent at the same time", async () => {
    // A real scrypt cost, so each reset spends real time between its check and its write, as in production.
    await api.close();
    api = await startEmulator({ passwordHashCost: { ln: 15, r: 8, p: 1 } });
    expect((await api.post('/passwords', { email: VICTIM, password: OWNER_PASSWORD })).status).toBe(200);
    const thief = await api.post('/passwords/authenticate', { email: VICTIM, password: OWNER_PASSWORD, session_duration_minutes: 60 });
    expect(thief.status).toBe(200);
    expect((await api.post('/passwords/email/reset/start', { email: VICTIM })).status).toBe(200);
    const token = tokenOf((await api.latest(VICTIM)).link);

    // The exact sequence of the finding: the owner follows the emailed link while the thief keeps resetting.
    const ownerReset = api.post('/passwords/email/reset', { token, password: OWNER_NEW_PASSWORD, session_duration_minutes: 60 });
    const thiefResets = Array.from({ length: 20 }, () =>
      api.post('/passwords/session/reset', { password: THIEF_PASSWORD }, thief.json.data.session_token),
    );
    const [owner, ...answers] = await Promise.all([ownerReset, ...thiefResets]);
    expect(owner.status).toBe(200);
    // Whichever of the thief's resets ran before the owner's landed, none lands after it.
    for (const answer of answers) {
      if (answer.status !== 200) expect([401, 400]).toContain(answer.status);
    }
    expectError(await api.post('/passwords/authenticate', { email: VICTIM, password: THIEF_PASSWORD }), 401, 'unauthorized_credentials');
    expect((await api.post('/passwords/authenticate', { email: VICTIM, password: OWNER_NEW_PASSWORD })).status).toBe(200);
    expect((await api.post('/sessions/authenticate', {}, owner.json.data.session_token)).status).toBe(200);
    expectError(await api.post('/sessions/authenticate', {}, thief.json.data.session_token), 401, 'session_not_found');
  });

  it("refuses a session reset or an existing-password reset checked before the owner's change landed", async () => {
    expect((await api.post('/passwords', { email: VICTIM, password: OWNER_PASSWORD })).status).toBe(200);
    const thief = await api.post('/passwords/authenticate', { email: VICTIM, password: OWNER_PASSWORD, session_duration_minutes: 60 });
    const owner = await api.post('/passwords/authenticate', { email: VICTIM, password: OWNER_PASSWORD, session_duration_minutes: 60 });
    // Both are sent together: one of the two changes lands first, and the other then writes nothing.
    const [byThief, byOwner] = await Promise.all([
      api.post('/passwords/existing_password/reset', { email: VICTIM, existing_password: OWNER_PASSWORD, new_password: THIEF_PASSWORD }),
      api.post('/passwords/session/reset', { password: OWNER_NEW_PASSWORD }, owner.json.data.session_token),
    ]);
    expect([byThief.status, byOwner.status].filter((status) => status === 200)).toHaveLength(1);
    const winner = byThief.status === 200 ? THIEF_PASSWORD : OWNER_NEW_PASSWORD;
    const loser = byThief.status === 200 ? OWNER_NEW_PASSWORD : THIEF_PASSWORD;
    expect((await api.post('/passwords/authenticate', { email: VICTIM, password: winner })).status).toBe(200);
    expectError(await api.post('/passwords/authenticate', { email: VICTIM, password: loser }), 401, 'unauthorized_credentials');
    expectError(await api.post('/sessions/authenticate', {}, thief.json.data.session_token), 401, 'session_not_found');
  });

  it("keeps the lone owner's session reset working, twice in a row from the same session", async () => {
    const created = await api.post('/passwords', { email: VICTIM, password: OWNER_PASSWORD, session_duration_minutes: 60 });
    const first = await api.post('/passwords/session/reset', { password: OWNER_NEW_PASSWORD }, created.json.data.session_token);
    expect(first.status).toBe(200);
    const second = await api.post('/passwords/session/reset', { password: THIEF_PASSWORD }, first.json.data.session_token);
    expect(second.status).toBe(200);
    expect((await api.post('/passwords/authenticate', { email: VICTIM, password: THIEF_PASSWORD })).status).toBe(200);
  });
});

describe('issue 42 item 4: a password change ends the links mailed before it', () => {
  const NEW_PASSWORD = 'Owner-Second-Harvest-58';
  const requestReset = async () => {
    expect((await api.post('/passwords/email/reset/start', { email: VICTIM })).status).toBe(200);
    return tokenOf((await api.latest(VICTIM)).link);
  };

  it('refuses an earlier reset link once a later one changed the password', async () => {
    expect((await api.post('/passwords', { email: VICTIM, password: OWNER_PASSWORD })).status).toBe(200);
    const earlier = await requestReset();
    const later = await requestReset();
    expect((await api.post('/passwords/email/reset', { token: later, password: NEW_PASSWORD })).status).toBe(200);
    // The exact sequence of the finding: the earlier link, still within its 30 minutes.
    expectError(
      await api.post('/passwords/email/reset', { token: earlier, password: 'Thief-Granite-Orchard-61' }),
      401,
      'unable_to_auth_magic_link',
    );
    expect((await api.post('/passwords/authenticate', { email: VICTIM, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses an earlier reset link and magic link once a session reset changed the password; a link sent after works', async () => {
    const created = await api.post('/passwords', { email: VICTIM, password: OWNER_PASSWORD, session_duration_minutes: 60 });
    const resetLink = await requestReset();
    expect((await api.post('/magic_links/email/login_or_create', { email: VICTIM })).status).toBe(200);
    const magicLink = tokenOf((await api.latest(VICTIM)).link);
    expect((await api.post('/passwords/session/reset', { password: NEW_PASSWORD }, created.json.data.session_token)).status).toBe(200);
    expectError(
      await api.post('/passwords/email/reset', { token: resetLink, password: 'Thief-Granite-Orchard-61' }),
      401,
      'unable_to_auth_magic_link',
    );
    expectError(await api.post('/magic_links/authenticate', { token: magicLink }), 401, 'unable_to_auth_magic_link');

    const fresh = await requestReset();
    expect((await api.post('/passwords/email/reset', { token: fresh, password: 'Owner-Third-Meadow-24' })).status).toBe(200);
    expect((await api.post('/magic_links/email/login_or_create', { email: VICTIM })).status).toBe(200);
    expect((await api.post('/magic_links/authenticate', { token: tokenOf((await api.latest(VICTIM)).link) })).status).toBe(200);
  });
});
