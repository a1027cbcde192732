/**
 * What a developer is told when the widget is set up wrong (issue 22): a config the types forbid (from
 * JavaScript), a token that makes `testBaseUrl` ignored, an API that cannot be reached. The developer reads it
 * on the console and through `onError`; the user only ever sees the spec's own texts.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createClient } from '../../src/client';
import type { FlowError, WidgetConfig } from '../../src/flow';
import { Login } from '../../src/widget';
import { fakeServices } from '../../stories/support/fakeServices';
import { MemoryStorage } from '../client/fakes';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A port nothing listens on in the test run: every call to it fails as an unreachable server does. */
const CLOSED_PORT = 59999;

/** Configs only JavaScript can pass: the types reject each (test/flow/config.test-d.ts). */
const mistakes = [
  { what: 'no products', config: { products: [] }, says: /config\.products lists no sign-in method\. Give at least one of .*'otp'/ },
  {
    what: 'an unknown product',
    config: { products: ['otps'] },
    says: /config\.products has 'otps' \(did you mean 'otp'\?\), which is not a product of this widget\. Use only .*'otp'/,
  },
  {
    what: '`otp` without delivery methods',
    config: { products: ['otp'] },
    says: /'otp' but config\.otpOptions\.methods lists no delivery method\. Add otpOptions: \{ methods: \[\.\.\.\] \} with any of 'sms', 'whatsapp', 'email'/,
  },
] as const;

describe('a config the widget cannot use (issue 22)', () => {
  it.each(mistakes)('$what: the developer is told what to change, the user sees the generic error', async ({ config, says }) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors: FlowError[] = [];
    render(
      <Login services={fakeServices()} config={config as unknown as WidgetConfig} callbacks={{ onError: (error) => errors.push(error) }} />,
    );

    // Spec §2's generic error text, not an empty card with a heading.
    expect(await screen.findByText('Looks like there was an error!')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Sign up or log in' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(says)).toBeNull();

    await expect
      .poll(() => errors)
      .toEqual([{ name: 'ConfigurationError', message: expect.stringMatching(says), localizedMessage: 'Looks like there was an error!' }]);
    expect(logged).toHaveBeenCalledWith(errors[0]!.message);
  });

  it('a usable config logs nothing and renders Main', async () => {
    const logged = vi.spyOn(console, 'error');
    render(<Login services={fakeServices()} config={{ products: ['otp'], otpOptions: { methods: ['email'] } }} />);
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    expect(logged).not.toHaveBeenCalled();
  });

  it('a misspelt option is warned about with the one it most likely means, and the widget works with its defaults', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors: FlowError[] = [];
    const config = { products: ['otp'], otpOptions: { methods: ['email'] }, sessionOption: { sessionDurationMinutes: 60 } };
    render(
      <Login services={fakeServices()} config={config as unknown as WidgetConfig} callbacks={{ onError: (error) => errors.push(error) }} />,
    );

    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    // Said once the check's chunk is in (it is not on the way to Main).
    await expect
      .poll(() => warned.mock.calls)
      .toEqual([["Gatehouse: config.sessionOption is not an option of this widget (did you mean 'sessionOptions'?); it is ignored."]]);
    expect(errors).toEqual([]);
  });
});

describe('the client tells the developer where its calls go (issue 22)', () => {
  /** A client's calls never leave the test: they fail as an unreachable network does. */
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));

  it('a token that is no test token, with testBaseUrl set, warns that testBaseUrl is ignored', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    createClient('my-project-token', {
      testBaseUrl: `http://localhost:${CLOSED_PORT}`,
      fetch: offline,
      storage: new MemoryStorage(),
    }).destroy();
    expect(warned).toHaveBeenCalledWith(
      expect.stringContaining(`testBaseUrl (http://localhost:${CLOSED_PORT}) is ignored, because it applies only to test public tokens`),
    );
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('requests go to https://api.stytch.com'));
  });

  it('a test token with testBaseUrl does not warn', () => {
    const warned = vi.spyOn(console, 'warn');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    createClient('public-token-test-1', {
      testBaseUrl: `http://localhost:${CLOSED_PORT}`,
      fetch: offline,
      storage: new MemoryStorage(),
    }).destroy();
    expect(warned).not.toHaveBeenCalled();
  });

  it('an unreachable API: the user sees the spec text, the console the URL tried and the origin to use', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The test page is on http://localhost:<port>; the API named by its IP address, on a port that is closed.
    const api = `http://127.0.0.1:${CLOSED_PORT}`;
    const client = createClient('public-token-test-1', { testBaseUrl: api, storage: new MemoryStorage() });
    render(<Login client={client} config={{ products: ['otp'], otpOptions: { methods: ['email'] } }} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.keyboard('{Enter}');

    // Spec §8: the user's text is unchanged.
    expect(await screen.findByText('Unable to contact our servers.')).toBeVisible();
    const messages = logged.mock.calls.map(([message]) => String(message));
    const report = messages.find((message) => message.startsWith('Gatehouse: could not reach the API at'));
    expect(report).toMatch(new RegExp(`at ${api}/sdk/v1/\\S+ \\(`));
    expect(report).toContain(
      `This page is on ${location.origin} but the API on ${api}: browsers treat them as different sites. Point the client at http://localhost:${CLOSED_PORT} instead`,
    );
    client.destroy();
  });
});
