import { describe, expect, it, vi } from 'vitest';
import { initialState, reduce, type FlowEvent, type FlowState, type WidgetConfig } from '../../src/flow';
import { oauth } from '../../src/flow/products/oauth';
import { later as oauthLater } from '../../src/flow/products/oauth/later';
import { GOOGLE_ONE_TAP_SCRIPT_URL } from '../../src/constants';
import { fakeServices } from '../../stories/support/fakeServices';
import { tables } from './support';

const config: WidgetConfig = {
  products: ['oauth', 'otp'],
  otpOptions: { methods: ['email'] },
  oauthOptions: {
    providers: [
      { type: 'google', one_tap: true },
      { type: 'github', custom_scopes: ['repo'], provider_params: { login_hint: 'ada@example.com' } },
    ],
    loginRedirectURL: 'https://host.example/login',
    signupRedirectURL: 'https://host.example/signup',
  },
};

function run(state: FlowState, events: FlowEvent[], context = { config }) {
  const commands = [];
  for (const event of events) {
    const next = reduce(state, event, context, tables);
    state = next.state;
    commands.push(...next.commands);
  }
  return { state, commands };
}

const main = (): FlowState => initialState();
const done = (id: number, action: string, result: unknown, background = true) =>
  ({ type: 'DONE', id, action, input: undefined, result, background }) as FlowEvent;
const context = (overrides: Parameters<typeof fakeServices>[0] = {}, widgetConfig = config) => ({
  services: fakeServices(overrides),
  config: widgetConfig,
  signal: new AbortController().signal,
});

describe('social sign-in (spec §2 OAuth area, §7 start redirect)', () => {
  it("'Continue with {provider}' starts the redirect; its start is reported as OAUTH_START", () => {
    const pressed = run(main(), [{ type: 'OAUTH_START', provider: 'github' }]);
    expect(pressed.commands).toEqual([{ type: 'call', id: 1, action: 'oauth.start', input: { provider: 'github' } }]);
    expect(pressed.state.pending).toEqual({ id: 1, action: 'oauth.start' });
    const { commands } = run(pressed.state, [
      { type: 'DONE', id: 1, action: 'oauth.start', input: { provider: 'github' }, result: { url: 'https://api/start' } },
    ]);
    expect(commands).toEqual([{ type: 'emit', event: { type: 'OAUTH_START', data: { provider: 'github', url: 'https://api/start' } } }]);
  });

  it("the start carries the provider's scopes and parameters and the configured redirect URLs", async () => {
    const start = vi.fn(async () => 'https://api/start');
    await oauthLater.handlers!['oauth.start']!({ provider: 'github' }, context({ oauth: { start } }));
    expect(start).toHaveBeenCalledWith('github', {
      custom_scopes: ['repo'],
      provider_params: { login_hint: 'ada@example.com' },
      login_redirect_url: 'https://host.example/login',
      signup_redirect_url: 'https://host.example/signup',
    });
  });

  it('a failed start shows its message in the banner', () => {
    const pressed = run(main(), [{ type: 'OAUTH_START', provider: 'github' }]).state;
    const { state } = run(pressed, [
      {
        type: 'FAILED',
        id: 1,
        action: 'oauth.start',
        input: { provider: 'github' },
        error: { name: 'APIError', message: 'The redirect URL is not allowed.' },
      },
    ]);
    expect(state).toMatchObject({ pending: null, errorMessage: { text: 'The redirect URL is not allowed.' } });
  });
});

