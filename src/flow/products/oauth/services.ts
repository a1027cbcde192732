/** The OAuth product's services on the real client: the provider redirect, and One Tap in the browser. */
import { APIError, type GatehouseClient } from '../../../client/index.js';
import { ONE_TAP_ERROR_STATES, type OneTapErrorState } from '../../../wire/index.js';
import { loadScript, OneTapEnded, promptOneTap, type OneTapFailure, type OneTapPrompt } from './oneTap.js';
import type { OAuthServices, OneTapResult } from './types.js';

export const isErrorState = (type: string): type is OneTapErrorState => (ONE_TAP_ERROR_STATES as readonly string[]).includes(type);

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
          const prompt = promptOneTap(started.google_client_id, parentId, started.nonce);
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
