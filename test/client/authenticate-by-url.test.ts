import { afterEach, describe, expect, it } from 'vitest';
import { MissingPKCEError } from '../../src/client';
import { apiError, authData, ok, setup } from './fakes';

const at = (search: string) => history.replaceState(null, '', `/account${search}#top`);

describe('authenticateByUrl (issue 3 item 9)', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('authenticates a magic-link token and removes it from the address bar', async () => {
    at('?stytch_token_type=magic_links&token=ml-token-1&tab=2');
    const { client, net } = setup({ 'POST /magic_links/authenticate': ok(authData()) });
    const result = await client.authenticateByUrl({ session_duration_minutes: 30 });
    expect(result).toMatchObject({ handled: true, tokenType: 'magic_links', data: { session_token: 'session-token-1' } });
    expect(net.api()[0]!.body).toEqual({ token: 'ml-token-1', session_duration_minutes: 30 });
    expect(location.pathname + location.search + location.hash).toBe('/account?tab=2#top');
    expect(client.session.getSync()).not.toBeNull();
  });

  it('takes the token off the address bar before its request goes out, so neither the page nor a Referer keeps it (issue 26)', async () => {
    at('?stytch_token_type=magic_links&token=ml-token-2&tab=2');
    let addressDuringRequest = '';
    const { client } = setup({
      'POST /magic_links/authenticate': () => {
        addressDuringRequest = location.href;
        return ok(authData());
      },
    });
    await client.authenticateByUrl({ session_duration_minutes: 30 });
    expect(new URL(addressDuringRequest).search).toBe('?tab=2');
  });

  it('authenticates an OAuth token this browser started with the OAuth call', async () => {
    const { client, net } = setup({ 'POST /oauth/authenticate': ok(authData()) });
    await client.oauth.google.getURL();
    at('?stytch_token_type=oauth&token=oauth-token-1');
    await client.authenticateByUrl({ session_duration_minutes: 30 });
    expect(net.api()[0]!.path).toBe('/oauth/authenticate');
    expect(location.search).toBe('');
  });

  it("refuses an OAuth token this browser did not start (the attacker's, issue 42): nothing is sent, MissingPKCE says why", async () => {
    at('?stytch_token_type=oauth&token=attacker-oauth-token');
    const { client, net } = setup({ 'POST /oauth/authenticate': ok(authData()) });
    const error = await client.authenticateByUrl({ session_duration_minutes: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingPKCEError);
    expect(error).toMatchObject({
      name: 'MissingPKCEError',
      message: 'Make sure this flow is completed on the same device on which it was started.',
    });
    expect(net.api()).toEqual([]);
    expect(location.search).toBe('');
    expect(client.session.getSync()).toBeNull();
  });

  it('a "login" token (login without a password) is a magic-link token', async () => {
    at('?stytch_token_type=login&token=login-token-1');
    const { client, net } = setup({ 'POST /magic_links/authenticate': ok(authData()) });
    await client.authenticateByUrl({ session_duration_minutes: 30 });
    expect(net.api()[0]!.path).toBe('/magic_links/authenticate');
  });

  it('a failed token is still removed, so a reload does not retry it', async () => {
    at('?stytch_token_type=magic_links&token=used-token');
    const { client } = setup({ 'POST /magic_links/authenticate': apiError(401, 'unable_to_auth_magic_link') });
    await expect(client.authenticateByUrl({ session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'unable_to_auth_magic_link',
    });
    expect(location.search).toBe('');
  });

  it('a reset-password token is handed back unhandled and left for the reset form', async () => {
    at('?stytch_token_type=reset_password&token=reset-token-1');
    const { client, net } = setup();
    expect(await client.authenticateByUrl({ session_duration_minutes: 30 })).toEqual({
      handled: false,
      tokenType: 'reset_password',
      token: 'reset-token-1',
    });
    expect(net.api()).toEqual([]);
    expect(location.search).toBe('?stytch_token_type=reset_password&token=reset-token-1');
  });

  it('a reset-password token leaves the address bar once passwords.resetByEmail has used it', async () => {
    at('?stytch_token_type=reset_password&token=reset-token-2&tab=2');
    const { client } = setup({ 'POST /passwords/email/reset': ok(authData()) });
    await client.passwords.resetByEmail({ token: 'reset-token-2', password: 'a new password', session_duration_minutes: 30 });
    expect(location.pathname + location.search + location.hash).toBe('/account?tab=2#top');
  });

  it('a failed reset (a weak password, say) leaves the token for the next try', async () => {
    at('?stytch_token_type=reset_password&token=reset-token-3');
    const { client } = setup({ 'POST /passwords/email/reset': apiError(400, 'weak_password') });
    await expect(
      client.passwords.resetByEmail({ token: 'reset-token-3', password: 'weak', session_duration_minutes: 30 }),
    ).rejects.toMatchObject({
      error_type: 'weak_password',
    });
    expect(location.search).toBe('?stytch_token_type=reset_password&token=reset-token-3');
  });

  it('leaves another token in the address bar alone', async () => {
    at('?stytch_token_type=reset_password&token=the-page-token');
    const { client } = setup({ 'POST /passwords/email/reset': ok(authData()) });
    await client.passwords.resetByEmail({ token: 'a-token-typed-elsewhere', password: 'a new password', session_duration_minutes: 30 });
    expect(location.search).toBe('?stytch_token_type=reset_password&token=the-page-token');
  });

  it('resolves null when the URL carries no token', async () => {
    at('?tab=2');
    const { client } = setup();
    expect(await client.authenticateByUrl({ session_duration_minutes: 30 })).toBeNull();
  });
});
