/**
 * Social sign-in (spec §2 OAuth area, §7 OAuth start redirect) and Google One Tap (§2, §4 "One Tap error
 * states", §8 One Tap messages). The redirect comes back to the host's page, which completes it with
 * `client.authenticateByUrl()`.
 */
import { APIError, type GatehouseClient, type OAuthStartOptions } from '../../client';
import { GOOGLE_ONE_TAP_SCRIPT_URL } from '../../constants';
import { ONE_TAP_ERROR_STATES, type OAuthProvider, type OneTapErrorState } from '../../wire';
import type { OAuthProviderConfig, WidgetConfig } from '../config';
import { loadScript, OneTapEnded, promptOneTap, type OneTapFailure, type OneTapPrompt } from '../oneTap';
import { call, callInBackground, emit, isAnswerTo, step } from '../step';
import type { MessageKey } from '../../i18n/messages';
import type { FlowState, OneTapState } from '../state';
import type { ActionSpec, FlowEvent, ProductFlow, ReduceContext, Step } from '../types';

export type OAuthEvent =
  /** Main's One Tap area is on the page: embedded in the element with id `parentId`, or floating (null). */
  { type: 'ONE_TAP_READY'; parentId: string | null };

/** How a One Tap stage ended: on with the next stage, or a failure with what the developer may be told. */
export type OneTapResult =
  | { failure: null }
  | {
      failure: OneTapFailure;
      /** The public token is a test token: spec §8's developer messages may show. */
      developer: boolean;
      /** The page's origin, for the 'origin not allowed' message. */
      origin: string;
    };

export interface OAuthActions {
  /** 'Continue with {provider}': the browser leaves for the provider (spec §7 browser redirect). */
  'oauth.start': ActionSpec<{ provider: OAuthProvider }, { url: string }>;
  /** One Tap until its prompt renders, fails or is cancelled (spec §4). */
  'oneTap.prompt': ActionSpec<{ parentId: string | null }, OneTapResult>;
  /** One Tap from the prompt to the account the user picks, then the redirect that completes it. */
  'oneTap.complete': ActionSpec<undefined, OneTapResult>;
}

export interface OAuthServices {
  /** Sends the browser to the provider; resolves with the start URL. */
  start(provider: OAuthProvider, options: OAuthStartOptions): Promise<string>;
  oneTap: {
    /** Starts One Tap (API start call, Google's script, the prompt); resolves once it renders or ends. */
    prompt(options: { scriptURL: string; parentId: string | null }, signal: AbortSignal): Promise<OneTapResult>;
    /** Waits for the user's pick, posts it and sends the browser to the redirect URL. */
    complete(options: Pick<OAuthStartOptions, 'login_redirect_url' | 'signup_redirect_url'>, signal: AbortSignal): Promise<OneTapResult>;
  };
}

const isErrorState = (type: string): type is OneTapErrorState => (ONE_TAP_ERROR_STATES as readonly string[]).includes(type);

export function oauthServices(client: GatehouseClient): OAuthServices {
  let shown: { prompt: OneTapPrompt; callbackId: string; csrf: string } | null = null;
  const ended = (failure: OneTapFailure, error?: unknown): OneTapResult => {
    // Spec §8: "Unexpected One Tap failures are logged to the console."
    if (failure === 'unexpected') console.error('Google One Tap failed unexpectedly.', error);
    return { failure, developer: client.testMode, origin: window.location.origin };
  };
  return {
    start: (provider, options) => client.oauth[provider].start(options),
    oneTap: {
      async prompt({ scriptURL, parentId }, signal) {
        let started;
        try {
          started = await client.oauth.googleOneTap.start();
        } catch (error) {
          return error instanceof APIError && isErrorState(error.error_type) ? ended(error.error_type) : ended('unexpected', error);
        }
        try {
          await loadScript(scriptURL);
          signal.throwIfAborted();
          const prompt = promptOneTap(started.google_client_id, parentId);
          signal.addEventListener('abort', prompt.cancel, { once: true });
          shown = { prompt, callbackId: started.oauth_callback_id, csrf: started.stytch_csrf_token };
          await prompt.shown;
          return { failure: null };
        } catch (error) {
          if (signal.aborted) throw error;
          return error instanceof OneTapEnded ? ended(error.failure) : ended('unexpected', error);
        }
      },
      async complete(redirects, signal) {
        if (!shown) return ended('unexpected', new Error('One Tap completed before its prompt was shown.'));
        const { prompt, callbackId, csrf } = shown;
        signal.addEventListener('abort', prompt.cancel, { once: true });
        try {
          const idToken = await prompt.credential;
          signal.throwIfAborted();
          await client.oauth.googleOneTap.submit({
            oauth_callback_id: callbackId,
            id_token: idToken,
            stytch_csrf_token: csrf,
            ...redirects,
          });
          return { failure: null };
        } catch (error) {
          if (signal.aborted) throw error;
          return error instanceof OneTapEnded ? ended(error.failure) : ended('unexpected', error);
        }
      },
    },
  };
}

