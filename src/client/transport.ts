import type { AntiAbuseFields } from '../wire/index.js';
import type { Env } from './env.js';
import { REFERRER_POLICY } from './constants.js';
import { base64 } from './env.js';
import { InvalidResponseError, NetworkError } from './errors.js';
import type { SessionStore } from './session/store.js';
import { reportUnreachable } from './unreachable.js';

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
  /** The session whose token the requests carry, and which a session-ending answer ends (failures.ts). */
  store: SessionStore;
  telemetry(): Telemetry;
  /** Tokens for the one retry after 'Captcha required'; `null` when no provider can supply them. */
  captchaRetry(): Promise<AntiAbuseFields | null>;
}

/**
 * The name of the `GatehouseError` the non-JSON 'Captcha required' answer stands for (spec §8, failures.ts
 * builds it, issue 27): retried once with fresh tokens; a second one, or one no provider can answer, is the
 * caller's error.
 */
export const CAPTCHA_REQUIRED = 'CaptchaRequiredError';

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
      if (retriable && error instanceof NetworkError) return this.send<T>(method, path, body);
      // GET and DELETE carry no body, so no token could go with a second try.
      if ((error as Error)?.name === CAPTCHA_REQUIRED && method !== 'GET' && method !== 'DELETE') {
        const tokens = await this.cfg.captchaRetry();
        if (tokens) return this.send<T>(method, path, { ...body, ...tokens });
      }
      throw error;
    }
  }

  /** Whether the API's unreachability was logged since its last answer: one log per outage, not per call. */
  private unreachableReported = false;

  /**
   * One request, not retried. With `sdk` false, a call outside `/sdk/v1` whose answer has no `data` envelope:
   * Google One Tap's start and callback (spec §7 notes "oneTapStart, oneTapSubmit", `{base}/v1/…`), with the
   * same headers and error mapping.
   */
  async send<T>(method: Method, path: string, body?: Body, sdk = true): Promise<T> {
    const { env, publicToken, baseUrl, origin } = this.cfg;
    const sessionToken = this.cfg.store.sessionToken();
    const url = `${baseUrl}${sdk ? '/sdk/v1' : ''}${path}`;
    let response: Response;
    try {
      response = await env.fetch(url, {
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
      if (!this.unreachableReported) {
        this.unreachableReported = true;
        await reportUnreachable(url, origin, error);
      }
      throw new NetworkError();
    }
    this.unreachableReported = false;

    // Spec §7: "Responses with status 299 or lower yield the response's data field."
    if (response.status <= 299) {
      try {
        const json = await response.json();
        return sdk ? (json as { data: T }).data : (json as T);
      } catch {
        throw new InvalidResponseError('invalid_json', 'Invalid JSON response from our servers.');
      }
    }

    // Any other answer is read by failures.ts (spec §8's catalogue), from the chunk of the client's later
    // resources (issue 27: one lazy chunk, not two); one that cannot load leaves the call as unable to reach
    // the servers as the API itself.
    throw await import('./later.js').then(
      (module) => module.readFailure(response, this.cfg.store, sessionToken),
      () => new NetworkError(),
    );
  }
}
