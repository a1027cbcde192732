/**
 * What the transport does with an answer it cannot use (spec §8), apart from transport.ts so a page's first
 * bundle does not carry it (issue 27 deliverable 3): reached through `later.ts`, whose chunk a call made
 * through the client's facades has already loaded, so only the calls made up front (bootstrap, the
 * start-up refresh, revoke) can wait for it, and only when they fail.
 */
import type { APIErrorBody, SchemaErrorBody } from '../wire/index.js';
import { APIError, APISchemaError, GatehouseError, InvalidResponseError, isSessionEndingError } from './errors.js';
import type { SessionStore } from './session/store.js';
import { CAPTCHA_REQUIRED } from './transport.js';

/**
 * The error an answer above 299 stands for: the API's JSON error (with a rate limit's wait), its schema
 * error, spec §8's 'Invalid or no response from server', or for the text 'Captcha required' the
 * `CaptchaRequiredError` the transport retries once. An API error of a session-ending type signs the user out
 * (spec §4) — unless the session changed while the request was in flight (another tab signed in anew, so
 * `sessionTokenUsed` is not the store's any more): tabs cannot sign each other out.
 */
export async function readFailure(response: Response, store: SessionStore, sessionTokenUsed: string | null): Promise<GatehouseError> {
  if (response.headers.get('content-type')?.includes('application/json')) {
    let parsed: Partial<SchemaErrorBody> | null;
    try {
      parsed = await response.json();
    } catch {
      return new InvalidResponseError('invalid_response', 'Invalid or no response from server');
    }
    if (parsed && ('body' in parsed || 'params' in parsed || 'query' in parsed)) return new APISchemaError(parsed);
    const error = new APIError({ status_code: response.status, ...(parsed as Partial<APIErrorBody>) } as APIErrorBody);
    // The wait a rate limit names in its English text ('Try again in 593 seconds'), as a number the widget
    // can say in any language (issue 24). Delay-seconds only: an HTTP date is not read.
    const retryAfter = Number(response.headers.get('retry-after'));
    if (retryAfter > 0) error.retry_after = retryAfter;
    if (isSessionEndingError(error) && sessionTokenUsed === store.sessionToken() && (store.getSession() || sessionTokenUsed)) {
      store.destroySession();
    }
    return error;
  }
  const text = await response.text().catch(() => '');
  // Spec §8 has two texts for an answer the client cannot read; an error without a JSON body (a proxy's
  // 502 page, an empty answer) is the second: 'Invalid or no response from server'.
  return text.includes('Captcha required')
    ? new GatehouseError(CAPTCHA_REQUIRED, 'Captcha required')
    : new InvalidResponseError('invalid_response', 'Invalid or no response from server');
}
