/** What the OAuth product adds to the flow's vocabulary (see `product.ts`). */
import type { OAuthStartOptions } from '../../../client/index.js';
import type { OAuthProvider } from '../../../wire/index.js';
import type { OneTapFailure } from './oneTap.js';
import type { Message } from '../../state.js';
import type { ActionSpec } from '../../types.js';

export type OAuthEvent =
  /** 'Continue with {provider}'. */
  | { type: 'OAUTH_START'; provider: OAuthProvider }
  /** Main's One Tap area is on the page: embedded in the element with id `parentId`, or floating (null). */
  | { type: 'ONE_TAP_READY'; parentId: string | null };

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

/** Google One Tap on Main (spec §2, §4 "One Tap error states"). */
export interface OneTapState {
  /** `loading` until the prompt renders, fails or is cancelled (spec §4); `failed` shows the plain button. */
  status: 'loading' | 'shown' | 'failed';
  /** Id of the background action in flight (the prompt, then the wait for the user's pick), or null. */
  running: number | null;
  /** Spec §8's developer message for the failure, only with a test public token. */
  message: Message | null;
}

/** Where Google One Tap shows (spec §2: "embedded, floating or a plain button"). */
export type OneTapPosition = 'embedded' | 'floating';

/** One OAuth provider button (spec §3 oauthOptions.providers). */
export interface OAuthProviderConfig {
  /** The provider, e.g. `google`. */
  type: OAuthProvider;
  /** Google only: offer One Tap instead of (before) the plain button. @default false */
  one_tap?: boolean;
  /** Google One Tap only: where it shows. @default 'embedded' */
  position?: OneTapPosition;
  /** Extra scopes to request (spec §5: an array of strings). */
  custom_scopes?: readonly string[];
  /** Extra query parameters for the provider's authorize URL (sent as `provider_*`). */
  provider_params?: Record<string, string>;
}

export interface OAuthOptions {
  providers: readonly OAuthProviderConfig[];
  /** Where the provider sends the user back after signing in (a page that completes the redirect). */
  loginRedirectURL?: string;
  /** Where the provider sends a new user back after signing up. */
  signupRedirectURL?: string;
  /**
   * Where Google's One Tap script is loaded from (tests and local development point it at the emulator's
   * stand-in, `{api}/_emulator/one_tap/gsi/client`). A strict CSP must allow it in `script-src`.
   * @default 'https://accounts.google.com/gsi/client'
   */
  oneTapScriptURL?: string;
}

declare module '../index.js' {
  interface ProductRegistry {
    oauth: {
      options: { oauthOptions?: OAuthOptions };
      actions: OAuthActions;
      events: OAuthEvent;
      services: { oauth: OAuthServices };
      /** The browser is leaving for the provider: which one, and the start URL. */
      hostEvents: { OAUTH_START: { provider: OAuthProvider; url: string } };
      main: { oneTap?: OneTapState };
    };
  }
}
