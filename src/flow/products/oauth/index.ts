/**
 * Social sign-in (spec §2 OAuth area, §7 OAuth start redirect) and Google One Tap (§2, §4 "One Tap error
 * states", §8 One Tap messages). The redirect comes back to the host's page, which completes it with
 * `client.authenticateByUrl()`.
 */
import type { OAuthStartOptions } from '../../../client/index.js';
import { GOOGLE_ONE_TAP_SCRIPT_URL } from '../../../constants.js';
import type { UIMessageKey as MessageKey } from '../../../i18n/messages.js';
import type { OAuthProvider, OneTapErrorState } from '../../../wire/index.js';
import type { OAuthProviderConfig, WidgetConfig } from '../../config.js';
import { defineProduct } from '../../product.js';
import { call, callInBackground, emit, isAnswerTo, step } from '../../step.js';
import type { FlowState } from '../../state.js';
import type { FlowEvent, Step } from '../../types.js';
import { isErrorState, oauthServices } from './services.js';
import type { OneTapResult, OneTapState } from './types.js';

export type * from './types.js';

/** The Google provider entry that asks for One Tap, if any (spec §3 `one_tap`). */
function oneTapProvider(config: WidgetConfig): OAuthProviderConfig | undefined {
  return config.products.includes('oauth') ? config.oauthOptions?.providers.find((p) => p.type === 'google' && p.one_tap) : undefined;
}

/** What the host's redirect URLs and a provider's scopes and parameters add to the start redirect (spec §7). */
function startOptions(config: WidgetConfig, provider: OAuthProvider): OAuthStartOptions {
  const entry = config.oauthOptions?.providers.find((p) => p.type === provider);
  const options: OAuthStartOptions = {};
  if (config.oauthOptions?.loginRedirectURL) options.login_redirect_url = config.oauthOptions.loginRedirectURL;
  if (config.oauthOptions?.signupRedirectURL) options.signup_redirect_url = config.oauthOptions.signupRedirectURL;
  if (entry?.custom_scopes) options.custom_scopes = entry.custom_scopes;
  if (entry?.provider_params) options.provider_params = entry.provider_params;
  return options;
}

/** Spec §8's developer message for a One Tap error state (test public tokens only). */
const DEVELOPER_MESSAGES: Record<OneTapErrorState, MessageKey> = {
  origin_not_allowed_for_client: 'oneTap.originNotAllowed',
  invalid_client: 'oneTap.invalidClient',
  oauth_config_not_found: 'oneTap.configNotFound',
  no_login_redirect_urls_set: 'oneTap.noLoginRedirect',
  no_signup_redirect_urls_set: 'oneTap.noSignupRedirect',
  default_provider_not_allowed: 'oneTap.defaultProviderNotAllowed',
};

function failedOneTap(result: Exclude<OneTapResult, { failure: null }>): OneTapState {
  const key = isErrorState(result.failure) && result.developer ? DEVELOPER_MESSAGES[result.failure] : null;
  return { status: 'failed', running: null, message: key ? { key, params: { host: result.origin } } : null };
}

/** The One Tap state of Main while `id` is the stage in flight, else null (a stale answer). */
function oneTapOf(state: FlowState, id: number): OneTapState | null {
  return state.screen === 'Main' && state.oneTap?.running === id ? state.oneTap : null;
}

/** One Tap lives while Main does: leaving Main closes Google's prompt (its stage is cancelled). */
function after(previous: FlowState, event: FlowEvent, next: Step): Step {
  const running = previous.screen === 'Main' ? (previous.oneTap?.running ?? null) : null;
  if (running === null || isAnswerTo(event, running)) return next;
  const still = next.state.screen === 'Main' && next.state.oneTap?.running === running;
  return still ? next : { state: next.state, commands: [...next.commands, { type: 'cancel', id: running }] };
}

/** A One Tap stage failed: spec §8, the plain 'Continue with Google' button takes its place. */
function oneTapFailed(state: FlowState, event: Extract<FlowEvent, { type: 'FAILED' }>): Step {
  if (state.screen !== 'Main' || !oneTapOf(state, event.id)) return step(state);
  return step({ ...state, oneTap: { status: 'failed', running: null, message: null } }, { type: 'report', error: event.error });
}

export const oauth = defineProduct({
  id: 'oauth',
  // OAuth leaves the page (or One Tap shows on Main): no screen of its own.
  screens: [],
  services: (client) => ({ oauth: oauthServices(client) }),
  on: {
    Main: {
      OAUTH_START: (state, event) => (state.pending ? step(state) : call(state, 'oauth.start', { provider: event.provider })),
      ONE_TAP_READY(state, event, { config }) {
        if (state.oneTap || !oneTapProvider(config)) return step(state);
        const prompt = callInBackground(state, 'oneTap.prompt', { parentId: event.parentId });
        return step({ ...prompt.state, oneTap: { status: 'loading', running: prompt.id, message: null } } as FlowState, prompt.command);
      },
    },
  },
  done: {
    'oauth.start': (state, event) => step(state, emit('OAUTH_START', { provider: event.input.provider, url: event.result.url })),
    'oneTap.prompt'(state, event) {
      if (state.screen !== 'Main' || !oneTapOf(state, event.id)) return step(state);
      if (event.result.failure !== null) return step({ ...state, oneTap: failedOneTap(event.result) });
      const complete = callInBackground(state, 'oneTap.complete', undefined);
      return step({ ...complete.state, oneTap: { status: 'shown', running: complete.id, message: null } } as FlowState, complete.command);
    },
    'oneTap.complete'(state, event) {
      if (state.screen !== 'Main' || !oneTapOf(state, event.id)) return step(state);
      // Success: the browser is on its way to the redirect URL.
      if (event.result.failure === null) return step({ ...state, oneTap: { status: 'shown', running: null, message: null } });
      return step({ ...state, oneTap: failedOneTap(event.result) });
    },
  },
  failed: {
    'oneTap.prompt': oneTapFailed,
    'oneTap.complete': oneTapFailed,
  },
  after,
  handlers: {
    async 'oauth.start'({ provider }, { services, config }) {
      return { url: await services.oauth.start(provider, startOptions(config, provider)) };
    },
    'oneTap.prompt'({ parentId }, { services, config, signal }) {
      return services.oauth.oneTap.prompt(
        { scriptURL: config.oauthOptions?.oneTapScriptURL ?? GOOGLE_ONE_TAP_SCRIPT_URL, parentId },
        signal,
      );
    },
    'oneTap.complete'(_input, { services, config, signal }) {
      const { login_redirect_url, signup_redirect_url } = startOptions(config, 'google');
      return services.oauth.oneTap.complete({ login_redirect_url, signup_redirect_url }, signal);
    },
  },
});