describe('Google One Tap (spec §2, §4 error states, §8 messages)', () => {
  const ready = (state = main()) => run(state, [{ type: 'ONE_TAP_READY', parentId: 'one-tap-1' }]);

  it('starts when its area is on Main, once', () => {
    const { state, commands } = ready();
    expect(commands).toEqual([{ type: 'call', id: 1, action: 'oneTap.prompt', input: { parentId: 'one-tap-1' }, background: true }]);
    expect(state).toMatchObject({ screen: 'Main', oneTap: { status: 'loading', running: 1, message: null } });
    expect(run(state, [{ type: 'ONE_TAP_READY', parentId: 'one-tap-1' }]).commands).toEqual([]);
  });

  it('does nothing unless Google asks for One Tap', () => {
    const plain: WidgetConfig = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } };
    expect(run(main(), [{ type: 'ONE_TAP_READY', parentId: null }], { config: plain }).commands).toEqual([]);
  });

  it('once the prompt renders the loading ends and the wait for the pick begins', () => {
    const { state, commands } = run(ready().state, [done(1, 'oneTap.prompt', { failure: null })]);
    expect(state).toMatchObject({ oneTap: { status: 'shown', running: 2 } });
    expect(commands).toEqual([{ type: 'call', id: 2, action: 'oneTap.complete', input: undefined, background: true }]);
  });

  it('an error state falls back to the button with its developer message, for test tokens only', () => {
    const loading = ready().state;
    const failure = { failure: 'oauth_config_not_found', developer: true, origin: 'https://host.example' };
    expect(run(loading, [done(1, 'oneTap.prompt', failure)]).state).toMatchObject({
      oneTap: { status: 'failed', running: null, message: { key: 'oneTap.configNotFound' } },
    });
    expect(run(loading, [done(1, 'oneTap.prompt', { ...failure, developer: false })]).state).toMatchObject({
      oneTap: { status: 'failed', message: null },
    });
    const origin = run(loading, [done(1, 'oneTap.prompt', { ...failure, failure: 'origin_not_allowed_for_client' })]).state;
    // The origin isolated (U+2066 … U+2069, issue 40): it reads left to right inside any language's sentence.
    expect(origin).toMatchObject({
      oneTap: { message: { key: 'oneTap.originNotAllowed', params: { host: '\u2066https://host.example\u2069' } } },
    });
    // Closing the prompt is no developer's concern.
    expect(run(loading, [done(1, 'oneTap.prompt', { ...failure, failure: 'user_cancel' })]).state).toMatchObject({
      oneTap: { status: 'failed', message: null },
    });
  });

  it('closing the prompt after it showed falls back to the button too', () => {
    const waiting = run(ready().state, [done(1, 'oneTap.prompt', { failure: null })]).state;
    const { state } = run(waiting, [done(2, 'oneTap.complete', { failure: 'user_cancel', developer: true, origin: 'o' })]);
    expect(state).toMatchObject({ oneTap: { status: 'failed', running: null } });
  });

  it('stays while the user submits on Main, and closes when they leave Main', () => {
    const waiting = run(ready().state, [done(1, 'oneTap.prompt', { failure: null })]).state;
    const sent = run(waiting, [{ type: 'OTP_SUBMIT', method: 'email', destination: 'ada@example.com' }]);
    expect(sent.commands).not.toContainEqual({ type: 'cancel', id: 2 });
    const left = run(sent.state, [
      {
        type: 'DONE',
        id: 3,
        action: 'otp.send',
        input: { method: 'email', destination: 'ada@example.com', resend: false },
        result: { methodId: 'm', sentAt: 0, data: { request_id: 'r', status_code: 200, method_id: 'm' } },
      },
    ]);
    expect(left.state.screen).toBe('OTPAuthenticate');
    expect(left.commands).toContainEqual({ type: 'cancel', id: 2 });
  });

  it("loads Google's script, or the configured one", async () => {
    const prompt = vi.fn(async () => ({ failure: null }) as const);
    await oauth.handlers!['oneTap.prompt']!({ parentId: 'p' }, context({ oauth: { oneTap: { prompt, complete: vi.fn() } } }));
    expect(prompt).toHaveBeenCalledWith({ scriptURL: GOOGLE_ONE_TAP_SCRIPT_URL, parentId: 'p' }, expect.any(AbortSignal));
    const standIn = {
      ...config,
      oauthOptions: { ...config.oauthOptions!, oneTapScriptURL: 'http://localhost:8787/_emulator/one_tap/gsi/client' },
    };
    await oauth.handlers!['oneTap.prompt']!({ parentId: null }, context({ oauth: { oneTap: { prompt, complete: vi.fn() } } }, standIn));
    expect(prompt).toHaveBeenLastCalledWith(
      { scriptURL: 'http://localhost:8787/_emulator/one_tap/gsi/client', parentId: null },
      expect.any(AbortSignal),
    );
  });
});
