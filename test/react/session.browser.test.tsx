/**
 * The app-level provider and hooks over a real client (fetch answered at the transport boundary): what a
 * host's header or account page would show as the session starts, changes in another tab and ends.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChannelLike, GatehouseClient } from '../../src/client';
import { initialState, type FlowState, type WidgetConfig } from '../../src/flow';
import { GatehouseProvider, SignedIn, SignedOut, useGatehouse, useSession, useUser } from '../../src/react';
import { Login } from '../../src/widget';
import { FakeCookieJar, MemoryStorage, TOKEN, USER, apiError, authData, ok, sessionFor, setup } from '../client/fakes';
import { waitFor } from '../support/wait';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
const clients: GatehouseClient[] = [];
afterEach(() => {
  cleanup();
  for (const client of clients.splice(0)) client.destroy();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** A client on scripted answers; every test's clients are destroyed after it. */
function client(...args: Parameters<typeof setup>) {
  const made = setup(...args);
  clients.push(made.client);
  return made;
}

const signIn = { 'POST /otps/authenticate': ok(authData()), 'POST /sessions/revoke': ok({ request_id: 'r', status_code: 200 }) };
const signInTo = (gatehouse: GatehouseClient) =>
  act(() => gatehouse.otps.authenticate('123456', 'email-test-1', { session_duration_minutes: 30 }));

/** What a host's header would print. */
function Status() {
  const { session, isInitialized, fromCache } = useSession();
  const { user } = useUser();
  return <output>{JSON.stringify({ session: session?.session_id ?? null, user: user?.user_id ?? null, isInitialized, fromCache })}</output>;
}
const status = () => JSON.parse(screen.getByRole('status').textContent ?? 'null') as Record<string, unknown>;

describe('useSession and useUser', () => {
  it('say "signed out" once initialized in the browser, then follow a sign-in', async () => {
    const { client: gatehouse } = client(signIn);
    render(
      <GatehouseProvider client={gatehouse}>
        <Status />
      </GatehouseProvider>,
    );
    expect(status()).toEqual({ session: null, user: null, isInitialized: true, fromCache: false });
    await signInTo(gatehouse);
    expect(status()).toEqual({ session: 'session-test-1', user: USER.user_id, isInitialized: true, fromCache: false });
  });

  it('show a stored session at once, from the cache until the server confirms it', async () => {
    const storage = new MemoryStorage();
    storage.setItem(`stytch_sdk_state_${TOKEN}`, JSON.stringify({ session: sessionFor('2030-01-01T00:30:00Z'), user: USER }));
    const cookies = new FakeCookieJar();
    cookies.set('stytch_session=session-token-1');
    const { client: gatehouse } = client({ 'POST /sessions/authenticate': ok(authData()) }, { storage, cookies });
    render(
      <GatehouseProvider client={gatehouse}>
        <Status />
      </GatehouseProvider>,
    );
    expect(status()).toEqual({ session: 'session-test-1', user: USER.user_id, isInitialized: true, fromCache: true });
    await act(() => gatehouse.session.authenticate());
    expect(status()).toMatchObject({ session: 'session-test-1', fromCache: false });
  });

  it('turn to signed out when a refresh finds the session gone', async () => {
    const { client: gatehouse } = client({ ...signIn, 'POST /sessions/authenticate': apiError(404, 'session_not_found') });
    render(
      <GatehouseProvider client={gatehouse}>
        <Status />
      </GatehouseProvider>,
    );
    await signInTo(gatehouse);
    expect(status()).toMatchObject({ session: 'session-test-1' });
    await act(() => gatehouse.session.authenticate().catch(() => undefined));
    expect(status()).toMatchObject({ session: null, user: null });
  });

  it('follow a sign-out in another tab', async () => {
    // Two tabs: one storage, one cookie jar, the browser's real BroadcastChannel between them.
    const storage = new MemoryStorage();
    const cookies = new FakeCookieJar();
    const channel = (name: string) => new BroadcastChannel(name) as unknown as ChannelLike;
    const here = client(signIn, { storage, cookies, channel });
    const there = client(signIn, { storage, cookies, channel });
    render(
      <GatehouseProvider client={here.client}>
        <Status />
      </GatehouseProvider>,
    );
    await signInTo(there.client);
    await waitFor(() => expect(status()).toMatchObject({ session: 'session-test-1' }));
    await act(() => there.client.session.revoke());
    await waitFor(() => expect(status()).toMatchObject({ session: null, user: null }));
  });

  it('report nobody signed in while a sign-in awaits its TOTP step, and the user once the code passes', async () => {
    const factor = (type: string, delivery_method: string) => ({ type, delivery_method, last_authenticated_at: '2030-01-01T00:00:00Z' });
    const withApp = { ...USER, totps: [{ totp_id: 'totp-test-1', verified: true }] };
    const answer = (factors: ReturnType<typeof factor>[]) =>
      ok(authData({ __user: withApp, session: { ...sessionFor('2030-01-01T00:30:00Z'), authentication_factors: factors } }));
    const { client: gatehouse } = client({
      'POST /passwords/authenticate': answer([factor('password', 'knowledge')]),
      'POST /totps/authenticate': answer([factor('password', 'knowledge'), factor('totp', 'authenticator_app')]),
    });
    // The widget registers this rule when its config steps sign-ins up with TOTP.
    gatehouse.session.requireFactors(({ user }) => (user.totps.length ? ['totp'] : []));
    function Pending() {
      return <p data-testid="pending">{useSession().pendingFactors.join()}</p>;
    }
    render(
      <GatehouseProvider client={gatehouse}>
        <Status />
        <Pending />
        <SignedIn>
          <p>Your account</p>
        </SignedIn>
      </GatehouseProvider>,
    );
    await act(() =>
      gatehouse.passwords.authenticate({ email: 'ada@example.com', password: 'correct horse', session_duration_minutes: 30 }),
    );
    expect(status()).toMatchObject({ session: null, user: null, isInitialized: true });
    expect(screen.getByTestId('pending').textContent).toBe('totp');
    expect(screen.queryByText('Your account')).toBeNull();

    await act(() => gatehouse.totps.authenticate({ totp_code: '123456', session_duration_minutes: 30 }));
    expect(status()).toMatchObject({ session: 'session-test-1', user: USER.user_id });
    expect(screen.getByTestId('pending').textContent).toBe('');
    expect(screen.getByText('Your account')).toBeTruthy();
  });

  it('useGatehouse gives the client, and names the provider when there is none', () => {
    const { client: gatehouse } = client();
    let got: GatehouseClient | null = null;
    function Reader() {
      got = useGatehouse();
      return null;
    }
    render(
      <GatehouseProvider client={gatehouse}>
        <Reader />
      </GatehouseProvider>,
    );
    expect(got).toBe(gatehouse);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Reader />)).toThrow('useGatehouse() must be used inside <GatehouseProvider client={client}>.');
  });
});

