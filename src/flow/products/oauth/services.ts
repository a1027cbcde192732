/** The OAuth product's services on the real client: the provider redirect, and One Tap in the browser. */
import { APIError, type GatehouseClient } from '../../../client/index.js';
import { ONE_TAP_ERROR_STATES, type OneTapErrorState } from '../../../wire/index.js';
import type { OneTapRun } from './oneTap.js';
import type { OAuthServices } from './types.js';

export const isErrorState = (type: string): type is OneTapErrorState => (ONE_TAP_ERROR_STATES as readonly string[]).includes(type);

/**
 * Google's script, its driver and what follows the API's start (`showPrompt`, `completePrompt`): loaded when
 * Main prompts One Tap, not on the way to its first paint (issue 27).
 */
const loadOneTap = () => import('./oneTap.js');

export function oauthServices(client: GatehouseClient): OAuthServices {
  const run: OneTapRun = {
    ended(failure, error) {
      // Spec §8: "Unexpected One Tap failures are logged to the console."
      if (failure === 'unexpected') console.error('Google One Tap failed unexpectedly.', error);
      return { failure, developer: client.testMode, origin: window.location.origin };
    },
    shown: null,
  };
  return {
    start: (provider, options) => client.oauth[provider].start(options),
    oneTap: {
      async prompt(options, signal) {
        // Fetched while the API is asked, so the prompt waits for neither in turn.
        const driver = loadOneTap();
        driver.catch(() => undefined);
        let started;
        try {
          started = await client.oauth.googleOneTap.start();
        } catch (error) {
          return error instanceof APIError && isErrorState(error.error_type) ? run.ended(error.error_type) : run.ended('unexpected', error);
        }
        return driver.then(
          (oneTap) => oneTap.showPrompt(run, started, options, signal),
          (error: unknown) => {
            if (signal.aborted) throw error;
            return run.ended('unexpected', error);
          },
        );
      },
      async complete(redirects, signal) {
        const { shown } = run;
        if (!shown) return run.ended('unexpected', new Error('One Tap completed before its prompt was shown.'));
        signal.addEventListener('abort', shown.prompt.cancel, { once: true });
        // The driver is loaded: the prompt on show came from it.
        return (await loadOneTap()).completePrompt({ ...run, shown }, client, redirects, signal);
      },
    },
  };
}
