/**
 * Main's email sends through the real client (fetch faked at the transport boundary only): which path the
 * widget's send takes is the client's decision (spec §4 "Email send and OTP send use the secondary path when
 * a session exists, otherwise the primary path"), made once, as the request goes out.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { readInternals } from '../../src/client/internals';
import type { WidgetConfig } from '../../src/flow';
import { clientServices } from '../../src/flow/services';
import { Login } from '../../src/widget';
import {
  apiError,
  authData,
  BOOTSTRAP,
  FakeClock,
  FakeCookieJar,
  MemoryStorage,
  ok,
  sessionFor,
  setup,
  TOKEN,
  USER,
} from '../client/fakes';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(cleanup);

const SENT = { request_id: 'r', status_code: 200, method_id: 'email-test-1' };

/** A signed-in page: the state and session cookie a previous sign-in left. */
function signedIn() {
  const clock = new FakeClock();
  const storage = new MemoryStorage();
  const cookies = new FakeCookieJar(clock.now);
  storage.setItem(`stytch_sdk_state_${TOKEN}`, JSON.stringify({ session: sessionFor('2030-01-01T00:30:00Z'), user: USER }));
  cookies.set('stytch_session=session-token-1');
  return { clock, storage, cookies };
}

const cases = [
  { what: 'a passcode by email', config: { products: ['otp'], otpOptions: { methods: ['email'] } }, base: '/otps/email' },
  { what: 'a magic link', config: { products: ['emailMagicLinks'] }, base: '/magic_links/email' },
] satisfies { what: string; config: WidgetConfig; base: string }[];

/** Types an address into Main's email form and submits it. */
async function submitEmail(email: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await userEvent.keyboard('{Enter}');
}

describe("Main's sends: login_or_create signed out, the secondary send signed in (spec §4)", () => {
  it.each(cases)('$what: signed out, login_or_create', async ({ config, base }) => {
    const { client, net } = setup({ [`POST ${base}/login_or_create`]: ok(SENT) });
    render(<Login client={client} config={config} />);
    await submitEmail('ada@example.com');
    await expect.poll(() => net.api().map((call) => call.path)).toEqual([`${base}/login_or_create`]);
  });

  it.each(cases)('$what: signed in, the secondary send adds the address to the user', async ({ config, base }) => {
    const { client, net } = setup({ [`POST ${base}/send/secondary`]: ok(SENT), 'POST /sessions/authenticate': ok(authData()) }, signedIn());
    render(<Login client={client} config={config} />);
    await submitEmail('ada.work@example.com');
    await expect.poll(() => net.api().find((call) => call.path.startsWith(base))?.path).toBe(`${base}/send/secondary`);
    const send = net.api().find((call) => call.path.startsWith(base))!;
    expect(send.headers.Authorization).toBe(`Basic ${btoa(`${TOKEN}:session-token-1`)}`);
  });

  it.each(cases)(
    '$what: a session that ends while the send is prepared sends login_or_create, not a secondary send without its session',
    async ({ config, base }) => {
      // The project's bootstrap (the captcha settings a send waits for) answers only when the test says so.
      let answerBootstrap!: () => void;
      const bootstrap = new Promise<Response>((resolve) => (answerBootstrap = () => resolve(ok(BOOTSTRAP))));
      const { client, net } = setup(
        {
          [`GET /projects/bootstrap/${TOKEN}`]: () => bootstrap,
          'POST /sessions/authenticate': ok(authData()),
          'POST /sessions/revoke': ok({ request_id: 'r', status_code: 200 }),
          [`POST ${base}/login_or_create`]: ok(SENT),
          [`POST ${base}/send/secondary`]: apiError(401, 'user_unauthenticated', 'This call needs an active session; none was sent.'),
        },
        signedIn(),
      );
      render(<Login client={client} config={config} />);
      await submitEmail('ada@example.com');
      // Signed out (another tab, a revocation) while the send waits for the bootstrap.
      await client.session.revoke();
      answerBootstrap();
      await expect.poll(() => net.api().find((call) => call.path.startsWith(base))?.path).toBe(`${base}/login_or_create`);
      await expect(
        screen.findByRole('heading', { name: config.products[0] === 'otp' ? 'Enter passcode' : 'Check your email' }),
      ).resolves.toBeVisible();
    },
  );
});

describe('client internals (spec §8)', () => {
  it("a client object not made by createClient throws 'Internals not found!' when the widget is given it", () => {
    const { client } = setup();
    expect(() => readInternals({ ...client })).toThrow('Internals not found!');
    expect(() => clientServices({ ...client })).toThrow('Internals not found!');
    expect(() => clientServices(client)).not.toThrow();
  });
});
