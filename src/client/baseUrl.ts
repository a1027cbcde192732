import { DEFAULT_LIVE_BASE_URL, DEFAULT_TEST_BASE_URL } from './constants.js';
import type { ClientOptions } from './options.js';

/** Whether `publicToken` is a token of this kind (`'test-'`, `'live-'`, or `''` for any public token). */
const isToken = (publicToken: string, kind: '' | 'test-' | 'live-'): boolean =>
  typeof publicToken === 'string' && publicToken.startsWith(`public-token-${kind}`);

/** Whether `publicToken` is a test project's (`public-token-test-…`): its calls go to the test API. */
export const isTestToken = (publicToken: string): boolean => isToken(publicToken, 'test-');

/**
 * Where the calls of a client for `publicToken` go, without a trailing slash (spec §7: the test base for
 * test tokens only, unless `customBaseUrl`), telling the developer on the console when the token or the
 * options look wrong.
 */
export function baseUrlOf(publicToken: string, options: ClientOptions): string {
  if (!isToken(publicToken, '')) {
    // Spec §5: a warning only — the server is the judge of the token.
    console.warn(`The public token '${publicToken}' does not look right: public tokens start with 'public-token-'.`);
  }
  const testMode = isTestToken(publicToken);
  const baseUrl = (
    options.customBaseUrl ?? (testMode ? (options.testBaseUrl ?? DEFAULT_TEST_BASE_URL) : (options.liveBaseUrl ?? DEFAULT_LIVE_BASE_URL))
  ).replace(/\/+$/, '');
  // A token of neither kind (a placeholder, a secret pasted by mistake) with `testBaseUrl` set sends every
  // call to the live API instead of the emulator the developer meant: say so (issue 22). A live token with
  // `testBaseUrl` is a deliberate set-up and stays quiet.
  if (options.testBaseUrl !== undefined && !testMode && !isToken(publicToken, 'live-') && !options.customBaseUrl) {
    console.warn(
      `Gatehouse: testBaseUrl (${options.testBaseUrl}) is ignored, because it applies only to test public tokens ('public-token-test-…') and '${publicToken}' is not one: requests go to ${baseUrl}. Use the project's test public token (the emulator's is printed when it starts).`,
    );
  }
  return baseUrl;
}
