import type { AntiAbuseFields, APIErrorBody, SchemaErrorBody } from '../wire/index.js';
import type { Env } from './env.js';
import { REFERRER_POLICY } from './constants.js';
import { base64 } from './env.js';
import { APIError, APISchemaError, GatehouseError, InvalidResponseError, NetworkError } from './errors.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Body = object;

/** The telemetry blob sent as `X-SDK-Client` and with every logged event (wire doc). */
export interface Telemetry {
  event_id: string;
  app_session_id: string;
  persistent_id: string;
  client_sent_at: string;
  timezone: string;
  stytch_user_id?: string;
  stytch_session_id?: string;
  app: { identifier: string };
  sdk: { identifier: string; version: string };
}

export interface TransportConfig {
  env: Env;
  publicToken: string;
  /** `{base}` of `{base}/sdk/v1{path}`. */
  baseUrl: string;
  /** `location.origin`, sent as `X-SDK-Parent-Host`. */
  origin: string;
  sessionToken(): string | null;
  telemetry(): Telemetry;
  /** Tokens for the one retry after 'Captcha required'; `null` when no provider can supply them. */
  captchaRetry(): Promise<AntiAbuseFields | null>;
  /** Called with every API error and the session token the failed request carried. */
  onAPIError(error: APIError, sessionTokenUsed: string | null): void;
}

/** Signals the non-JSON 'Captcha required' answer (spec §8); turned into a retry or a `GatehouseError`. */
class CaptchaRequired extends Error {}

/**
 * Talks to `{base}/sdk/v1{path}` (spec §7): Basic authorization from the public token and the session token
 * (or the public token alone), telemetry and parent-origin headers, cookies included, the `data` envelope
 * unwrapped and every failure mapped to the error catalogue of spec §8.
 */
export class Transport {
  constructor(private cfg: TransportConfig) {}

  /**
   * One API call. A 'Captcha required' answer is retried once with a fresh captcha token and DFP telemetry id,
   * whatever the call (spec §8: "A text body containing 'Captcha required' triggers a retry"). With
   * `retriable`, a network failure is retried once too (spec §7 "retriable fetch"): only for calls that may
   * safely reach the server twice, not those spending a one-time token.
   */
  async request<T>(method: Method, path: string, body?: Body, retriable = false): Promise<T> {
    try {
      return await this.send<T>(method, path, body);
    } catch (error) {
      if (retriable && error instanceof NetworkError) return this.retry<T>(method, path, body);
      // GET and DELETE carry no body, so no token could go with a second try.
      if (error instanceof CaptchaRequired && method !== 'GET' && method !== 'DELETE') {
        const tokens = await this.cfg.captchaRetry();
        if (tokens) return this.retry<T>(method, path, { ...body, ...tokens });
      }
      throw this.final(error);
    }
  }

  private retry<T>(method: Method, path: string, body?: Body): Promise<T> {
    return this.send<T>(method, path, body).catch((e: unknown) => Promise.reject(this.final(e)));
  }

  /**
   * A call outside `/sdk/v1` whose answer has no `data` envelope: Google One Tap's start and callback
   * (spec §7 notes "oneTapStart, oneTapSubmit", `{base}/v1/…`). Same headers and error mapping.
   */
  async requestPublic<T>(method: Method, path: string, body?: Body): Promise<T> {
    try {
      return await this.send<T>(method, path, body, false);
    } catch (error) {
      throw this.final(error);
    }
  }

  /** Whether the API's unreachability was logged since its last answer: one log per outage, not per call. */
  private unreachableReported = false;

  /**
   * The user sees spec §8's 'Unable to contact our servers.'; the developer gets, on the console, the URL that
   * failed and, for the usual local mix-up, which origin to use (issue 22). The browser tells a script
   * nothing more: a refused connection, a DNS failure and a CORS refusal are the same `TypeError`.
   */
  private reportUnreachable(url: string, error: unknown): void {
    if (this.unreachableReported) return;
    this.unreachableReported = true;
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `Gatehouse: could not reach the API at ${url} (${reason}). Check that it is running at that address and accepts requests from ${this.cfg.origin}.${loopbackHint(this.cfg.origin, url)}`,
    );
  }

  private final(error: unknown): unknown {
    return error instanceof CaptchaRequired ? new GatehouseError('CaptchaRequiredError', 'Captcha required') : error;
  }

  private async send<T>(method: Method, path: string, body?: Body, sdk = true): Promise<T> {
    const { env, publicToken, baseUrl, origin } = this.cfg;
    const sessionToken = this.cfg.sessionToken();
    let response: Response;
    try {
      response = await env.fetch(`${baseUrl}${sdk ? '/sdk/v1' : ''}${path}`, {
        method,
        credentials: 'include',
        // Issue 26: the page's address may carry a link's token (`?token=…`) while the widget reads it; the API
        // learns the page from X-SDK-Parent-Host, so a Referer is sent with the origin only, whatever the
        // host's own Referrer-Policy says.
        referrerPolicy: REFERRER_POLICY,
        headers: {
          Authorization: `Basic ${base64(`${publicToken}:${sessionToken || publicToken}`)}`,
          'Content-Type': 'application/json',
          'X-SDK-Client': base64(JSON.stringify(this.cfg.telemetry())),
          'X-SDK-Parent-Host': origin,
        },
        body: body && method !== 'GET' && method !== 'DELETE' ? JSON.stringify(body) : undefined,
      });
    } catch (error) {
      // An abort is the caller's decision, not a connectivity problem; a client on a server has no network at all.
      if ((error as Error)?.name === 'AbortError' || (error as Error)?.name === 'SSRError') throw error;
      this.reportUnreachable(`${baseUrl}${sdk ? '/sdk/v1' : ''}${path}`, error);
      throw new NetworkError();
    }
    this.unreachableReported = false;

    // Spec §7: "Responses with status 299 or lower yield the response's data field."
    if (response.status <= 299) {
      try {
        const json = await response.json();
        return sdk ? (json as { data: T }).data : (json as T);
      } catch {
        throw new InvalidResponseError('Invalid JSON response from our servers.');
      }
    }

    if (response.headers.get('content-type')?.includes('application/json')) {
      let parsed: Partial<SchemaErrorBody> | null;
      try {
        parsed = await response.json();
      } catch {
        throw new InvalidResponseError('Invalid or no response from server');
      }
      if (parsed && ('body' in parsed || 'params' in parsed || 'query' in parsed)) throw new APISchemaError(parsed);
      const error = new APIError({ status_code: response.status, ...(parsed as Partial<APIErrorBody>) } as APIErrorBody);
      // The wait a rate limit names in its English text ('Try again in 593 seconds'), as a number the widget
      // can say in any language (issue 24). Delay-seconds only: an HTTP date is not read.
      const retryAfter = Number(response.headers.get('retry-after'));
      if (retryAfter > 0) error.retry_after = retryAfter;
      this.cfg.onAPIError(error, sessionToken);
      throw error;
    }

    const text = await response.text().catch(() => '');
    if (text.includes('Captcha required')) throw new CaptchaRequired();
    // Spec §8 has two texts for an answer the client cannot read; an error without a JSON body (a proxy's
    // 502 page, an empty answer) is the second: 'Invalid or no response from server'.
    throw new InvalidResponseError('Invalid or no response from server');
  }
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
