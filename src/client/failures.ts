/**
 * What the transport does with an answer it cannot use (spec §8), apart from transport.ts so a page's first
 * bundle does not carry it (issue 27 deliverable 3): reached through `later.ts`, whose chunk a call made
 * through the client's facades has already loaded, so only the calls made up front (bootstrap, the
 * start-up refresh, revoke) can wait for it, and only when they fail.
 */
import type { APIErrorBody, SchemaErrorBody } from '../wire/index.js';
import { APIError, APISchemaError, InvalidResponseError } from './errors.js';

/**
 * The error an answer above 299 stands for: the API's JSON error (with a rate limit's wait), its schema
 * error, spec §8's 'Invalid or no response from server', or `'captcha'` for the text 'Captcha required',
 * which the transport retries.
 */
export async function readFailure(response: Response): Promise<APIError | APISchemaError | InvalidResponseError | 'captcha'> {
  if (response.headers.get('content-type')?.includes('application/json')) {
    let parsed: Partial<SchemaErrorBody> | null;
    try {
      parsed = await response.json();
    } catch {
      return new InvalidResponseError('Invalid or no response from server');
    }
    if (parsed && ('body' in parsed || 'params' in parsed || 'query' in parsed)) return new APISchemaError(parsed);
    const error = new APIError({ status_code: response.status, ...(parsed as Partial<APIErrorBody>) } as APIErrorBody);
    // The wait a rate limit names in its English text ('Try again in 593 seconds'), as a number the widget
    // can say in any language (issue 24). Delay-seconds only: an HTTP date is not read.
    const retryAfter = Number(response.headers.get('retry-after'));
    if (retryAfter > 0) error.retry_after = retryAfter;
    return error;
  }
  const text = await response.text().catch(() => '');
  // Spec §8 has two texts for an answer the client cannot read; an error without a JSON body (a proxy's
  // 502 page, an empty answer) is the second: 'Invalid or no response from server'.
  return text.includes('Captcha required') ? 'captcha' : new InvalidResponseError('Invalid or no response from server');
}

/**
 * The user sees spec §8's 'Unable to contact our servers.'; the developer gets, on the console, the URL that
 * failed and, for the usual local mix-up, which origin to use (issue 22). The browser tells a script
 * nothing more: a refused connection, a DNS failure and a CORS refusal are the same `TypeError`.
 */
export function reportUnreachable(url: string, pageOrigin: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(
    `Gatehouse: could not reach the API at ${url} (${reason}). Check that it is running at that address and accepts requests from ${pageOrigin}.${loopbackHint(pageOrigin, url)}`,
  );
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

/**
 * A page on `127.0.0.1` calling an API on `localhost`, or the reverse: the same machine, but two sites to the
 * browser, so the API's CORS check (the emulator allows `http://localhost:*` by default) and its cookies do
 * not carry over. Names the origin to use, always `localhost` (the WebAuthn rpID the emulator expects).
 */
function loopbackHint(pageOrigin: string, apiUrl: string): string {
  let page: URL;
  let api: URL;
  try {
    page = new URL(pageOrigin);
    api = new URL(apiUrl);
  } catch {
    return '';
  }
  if (!LOOPBACK_NAMES.includes(page.hostname) || !LOOPBACK_NAMES.includes(api.hostname) || page.hostname === api.hostname) return '';
  const asLocalhost = (url: URL) => {
    const copy = new URL(url.origin);
    copy.hostname = 'localhost';
    return copy.origin;
  };
  return page.hostname === '127.0.0.1'
    ? ` This page is on ${page.origin} but the API on ${api.origin}: browsers treat them as different sites. Open the page at ${asLocalhost(page)} instead.`
    : ` This page is on ${page.origin} but the API on ${api.origin}: browsers treat them as different sites. Point the client at ${asLocalhost(api)} instead (e.g. testBaseUrl: '${asLocalhost(api)}').`;
}
