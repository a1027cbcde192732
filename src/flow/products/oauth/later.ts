/**
 * OAuth's later part (issue 27, `ProductPart`): the transitions of its screens after Main, the answers of its
 * actions and the runners of those the user starts, loaded with the other products' when the flow first needs
 * them; the rest is in `index.ts`.
 */
import type { OAuthStartOptions } from '../../../client/index.js';
import type { MainMessageKey as MessageKey } from '../../../i18n/messages.js';
import type { OAuthProvider, OneTapErrorState } from '../../../wire/index.js';
import type { WidgetConfig } from '../../config.js';
import { definePart } from '../../product.js';
import { callInBackground, emit, step } from '../../step.js';
import type { FlowState } from '../../state.js';
import type { FlowEvent, Step } from '../../types.js';
import { isErrorState } from './services.js';
import type { OneTapResult, OneTapState } from './types.js';

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

// The origin is isolated left to right (U+2066 … U+2069): a URL keeps its order in right-to-left text (issue 40).
function failedOneTap(result: Exclude<OneTapResult, { failure: null }>): OneTapState {
  const key = isErrorState(result.failure) && result.developer ? DEVELOPER_MESSAGES[result.failure] : null;
  return { status: 'failed', running: null, message: key ? { key, params: { host: `\u2066${result.origin}\u2069` } } : null };
}

/** The One Tap state of Main while `id` is the stage in flight, else null (a stale answer). */
function oneTapOf(state: FlowState, id: number): OneTapState | null {
  return state.screen === 'Main' && state.oneTap?.running === id ? state.oneTap : null;
}

/** A One Tap stage failed: spec §8, the plain 'Continue with Google' button takes its place. */
function oneTapFailed(state: FlowState, event: Extract<FlowEvent, { type: 'FAILED' }>): Step {
  if (state.screen !== 'Main' || !oneTapOf(state, event.id)) return step(state);
  return step({ ...state, oneTap: { status: 'failed', running: null, message: null } }, { type: 'report', error: event.error });
}

export const later = definePart({
  id: 'oauth',
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
  handlers: {
    async 'oauth.start'({ provider }, { services, config }) {
      return { url: await services.oauth.start(provider, startOptions(config, provider)) };
    },
    // Started by the prompt's answer above, so this part is here already.
    'oneTap.complete'(_input, { services, config, signal }) {
      const { login_redirect_url, signup_redirect_url } = startOptions(config, 'google');
      return services.oauth.oneTap.complete({ login_redirect_url, signup_redirect_url }, signal);
    },
  },
});
