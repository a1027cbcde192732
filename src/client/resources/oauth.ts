import { type Core, authenticate, type Stripped } from '../core.js';
import { MissingPKCEError } from '../errors.js';
import { pkceRefusal } from '../pkceStore.js';
import { optional, pick, record, stringArray } from '../../wire/fields.js';
import { ONE_TAP_CALLBACK_ID, ONE_TAP_SUBMIT, OAUTH_AUTHENTICATE, REDIRECT_URL, text } from '../../wire/requests.js';
import { validate } from '../validate.js';
import {
  type AuthenticateResponse,
  OAUTH_PROVIDERS,
  OAUTH_ROUND_TRIP_MINUTES,
  type OAuthProvider,
  type OneTapStartResponse,
  type OneTapSubmitResponse,
} from '../../wire/index.js';

export interface OAuthStartOptions {
  login_redirect_url?: string;
  signup_redirect_url?: string;
  /** Extra scopes; must be an array of strings (spec §5). */
  custom_scopes?: readonly string[];
  /** Sent to the provider as `provider_<key>` query parameters. */
  provider_params?: Record<string, string>;
}

/** What `oauth.googleOneTap.submit()` posts: Google's credential for the callback `start()` handed out. */
export interface OneTapSubmitOptions {
  oauth_callback_id: string;
  /** The ID token Google's script passed to its `callback`. */
  id_token: string;
  stytch_csrf_token: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
}

export interface OAuthProviderClient {
  /** Builds the start URL (always with a PKCE challenge), navigates there and returns it. */
  start(options?: OAuthStartOptions): Promise<string>;
  /** The start URL without navigating. */
  getURL(options?: OAuthStartOptions): Promise<string>;
}

/**
 * What a start checks of its options (spec §5: "OAuth custom_scopes must be an array of strings"). The start is a
 * browser redirect, not a body: the API reads these as query parameters (`provider_<key>` for each of
 * `provider_params`), so only the client knows them as typed options, and checks their types only (the bounds
 * here are the emulator's for the scopes' list, never read by `validate`).
 */
const START_CHECKS = {
  custom_scopes: optional(stringArray(text(256), 50)),
  provider_params: optional(record()),
  login_redirect_url: optional(REDIRECT_URL),
  signup_redirect_url: optional(REDIRECT_URL),
};
const SUBMIT_CHECKS = {
  oauth_callback_id: ONE_TAP_CALLBACK_ID,
  ...pick(ONE_TAP_SUBMIT, 'id_token', 'stytch_csrf_token', 'login_redirect_url', 'signup_redirect_url'),
};
const AUTHENTICATE_CHECKS = pick(OAUTH_AUTHENTICATE, 'token', 'session_duration_minutes');

/** `client.oauth`: `client.oauth.<provider>.start()` and `client.oauth.authenticate()` (spec §7). */
export function oauth(core: Core) {
  const url = async (provider: OAuthProvider, options: OAuthStartOptions = {}): Promise<string> => {
    validate(`oauth.${provider}.start`, { ...options }, START_CHECKS);
    const { cnameDomain } = await core.bootstrap.getAsync();
    // A browser redirect outside /sdk/v1 (wire doc); a project CNAME serves it on the host's own domain.
    const target = new URL(`${cnameDomain ? `https://${cnameDomain}` : core.baseUrl}/v1/public/oauth/${provider}/start`);
    const q = target.searchParams;
    q.set('public_token', core.publicToken);
    // Always PKCE, whatever the project's flag (issue 26, login CSRF): the redirect's token then signs in only
    // in this browser. Each start supersedes the pending verifier (only the newest redirect comes back here).
    q.set('code_challenge', (await core.pkce.start('oauth', OAUTH_ROUND_TRIP_MINUTES)).code_challenge);
    if (options.custom_scopes) q.set('custom_scopes', options.custom_scopes.join(' '));
    for (const [key, value] of Object.entries(options.provider_params ?? {})) q.set(`provider_${key}`, value);
    if (options.login_redirect_url) q.set('login_redirect_url', options.login_redirect_url);
    if (options.signup_redirect_url) q.set('signup_redirect_url', options.signup_redirect_url);
    return target.toString();
  };

  const providers = Object.fromEntries(
    OAUTH_PROVIDERS.map((provider): [OAuthProvider, OAuthProviderClient] => [
      provider,
      {
        getURL: (options) => url(provider, options),
        async start(options) {
          const href = await url(provider, options);
          core.navigate(href);
          return href;
        },
      },
    ]),
  ) as Record<OAuthProvider, OAuthProviderClient>;

  return {
    ...providers,
    /**
     * Google One Tap (spec §2, §7 notes "oneTapStart, oneTapSubmit"). Google's own script shows the prompt;
     * these are the two API calls around it.
     */
    googleOneTap: {
      /**
       * The project's Google client ID and a callback id for the credential (errors: spec §4 One Tap states).
       * It sends the pending OAuth verifier's challenge (issue 42, login CSRF): the token One Tap's redirect
       * brings back then signs in only in this browser. A pending pair is reused, not superseded, so a prompt
       * shown meanwhile does not break a provider's redirect on its way back.
       */
      start: async (): Promise<OneTapStartResponse> =>
        core.transport.send(
          'GET',
          `/v1/public/oauth/google/onetap/start?public_token=${encodeURIComponent(core.publicToken)}&code_challenge=${
            (await core.pkce.pending('oauth', OAUTH_ROUND_TRIP_MINUTES)).code_challenge
          }`,
          undefined,
          false,
        ),
      /**
       * Posts Google's ID token, then sends the browser to the redirect URL that carries the OAuth token (like
       * a provider's `start()`); the page there completes it with `authenticateByUrl()`.
       */
      async submit(options: OneTapSubmitOptions): Promise<OneTapSubmitResponse> {
        validate('oauth.googleOneTap.submit', { ...options }, SUBMIT_CHECKS);
        const { oauth_callback_id, ...body } = options;
        const response = await core.transport.send<OneTapSubmitResponse>(
          'POST',
          `/v1/oauth/callback/${encodeURIComponent(oauth_callback_id)}`,
          body,
          false,
        );
        core.navigate(response.redirect_url);
        return response;
      },
    },
    /**
     * Completes the redirect: `POST /oauth/authenticate` with the stored verifier, then clears it. Without a
     * pending verifier nothing is sent, whatever the project's flag (issue 42, login CSRF): this client starts
     * every OAuth and One Tap sign-in with one, so a token without it was minted elsewhere — by someone who
     * would sign this browser in to their own account.
     */
    async authenticate(token: string, options: { session_duration_minutes: number }): Promise<Stripped<AuthenticateResponse>> {
      validate('oauth.authenticate', { token, ...options }, AUTHENTICATE_CHECKS);
      const pair = core.pkce.get('oauth');
      if (!pair) throw new MissingPKCEError();
      const response = await authenticate<AuthenticateResponse>(
        core,
        'POST',
        '/oauth/authenticate',
        {
          token,
          session_duration_minutes: options.session_duration_minutes,
          code_verifier: pair.code_verifier,
        },
        false,
      ).catch((error: unknown) => {
        throw pkceRefusal(error);
      });
      core.pkce.clear('oauth');
      return response;
    },
  };
}