/** The Google provider entry that asks for One Tap, if any (spec §3 `one_tap`). */
export function oneTapProvider(config: WidgetConfig): OAuthProviderConfig | undefined {
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

function reduce(state: FlowState, event: FlowEvent, { config }: ReduceContext): Step | null {
  switch (event.type) {
    case 'OAUTH_START':
      if (state.screen !== 'Main' || state.pending) return null;
      return call(state, 'oauth.start', { provider: event.provider });

    case 'ONE_TAP_READY': {
      if (state.screen !== 'Main' || state.oneTap || !oneTapProvider(config)) return step(state);
      const prompt = callInBackground(state, 'oneTap.prompt', { parentId: event.parentId });
      return step({ ...prompt.state, oneTap: { status: 'loading', running: prompt.id, message: null } } as FlowState, prompt.command);
    }

    case 'DONE':
      switch (event.action) {
        case 'oauth.start':
          return step(state, emit('OAUTH_START', { provider: event.input.provider, url: event.result.url }));
        case 'oneTap.prompt': {
          if (state.screen !== 'Main' || !oneTapOf(state, event.id)) return step(state);
          if (event.result.failure !== null) return step({ ...state, oneTap: failedOneTap(event.result) });
          const complete = callInBackground(state, 'oneTap.complete', undefined);
          return step(
            { ...complete.state, oneTap: { status: 'shown', running: complete.id, message: null } } as FlowState,
            complete.command,
          );
        }
        case 'oneTap.complete': {
          if (state.screen !== 'Main' || !oneTapOf(state, event.id)) return step(state);
          // Success: the browser is on its way to the redirect URL.
          if (event.result.failure === null) return step({ ...state, oneTap: { status: 'shown', running: null, message: null } });
          return step({ ...state, oneTap: failedOneTap(event.result) });
        }
        default:
          return null;
      }

    case 'FAILED':
      if (event.action !== 'oneTap.prompt' && event.action !== 'oneTap.complete') return null;
      if (state.screen !== 'Main' || !oneTapOf(state, event.id)) return step(state);
      // Spec §8: on any One Tap error the plain 'Continue with Google' button takes its place.
      return step({ ...state, oneTap: { status: 'failed', running: null, message: null } }, { type: 'report', error: event.error });

    default:
      return null;
  }
}

/** One Tap lives while Main does: leaving Main closes Google's prompt (its stage is cancelled). */
function after(previous: FlowState, event: FlowEvent, next: Step): Step {
  const running = previous.screen === 'Main' ? (previous.oneTap?.running ?? null) : null;
  if (running === null || isAnswerTo(event, running)) return next;
  const still = next.state.screen === 'Main' && next.state.oneTap?.running === running;
  return still ? next : { state: next.state, commands: [...next.commands, { type: 'cancel', id: running }] };
}

export const oauthFlow: ProductFlow<'oauth.start' | 'oneTap.prompt' | 'oneTap.complete'> = {
  reduce,
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
};
