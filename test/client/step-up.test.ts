/**
 * A sign-in that must pass a second factor (TOTP step-up) is stored at its first factor — the TOTP calls
 * need the session and a reload must resume it — but marked as awaiting that factor until the session's
 * `authentication_factors` show it passed. `fetch` is stubbed at the transport boundary only.
 */
import { describe, expect, it } from 'vitest';
import type { FactorPolicy, SessionInfo } from '../../src/client';
import { authData, FakeClock, FakeCookieJar, MemoryStorage, ok, sessionFor, settle, setup, TOKEN, USER } from './fakes';

const KEY = `stytch_sdk_state_${TOKEN}`;
const signIn = { email: 'ada@example.com', password: 'correct horse', session_duration_minutes: 30 };
const WITH_APP = { ...USER, totps: [{ totp_id: 'totp-test-1', verified: true }] };

/** The widget's rule with the `totp` product: a user with a verified app steps up. */
const appUsersStepUp: FactorPolicy = ({ user }) => (user.totps.some((totp) => totp.verified) ? ['totp'] : []);

const factor = (delivery_method: string, type = delivery_method) => ({
  type,
  delivery_method,
  last_authenticated_at: '2030-01-01T00:00:00Z',
});
/** The password's answer: one `knowledge` factor, for a user with an authenticator app. */
const passwordAnswer = (sessionId = 'session-test-1') =>
  authData({
    __user: WITH_APP,
    session: { ...sessionFor('2030-01-01T00:30:00Z', sessionId), authentication_factors: [factor('knowledge', 'password')] },
  });
/** The same session after `/totps/authenticate` (or `/totps/recover`): the second factor added. */
const steppedUp = (delivery_method: 'authenticator_app' | 'recovery_code') =>
  authData({
    __user: WITH_APP,
    session: {
      ...sessionFor('2030-01-01T00:30:00Z'),
      authentication_factors: [
        factor('knowledge', 'password'),
        factor(delivery_method, delivery_method === 'recovery_code' ? 'recovery_code' : 'totp'),
      ],
    },
  });

describe('a sign-in awaiting its second factor (TOTP step-up)', () => {
  it('is stored with its cookies but not signed in until the app code passes; the host never sees it complete before', async () => {
    const { client, storage, cookies } = setup({
      'POST /passwords/authenticate': ok(passwordAnswer()),
      'POST /totps/authenticate': ok(steppedUp('authenticator_app')),
    });
    client.session.requireFactors(appUsersStepUp);
    const seen: Pick<SessionInfo, 'signedIn' | 'pendingFactors'>[] = [];
    client.session.onChange((_session, { signedIn, pendingFactors }) => seen.push({ signedIn, pendingFactors }));

    await client.passwords.authenticate(signIn);

    // The session exists (the TOTP call needs it) ...
    expect(client.session.getSync()?.session_id).toBe('session-test-1');
    expect(cookies.values.get('stytch_session')).toBe('session-token-1');
    // ... but is marked, in the info, the snapshot and storage, as awaiting TOTP.
    expect(client.session.getInfo()).toMatchObject({ signedIn: false, pendingFactors: ['totp'] });
    expect(client.session.getState()?.pendingFactors).toEqual(['totp']);
    expect(JSON.parse(storage.getItem(KEY)!).pendingFactors).toEqual(['totp']);
    expect(seen).toEqual([{ signedIn: false, pendingFactors: ['totp'] }]);

    await client.totps.authenticate({ totp_code: '123456', session_duration_minutes: 30 });

    expect(client.session.getInfo()).toMatchObject({ signedIn: true, pendingFactors: [] });
    expect(client.session.getState()).not.toHaveProperty('pendingFactors');
    expect(JSON.parse(storage.getItem(KEY)!)).not.toHaveProperty('pendingFactors');
    expect(seen).toEqual([
      { signedIn: false, pendingFactors: ['totp'] },
      { signedIn: true, pendingFactors: [] },
    ]);
  });

  it('a recovery code passes the TOTP step too', async () => {
    const { client } = setup({
      'POST /passwords/authenticate': ok(passwordAnswer()),
      'POST /totps/recover': ok(steppedUp('recovery_code')),
    });
    client.session.requireFactors(appUsersStepUp);
    await client.passwords.authenticate(signIn);
    expect(client.session.getInfo().signedIn).toBe(false);
    await client.totps.recover({ recovery_code: 'abcd-efgh', session_duration_minutes: 30 });
    expect(client.session.getInfo()).toMatchObject({ signedIn: true, pendingFactors: [] });
  });

  it('after a reload the marker is read from storage and survives the start-up refresh, before any rule is registered', async () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    const cookies = new FakeCookieJar(clock.now);
    const first = setup({ 'POST /passwords/authenticate': ok(passwordAnswer()) }, { clock, storage, cookies });
    first.client.session.requireFactors(appUsersStepUp);
    await first.client.passwords.authenticate(signIn);
    first.client.destroy();

    // The reloaded page: no widget has registered its rule yet when the start-up refresh answers.
    const { client, net } = setup({ 'POST /sessions/authenticate': ok(passwordAnswer()) }, { clock, storage, cookies });
    expect(client.session.getInfo()).toMatchObject({
      session: { session_id: 'session-test-1' },
      signedIn: false,
      pendingFactors: ['totp'],
    });
    await settle();
    expect(net.api().map((call) => call.path)).toEqual(['/sessions/authenticate']);
    expect(client.session.getInfo()).toMatchObject({ fromCache: false, signedIn: false, pendingFactors: ['totp'] });
  });

  it('without a rule, or for a user the rule lets through, the first factor completes the sign-in as before', async () => {
    const plain = setup({ 'POST /passwords/authenticate': ok(passwordAnswer()) });
    await plain.client.passwords.authenticate(signIn);
    expect(plain.client.session.getInfo()).toMatchObject({ signedIn: true, pendingFactors: [] });
    expect(JSON.parse(plain.storage.getItem(KEY)!)).toEqual({ session: passwordAnswer().session, user: WITH_APP });

    const noApp = setup({ 'POST /passwords/authenticate': ok(authData()) });
    noApp.client.session.requireFactors(appUsersStepUp);
    await noApp.client.passwords.authenticate(signIn);
    expect(noApp.client.session.getInfo()).toMatchObject({ signedIn: true, pendingFactors: [] });
  });

  it('a new sign-in does not inherit an old session’s marker, and a removed rule no longer applies', async () => {
    const { client } = setup({
      'POST /passwords/authenticate': [ok(passwordAnswer('session-test-1')), ok(passwordAnswer('session-test-2'))],
    });
    const remove = client.session.requireFactors(appUsersStepUp);
    await client.passwords.authenticate(signIn);
    expect(client.session.getInfo().pendingFactors).toEqual(['totp']);
    remove();
    await client.passwords.authenticate(signIn);
    expect(client.session.getInfo()).toMatchObject({ session: { session_id: 'session-test-2' }, signedIn: true, pendingFactors: [] });
  });

  it('signing out clears the marker with the session', async () => {
    const { client } = setup({
      'POST /passwords/authenticate': ok(passwordAnswer()),
      'POST /sessions/revoke': ok({ request_id: 'request-id-revoke', status_code: 200 }),
    });
    client.session.requireFactors(appUsersStepUp);
    await client.passwords.authenticate(signIn);
    await client.session.revoke();
    expect(client.session.getInfo()).toMatchObject({ session: null, signedIn: false, pendingFactors: [] });
    expect(client.session.getState()).toBeNull();
  });
});
