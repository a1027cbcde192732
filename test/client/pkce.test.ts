/** PKCE (spec §4/§9, RFC 7636): verifier format, S256 challenge, one stored verifier per flow, cleared after use. */
import { describe, expect, it } from 'vitest';
import { codeChallenge, createPKCEPair, MissingPKCEError } from '../../src/client';
import { apiError, authData, FakeClock, MemoryStorage, ok, setup, TOKEN } from './fakes';

const key = (flow: string) => `stytch_sdk_state_${TOKEN}::PKCE_VERIFIER:${flow}`;

/** A stored pair as the client writes it: with its creation time and the link lifetime it is good for. */
const storedPair = (code_verifier: string, created_at: number, lifetimeMinutes = 30) =>
  JSON.stringify({
    code_verifier,
    code_challenge: `${code_verifier}-challenge`,
    created_at,
    expires_at: created_at + lifetimeMinutes * 60_000,
  });
/** The fake clock's start, when the seeded pairs below were made. */
const T0 = new FakeClock().now();

describe('PKCE pairs', () => {
  it('matches RFC 7636 appendix B', async () => {
    expect(await codeChallenge(crypto, 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('builds the verifier from 16 random 32-bit values, hex-encoded, and the challenge as base64url SHA-256', async () => {
    const values = Uint32Array.from({ length: 16 }, (_, i) => (i === 0 ? 0xf : 0xdeadbeef + i));
    const fixed = {
      getRandomValues: <T extends ArrayBufferView>(array: T) => {
        (array as unknown as Uint32Array).set(values);
        return array;
      },
      subtle: crypto.subtle,
    } as Crypto;
    const pair = await createPKCEPair(fixed);
    expect(pair.code_verifier).toBe(Array.from(values, (n) => n.toString(16).padStart(8, '0')).join(''));
    expect(pair.code_verifier.slice(0, 16)).toBe('0000000fdeadbef0');
    expect(pair.code_verifier).toHaveLength(128);
    expect(pair.code_challenge).toBe(await codeChallenge(crypto, pair.code_verifier));
    expect(pair.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives a different verifier every time', async () => {
    const [a, b] = await Promise.all([createPKCEPair(crypto), createPKCEPair(crypto)]);
    expect(a.code_verifier).not.toBe(b.code_verifier);
  });
});

describe('PKCE in the flows', () => {
  it('magic links: the challenge goes with the send, the verifier with the authenticate, then it is cleared', async () => {
    const storage = new MemoryStorage();
    const { client, net } = setup(
      {
        'POST /magic_links/email/login_or_create': ok({ request_id: 'r', status_code: 200 }),
        'POST /magic_links/authenticate': ok(authData()),
      },
      { storage, bootstrap: { pkce_required_for_email_magic_links: true } },
    );
    await client.magicLinks.email.loginOrCreate('ada@example.com');
    const stored = JSON.parse(storage.getItem(key('magic_links'))!);
    expect(net.api()[0]!.body.code_challenge).toBe(stored.code_challenge);
    expect(await codeChallenge(crypto, stored.code_verifier)).toBe(stored.code_challenge);

    // A resend reuses the pending pair, so the first email's link still works.
    await client.magicLinks.email.loginOrCreate('ada@example.com');
    expect(net.api()[1]!.body.code_challenge).toBe(stored.code_challenge);

    await client.magicLinks.authenticate('ml-token', { session_duration_minutes: 30 });
    expect(net.api()[2]!.body.code_verifier).toBe(stored.code_verifier);
    expect(storage.getItem(key('magic_links'))).toBeNull();
  });

  it("magic links: a 'pkce' failure with the password-reset verifier falls back to the magic-links verifier", async () => {
    const storage = new MemoryStorage();
    storage.setItem(key('passwords'), storedPair('reset-verifier', T0));
    storage.setItem(key('magic_links'), storedPair('ml-verifier', T0));
    const { client, net } = setup(
      {
        'POST /magic_links/authenticate': [
          apiError(400, 'pkce_mismatch', 'The code verifier does not match the challenge.'),
          ok(authData()),
        ],
      },
      { storage },
    );
    await client.magicLinks.authenticate('ml-token', { session_duration_minutes: 30 });
    expect(net.api().map((c) => c.body.code_verifier)).toEqual(['reset-verifier', 'ml-verifier']);
    expect(storage.getItem(key('magic_links'))).toBeNull();
    expect(client.session.getSync()).not.toBeNull();
  });

  it('magic links: a non-pkce failure with the password-reset verifier is reported as is', async () => {
    const storage = new MemoryStorage();
    storage.setItem(key('passwords'), storedPair('reset-verifier', T0));
    const { client, net } = setup({ 'POST /magic_links/authenticate': apiError(401, 'unable_to_auth_magic_link') }, { storage });
    await expect(client.magicLinks.authenticate('ml-token', { session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'unable_to_auth_magic_link',
    });
    expect(net.api()).toHaveLength(1);
  });

  it('magic links: a link from the password-reset flow authenticates with that verifier and clears it', async () => {
    const storage = new MemoryStorage();
    storage.setItem(key('passwords'), storedPair('reset-verifier', T0));
    const { client, net } = setup({ 'POST /magic_links/authenticate': ok(authData()) }, { storage });
    await client.magicLinks.authenticate('ml-token', { session_duration_minutes: 30 });
    expect(net.api()[0]!.body.code_verifier).toBe('reset-verifier');
    expect(storage.getItem(key('passwords'))).toBeNull();
  });

  it('a flow that needs a verifier that is gone fails with MissingPKCE and sends nothing', async () => {
    const { client, net } = setup({}, { bootstrap: { pkce_required_for_password_resets: true } });
    // OAuth needs none of the project's flags (issue 42): this client starts every OAuth sign-in with a verifier.
    for (const attempt of [
      () => client.oauth.authenticate('t', { session_duration_minutes: 30 }),
      () => client.passwords.resetByEmail({ token: 't', password: 'p', session_duration_minutes: 30 }),
    ]) {
      const error = await attempt().catch((e) => e);
      expect(error).toBeInstanceOf(MissingPKCEError);
      expect(error.name).toBe('MissingPKCEError');
      expect(error.message).toBe('Make sure this flow is completed on the same device on which it was started.');
    }
    expect(net.api()).toEqual([]);
  });

  it('magic links without a pending verifier leave it to the API (issue 42: invites a project lets redeem without one)', async () => {
    const { client, net } = setup(
      {
        'POST /magic_links/authenticate': [
          apiError(400, 'missing_code_challenge', 'This project requires PKCE (pkce), and this token was issued without a code_challenge.'),
          ok(authData()),
        ],
      },
      { bootstrap: { pkce_required_for_email_magic_links: true } },
    );
    const refused = await client.magicLinks.authenticate('attacker-link', { session_duration_minutes: 30 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MissingPKCEError);
    expect(client.session.getSync()).toBeNull();
    await client.magicLinks.authenticate('invite-token', { session_duration_minutes: 30 });
    expect(net.api().map((c) => [c.body.token, c.body.code_verifier])).toEqual([
      ['attacker-link', undefined],
      ['invite-token', undefined],
    ]);
    expect(client.session.getSync()).not.toBeNull();
  });

  it('One Tap: start sends the pending OAuth challenge (a new pair when none), and the redirect completes with its verifier', async () => {
    const storage = new MemoryStorage();
    const bare = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    const { client, net } = setup(
      { 'GET /v1/public/oauth/google/onetap/start': bare({ status_code: 200 }), 'POST /oauth/authenticate': ok(authData()) },
      { storage },
    );
    await client.oauth.googleOneTap.start();
    const stored = JSON.parse(storage.getItem(key('oauth'))!);
    expect(new URL(net.api()[0]!.url).searchParams.get('code_challenge')).toBe(stored.code_challenge);
    // A provider's redirect on its way back keeps its verifier: a prompt shown meanwhile reuses it.
    await client.oauth.googleOneTap.start();
    expect(new URL(net.api()[1]!.url).searchParams.get('code_challenge')).toBe(stored.code_challenge);
    await client.oauth.authenticate('one-tap-token', { session_duration_minutes: 30 });
    expect(net.api().at(-1)!.body.code_verifier).toBe(stored.code_verifier);
    expect(storage.getItem(key('oauth'))).toBeNull();
  });

  it('OAuth: start stores a pair and sends its challenge; authenticate sends the verifier and clears it', async () => {
    const storage = new MemoryStorage();
    const { client, net } = setup(
      { 'POST /oauth/authenticate': ok(authData()) },
      { storage, navigate: () => {}, bootstrap: { pkce_required_for_oauth: true } },
    );
    const url = new URL(await client.oauth.google.start());
    const stored = JSON.parse(storage.getItem(key('oauth'))!);
    expect(url.searchParams.get('code_challenge')).toBe(stored.code_challenge);
    await client.oauth.authenticate('oauth-token', { session_duration_minutes: 30 });
    expect(net.api()[0]!.body.code_verifier).toBe(stored.code_verifier);
    expect(storage.getItem(key('oauth'))).toBeNull();
  });

  it('password reset: the challenge goes with the start, the verifier with the reset, then it is cleared', async () => {
    const storage = new MemoryStorage();
    const { client, net } = setup(
      { 'POST /passwords/email/reset/start': ok({ request_id: 'r', status_code: 200 }), 'POST /passwords/email/reset': ok(authData()) },
      { storage, bootstrap: { pkce_required_for_password_resets: true } },
    );
    await client.passwords.resetByEmailStart({ email: 'ada@example.com' });
    const stored = JSON.parse(storage.getItem(key('passwords'))!);
    expect(net.api()[0]!.body.code_challenge).toBe(stored.code_challenge);
    await client.passwords.resetByEmail({ token: 'reset', password: 'new pw', session_duration_minutes: 30 });
    expect(net.api()[1]!.body.code_verifier).toBe(stored.code_verifier);
    expect(storage.getItem(key('passwords'))).toBeNull();
  });
});

describe('PKCE whatever the project flags say (issue 26: login CSRF)', () => {
  it('every flow the client starts carries a challenge with the PKCE flags off, and its verifier completes it in this browser', async () => {
    const storage = new MemoryStorage();
    const { client, net } = setup(
      {
        'POST /magic_links/email/login_or_create': ok({ request_id: 'r', status_code: 200 }),
        'POST /magic_links/email/send/primary': ok({ request_id: 'r', status_code: 200 }),
        'POST /magic_links/authenticate': ok(authData()),
        'POST /passwords/email/reset/start': ok({ request_id: 'r', status_code: 200 }),
        'POST /passwords/email/reset': ok(authData()),
        'POST /oauth/authenticate': ok(authData()),
      },
      { storage, navigate: () => {} },
    );
    await client.magicLinks.email.loginOrCreate('ada@example.com');
    await client.magicLinks.email.send('ada@example.com');
    const link = JSON.parse(storage.getItem(key('magic_links'))!);
    expect(net.api().map((c) => c.body.code_challenge)).toEqual([link.code_challenge, link.code_challenge]);
    expect(await codeChallenge(crypto, link.code_verifier)).toBe(link.code_challenge);

    await client.passwords.resetByEmailStart({ email: 'ada@example.com' });
    const reset = JSON.parse(storage.getItem(key('passwords'))!);
    expect(net.api()[2]!.body.code_challenge).toBe(reset.code_challenge);

    const oauthUrl = new URL(await client.oauth.google.start());
    const oauth = JSON.parse(storage.getItem(key('oauth'))!);
    expect(oauthUrl.searchParams.get('code_challenge')).toBe(oauth.code_challenge);

    // The owner's path: the browser that started each flow completes it with the matching verifier.
    await client.passwords.resetByEmail({ token: 'reset', password: 'new pw', session_duration_minutes: 30 });
    await client.magicLinks.authenticate('ml-token', { session_duration_minutes: 30 });
    await client.oauth.authenticate('oauth-token', { session_duration_minutes: 30 });
    expect(
      net
        .api()
        .slice(3)
        .map((c) => [c.path, c.body.code_verifier]),
    ).toEqual([
      ['/passwords/email/reset', reset.code_verifier],
      ['/magic_links/authenticate', link.code_verifier],
      ['/oauth/authenticate', oauth.code_verifier],
    ]);
    for (const flow of ['magic_links', 'passwords', 'oauth']) expect(storage.getItem(key(flow))).toBeNull();
  });

  it("a link started in another browser (the attacker's) is refused with MissingPKCE's message, not the raw API error", async () => {
    const storage = new MemoryStorage();
    // This browser's own OAuth sign-in, pending: the attacker's token is sent with its verifier and refused.
    storage.setItem(key('oauth'), storedPair('own-oauth-verifier', T0));
    const { client, net } = setup(
      {
        'POST /magic_links/authenticate': apiError(
          400,
          'pkce_mismatch',
          'This token was issued with a PKCE code_challenge (pkce_mismatch).',
        ),
        'POST /passwords/email/reset': apiError(400, 'pkce_mismatch', 'This token was issued with a PKCE code_challenge (pkce_mismatch).'),
        // The attacker's token: with their own challenge, without one (project flag off), without one (flag on).
        'POST /oauth/authenticate': [
          apiError(400, 'pkce_mismatch', 'The code_verifier does not match (pkce).'),
          apiError(400, 'pkce_did_not_expect_code_verifier', 'This token was issued without a code_challenge (pkce).'),
          apiError(400, 'missing_code_challenge', 'This project requires PKCE (pkce).'),
        ],
      },
      { storage },
    );
    for (const attempt of [
      () => client.magicLinks.authenticate('attacker-link', { session_duration_minutes: 30 }),
      () => client.passwords.resetByEmail({ token: 'attacker-reset', password: 'p', session_duration_minutes: 30 }),
      () => client.oauth.authenticate('attacker-oauth-1', { session_duration_minutes: 30 }),
      () => client.oauth.authenticate('attacker-oauth-2', { session_duration_minutes: 30 }),
      () => client.oauth.authenticate('attacker-oauth-3', { session_duration_minutes: 30 }),
    ]) {
      const error = await attempt().catch((e) => e);
      expect(error).toBeInstanceOf(MissingPKCEError);
      expect(error.message).toBe('Make sure this flow is completed on the same device on which it was started.');
    }
    // A refused token leaves this browser's own pending sign-in in place.
    expect(net.api().map((c) => c.body.code_verifier)).toEqual([undefined, undefined, ...Array(3).fill('own-oauth-verifier')]);
    expect(client.session.getSync()).toBeNull();
  });
});

/** A client whose magic-link send and authenticate succeed, on a fake clock and an inspectable storage. */
function magicLinkClient() {
  const storage = new MemoryStorage();
  const clock = new FakeClock();
  const made = setup(
    {
      'POST /magic_links/email/login_or_create': ok({ request_id: 'r', status_code: 200 }),
      'POST /magic_links/authenticate': ok(authData()),
    },
    { storage, clock },
  );
  return { ...made, storage, clock };
}

describe('PKCE verifier lifetime (issue 26)', () => {
  it("a magic-link verifier is stored with its creation time and is gone once the link's 30 minutes are over", async () => {
    const { client, net, storage, clock } = magicLinkClient();
    await client.magicLinks.email.loginOrCreate('ada@example.com');
    expect(JSON.parse(storage.getItem(key('magic_links'))!)).toMatchObject({
      created_at: clock.now(),
      expires_at: clock.now() + 30 * 60_000,
    });
    await clock.advance(30 * 60_000);
    await client.magicLinks.authenticate('late-link', { session_duration_minutes: 30 });
    expect(net.api()[1]!.body.code_verifier).toBeUndefined();
    expect(storage.getItem(key('magic_links'))).toBeNull();
  });

  it('a verifier inside its lifetime still completes the link; a longer link lifetime keeps it longer', async () => {
    const { client, net, storage, clock } = magicLinkClient();
    await client.magicLinks.email.loginOrCreate('ada@example.com', { login_expiration_minutes: 60, signup_expiration_minutes: 45 });
    const { code_verifier } = JSON.parse(storage.getItem(key('magic_links'))!);
    await clock.advance(59 * 60_000);
    await client.magicLinks.authenticate('link', { session_duration_minutes: 30 });
    expect(net.api()[1]!.body.code_verifier).toBe(code_verifier);
  });

  it("a resend keeps the pending verifier (the first email's link still works) and extends it to the new link's lifetime", async () => {
    const { client, net, storage, clock } = magicLinkClient();
    await client.magicLinks.email.loginOrCreate('ada@example.com');
    const first = JSON.parse(storage.getItem(key('magic_links'))!);
    await clock.advance(20 * 60_000);
    await client.magicLinks.email.loginOrCreate('ada@example.com');
    expect(net.api()[1]!.body.code_challenge).toBe(first.code_challenge);
    await clock.advance(20 * 60_000);
    await client.magicLinks.authenticate('second-link', { session_duration_minutes: 30 });
    expect(net.api()[2]!.body.code_verifier).toBe(first.code_verifier);
  });

  it('password-reset and OAuth verifiers expire with their links (the reset expiry; the OAuth round trip)', async () => {
    const storage = new MemoryStorage();
    const clock = new FakeClock();
    const { client, net } = setup(
      {
        'POST /passwords/email/reset/start': ok({ request_id: 'r', status_code: 200 }),
        'POST /passwords/email/reset': ok(authData()),
        'POST /oauth/authenticate': ok(authData()),
      },
      { storage, clock, navigate: () => {} },
    );
    await client.passwords.resetByEmailStart({ email: 'ada@example.com', reset_password_expiration_minutes: 10 });
    await client.oauth.google.start();
    expect(JSON.parse(storage.getItem(key('passwords'))!).expires_at).toBe(clock.now() + 10 * 60_000);
    expect(JSON.parse(storage.getItem(key('oauth'))!).expires_at).toBe(clock.now() + 20 * 60_000);
    await clock.advance(20 * 60_000);
    await client.passwords.resetByEmail({ token: 'reset', password: 'new pw', session_duration_minutes: 30 });
    // An OAuth redirect back after its round trip is refused without a request (issue 42): no verifier, no call.
    await expect(client.oauth.authenticate('oauth-token', { session_duration_minutes: 30 })).rejects.toBeInstanceOf(MissingPKCEError);
    expect(net.api().map((c) => [c.path, c.body?.code_verifier])).toEqual([
      ['/passwords/email/reset/start', undefined],
      ['/passwords/email/reset', undefined],
    ]);
    expect(storage.getItem(key('passwords'))).toBeNull();
    expect(storage.getItem(key('oauth'))).toBeNull();
  });

  it('a verifier stored without its creation time (an older client) is treated as absent and deleted', async () => {
    const storage = new MemoryStorage();
    storage.setItem(key('magic_links'), JSON.stringify({ code_verifier: 'ageless', code_challenge: 'x' }));
    const { client, net } = setup({ 'POST /magic_links/authenticate': ok(authData()) }, { storage });
    await client.magicLinks.authenticate('link', { session_duration_minutes: 30 });
    expect(net.api()[0]!.body.code_verifier).toBeUndefined();
    expect(storage.getItem(key('magic_links'))).toBeNull();
  });

  it('a new OAuth start supersedes the pending verifier, and using one flow leaves the others alone', async () => {
    const storage = new MemoryStorage();
    const clock = new FakeClock();
    storage.setItem(key('passwords'), storedPair('reset-verifier', clock.now()));
    const { client, net } = setup({ 'POST /oauth/authenticate': ok(authData()) }, { storage, clock, navigate: () => {} });
    const first = new URL(await client.oauth.google.start()).searchParams.get('code_challenge');
    const second = new URL(await client.oauth.github.start()).searchParams.get('code_challenge');
    expect(second).not.toBe(first);
    const stored = JSON.parse(storage.getItem(key('oauth'))!);
    expect(stored.code_challenge).toBe(second);
    await client.oauth.authenticate('oauth-token', { session_duration_minutes: 30 });
    expect(net.api()[0]!.body.code_verifier).toBe(stored.code_verifier);
    expect(storage.getItem(key('oauth'))).toBeNull();
    expect(JSON.parse(storage.getItem(key('passwords'))!).code_verifier).toBe('reset-verifier');
  });
});