describe('<SignedIn> and <SignedOut>', () => {
  const page = (gatehouse: GatehouseClient | null) => (
    <GatehouseProvider client={gatehouse}>
      <SignedIn fallback={<p>Loading…</p>}>
        <p>Your account</p>
      </SignedIn>
      <SignedOut>
        <p>Please sign in</p>
      </SignedOut>
    </GatehouseProvider>
  );

  it('show one of the two, following the session', async () => {
    const { client: gatehouse } = client(signIn);
    render(page(gatehouse));
    expect(screen.queryByText('Your account')).toBeNull();
    expect(screen.getByText('Please sign in')).toBeTruthy();
    await signInTo(gatehouse);
    expect(screen.getByText('Your account')).toBeTruthy();
    expect(screen.queryByText('Please sign in')).toBeNull();
  });

  it('render only the fallback on the server, and hydrate without a mismatch', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const html = renderToString(<main>{page(null)}</main>);
      expect(html).toBe('<main><p>Loading…</p></main>');
      const container = document.createElement('div');
      container.append(document.createRange().createContextualFragment(html));
      document.body.append(container);
      const consoleError = vi.spyOn(console, 'error');
      const recoverable = vi.fn();
      const { client: gatehouse } = client();
      const root = hydrateRoot(container, <main>{page(gatehouse)}</main>, { onRecoverableError: recoverable });
      await waitFor(() => expect(container.textContent).toBe('Please sign in'));
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      root.unmount();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});

describe('the widget inside GatehouseProvider', () => {
  const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
  const heading = () => document.querySelector('[data-part="heading"]')?.textContent;

  it("takes the provider's client", async () => {
    const { client: gatehouse } = client();
    render(
      <GatehouseProvider client={gatehouse}>
        <Login config={config} />
      </GatehouseProvider>,
    );
    await waitFor(() => expect(heading()).toBe('Sign up or log in'));
  });

  it('goes back to its start screen from a confirmation when the user signs out', async () => {
    const { client: gatehouse } = client(signIn);
    await signInTo(gatehouse);
    const confirmed = { ...initialState(), screen: 'OTPConfirmation' } as FlowState;
    render(
      <GatehouseProvider client={gatehouse}>
        <Login config={config} initialState={confirmed} />
      </GatehouseProvider>,
    );
    await waitFor(() => expect(heading()).toBe('Success'));
    await act(() => gatehouse.session.revoke());
    await waitFor(() => expect(heading()).toBe('Sign up or log in'));
  });
});
