/**
 * Login CSRF through redirect links (issue 42 item 3), replayed with the project's client against the emulator:
 * an attacker mints an OAuth token for their own account outside any browser's flow and has the victim's browser
 * open `…/authenticate?stytch_token_type=oauth&token=…`. The victim stays signed out, whether or not a sign-in
 * of their own is pending. Beside it, the victim's own OAuth and One Tap sign-ins complete the same way.
 */
import { type Harness, rejection, startHarness, tokenFrom } from './harness.ts';

let harness: Harness;
beforeEach(async () => {
  harness = await startHarness();
});
afterEach(async () => {
  history.replaceState(null, '', '/');
  await harness.close();
});

/** The victim's browser opening a redirect link on the host's page. */
const open = (token: string) => history.replaceState(null, '', `/authenticate?stytch_token_type=oauth&token=${token}`);

describe('an OAuth token minted for the attacker’s own account', () => {
  it('does not sign the victim in, with no sign-in of theirs pending or with one', async () => {
    // Completed at the provider for the attacker's account: with the attacker's own challenge, and, where a
    // project turned the requirement off, with none.
    const attackersOwn = await harness.control('POST', '/oauth/token', {
      provider: 'github',
      email: 'mallory@example.com',
      code_verifier: 'the-attackers-own-verifier-0123456789abcdefghijklmnop',
    });
    await harness.control('PATCH', '/config', { pkceRequired: { oauth: false } });
    const bare = await harness.control('POST', '/oauth/token', { provider: 'github', email: 'mallory@example.com' });
    await harness.control('PATCH', '/config', { pkceRequired: { oauth: true } });

    const { client } = harness.newClient();
    for (const pending of [false, true]) {
      // The victim clicked 'Continue with GitHub' earlier: this browser holds a verifier of its own.
      if (pending) await client.oauth.github.getURL();
      for (const minted of [attackersOwn, bare]) {
        open(tokenFrom(minted.redirect_url));
        const error = await rejection(client.authenticateByUrl({ session_duration_minutes: 60 }));
        expect(error).toMatchObject({
          name: 'MissingPKCEError',
          message: 'Make sure this flow is completed on the same device on which it was started.',
        });
        expect(location.search).toBe('');
        expect(client.session.getSync()).toBeNull();
      }
    }
  });
});

describe('the victim’s own sign-ins', () => {
  it('complete OAuth through the redirect with the verifier this browser kept', async () => {
    const { client } = harness.newClient();
    const start = new URL(await client.oauth.github.getURL());
    // The provider page, completed for the victim: the token carries the start's challenge.
    const minted = await harness.control('POST', '/oauth/token', {
      provider: 'github',
      email: 'victim@example.com',
      code_challenge: start.searchParams.get('code_challenge'),
    });
    open(tokenFrom(minted.redirect_url));
    const result = await client.authenticateByUrl({ session_duration_minutes: 60 });
    expect(result).toMatchObject({ handled: true, tokenType: 'oauth', data: { user: { emails: [{ email: 'victim@example.com' }] } } });
    expect(client.session.getSync()).not.toBeNull();
  });

  it('complete One Tap: its start sends the challenge, and the redirect it leads to signs in here', async () => {
    const { client } = harness.newClient();
    const started = await client.oauth.googleOneTap.start();
    // Google's script: the account the user picked, as an ID token carrying the start's nonce.
    const { id_token } = await harness.control('POST', '/one_tap/id_token', { email: 'victim@example.com', nonce: started.nonce });
    // Posted as Google's script posts it (the client's submit would then navigate to the redirect URL).
    const submitted = await fetch(`${harness.emulator.url}/v1/oauth/callback/${started.oauth_callback_id}`, {
      method: 'POST',
      credentials: 'include',
      body: JSON.stringify({ id_token, stytch_csrf_token: started.stytch_csrf_token }),
    });
    const { redirect_url } = (await submitted.json()) as { redirect_url: string };
    open(tokenFrom(redirect_url));
    const result = await client.authenticateByUrl({ session_duration_minutes: 60 });
    expect(result).toMatchObject({ handled: true, tokenType: 'oauth', data: { provider_type: 'google' } });
    expect(client.session.getSync()).not.toBeNull();
  });
});
