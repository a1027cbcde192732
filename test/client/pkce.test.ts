/** PKCE (spec §4/§9, RFC 7636): verifier format, S256 challenge, one stored verifier per flow, cleared after use. */
import { describe, expect, it } from 'vitest';
import { codeChallenge, createPKCEPair, MissingPKCEError } from '../../src/client';
import { apiError, authData, MemoryStorage, ok, setup, TOKEN } from './fakes';

const key = (flow: string) => `stytch_sdk_state_${TOKEN}::PKCE_VERIFIER:${flow}`;

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
    storage.setItem(key('passwords'), JSON.stringify({ code_verifier: 'reset-verifier', code_challenge: 'x' }));
    storage.setItem(key('magic_links'), JSON.stringify({ code_verifier: 'ml-verifier', code_challenge: 'y' }));
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
    storage.setItem(key('passwords'), JSON.stringify({ code_verifier: 'reset-verifier', code_challenge: 'x' }));
    const { client, net } = setup({ 'POST /magic_links/authenticate': apiError(401, 'unable_to_auth_magic_link') }, { storage });
    await expect(client.magicLinks.authenticate('ml-token', { session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'unable_to_auth_magic_link',
    });
    expect(net.api()).toHaveLength(1);
  });

  it('magic links: a link from the password-reset flow authenticates with that verifier and clears it', async () => {
    const storage = new MemoryStorage();
    storage.setItem(key('passwords'), JSON.stringify({ code_verifier: 'reset-verifier', code_challenge: 'x' }));
    const { client, net } = setup({ 'POST /magic_links/authenticate': ok(authData()) }, { storage });
    await client.magicLinks.authenticate('ml-token', { session_duration_minutes: 30 });
    expect(net.api()[0]!.body.code_verifier).toBe('reset-verifier');
    expect(storage.getItem(key('passwords'))).toBeNull();
  });

  it('a flow that needs a verifier that is gone fails with MissingPKCE and sends nothing', async () => {
    const { client, net } = setup(
      {},
      {
        bootstrap: { pkce_required_for_email_magic_links: true, pkce_required_for_oauth: true, pkce_required_for_password_resets: true },
      },
    );
    for (const attempt of [
      () => client.magicLinks.authenticate('t', { session_duration_minutes: 30 }),
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

  it('OAuth without PKCE sends no challenge and drops any stale verifier', async () => {
    const storage = new MemoryStorage();
    storage.setItem(key('oauth'), JSON.stringify({ code_verifier: 'stale', code_challenge: 'stale' }));
    const { client } = setup({}, { storage, navigate: () => {} });
    expect(new URL(await client.oauth.apple.start()).searchParams.has('code_challenge')).toBe(false);
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
