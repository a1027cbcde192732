/** The OAuth product's services on the real client: the provider redirect, and One Tap in the browser. */
import { APIError, type GatehouseClient } from '../../../client/index.js';
import { ONE_TAP_ERROR_STATES, type OneTapErrorState } from '../../../wire/index.js';
import type { OneTapFailure, OneTapPrompt } from './oneTap.js';
import type { OAuthServices, OneTapResult } from './types.js';

export const isErrorState = (type: string): type is OneTapErrorState => (ONE_TAP_ERROR_STATES as readonly string[]).includes(type);

/** Google's script and its driver: loaded when Main prompts One Tap, not on the way to its first paint (issue 27). */
const loadOneTap = () => import('./oneTap.js');

export function oauthServices(client: GatehouseClient): OAuthServices {
  let oneTap: Awaited<ReturnType<typeof loadOneTap>> | null = null;
  /** Whether `error` is the driver's news that One Tap ended (it can be only once the driver is loaded). */
  const endedBy = (error: unknown): error is InstanceType<NonNullable<typeof oneTap>['OneTapEnded']> =>
    oneTap !== null && error instanceof oneTap.OneTapEnded;
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
        // Fetched while the API is asked, so the prompt waits for neither in turn.
        const driver = loadOneTap();
        driver.catch(() => undefined);
        let started;
        try {
          started = await client.oauth.googleOneTap.start();
        } catch (error) {
          return error instanceof APIError && isErrorState(error.error_type) ? ended(error.error_type) : ended('unexpected', error);
        }
        try {
          oneTap = await driver;
          await oneTap.loadScript(scriptURL);
          signal.throwIfAborted();
          const prompt = oneTap.promptOneTap(started.google_client_id, parentId, started.nonce);
          signal.addEventListener('abort', prompt.cancel, { once: true });
          shown = { prompt, callbackId: started.oauth_callback_id, csrf: started.stytch_csrf_token };
          await prompt.shown;
          return { failure: null };
        } catch (error) {
          if (signal.aborted) throw error;
          return endedBy(error) ? ended(error.failure) : ended('unexpected', error);
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
          return endedBy(error) ? ended(error.failure) : ended('unexpected', error);
        }
      },
    },
  };
}
