/**
 * The client's error family (spec §8). Every error the client throws is a `GatehouseError`, so a screen can
 * catch one class and show `error_message` for provider API errors and `message` for everything else.
 *
 * One name per class: an error's `name` is its class's name (`APIError`, `APISchemaError`,
 * `APIUnreachableError`, `NetworkError`, `UsageError`, `InternalError`), as spec §8's named errors are
 * (`MissingPKCEError`, `NoCurrentSessionError`, …), so `error.name` and `instanceof` tell the same story.
 * Names are written out rather than read from the constructor: minifiers rename classes.
 */

import { type APIErrorBody, type APIErrorType, type SchemaErrorBody, type SchemaIssue, SESSION_ENDING_ERROR_TYPES } from '../wire/index.js';

/** Base class of every error thrown by the client. `name` identifies the kind. */
export class GatehouseError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/** Spec §8: "Server-side rendering gives an error saying the client is not compatible with it." */
const SSR_ERROR_MESSAGE = 'The Gatehouse client is not compatible with server-side rendering. Create it in the browser, e.g. in an effect.';

/** What every call of a client created on a server rejects with. */
export function ssrError(): GatehouseError {
  return new GatehouseError('SSRError', SSR_ERROR_MESSAGE);
}

/**
 * A well-formed JSON error from the API (spec §8): carries `status_code, error_type, error_message,
 * error_url, request_id`. Screens show `error_message`.
 */
export class APIError extends GatehouseError {
  status_code: number;
  /** A type of the catalogue, or one the emulator does not know (a newer provider API's). */
  error_type: APIErrorType;
  error_message: string;
  error_url: string;
  request_id?: string;
  error_details?: unknown;
  /** A rate limit's wait in seconds, from the answer's `Retry-After` header (a 429 `too_many_requests`). */
  retry_after?: number;

  constructor(body: APIErrorBody) {
    const { status_code, error_type, error_message, error_url, request_id, error_details } = body;
    super(
      'APIError',
      `[${status_code}] ${error_type}\n${error_message}\nSee ${error_url} for more information.\n` +
        (request_id ? `request_id: ${request_id}\n` : ''),
    );
    this.status_code = status_code;
    this.error_type = error_type;
    this.error_message = error_message;
    this.error_url = error_url;
    this.request_id = request_id;
    this.error_details = error_details;
  }
}

/**
 * The API rejected the request's shape (spec §8): the body carries `body`, `params` or `query` issue lists.
 * Message: `[400] Request does not match expected schema` followed by one `path: message` line each.
 */
export class APISchemaError extends GatehouseError {
  issues: SchemaIssue[];

  constructor(body: Pick<SchemaErrorBody, 'body' | 'params' | 'query'>) {
    const issues = [...(body.body ?? []), ...(body.params ?? []), ...(body.query ?? [])];
    super(
      'APISchemaError',
      ['[400] Request does not match expected schema', ...issues.map((i) => `${i.dataPath}: ${i.message}`)].join('\n'),
    );
    this.issues = issues;
  }
}

/**
 * The API could not be reached, or answered with something the client cannot read (spec §8):
 * 'Unable to contact our servers.', 'Invalid JSON response from our servers.',
 * 'Invalid or no response from server'.
 */
export class APIUnreachableError extends GatehouseError {
  constructor(message: string, name = 'APIUnreachableError') {
    super(name, message);
  }
}

/** `fetch` itself failed (offline, DNS, CORS): 'Unable to contact our servers.' */
export class NetworkError extends APIUnreachableError {
  constructor() {
    super('Unable to contact our servers.', 'NetworkError');
  }
}

/**
 * Which of spec §8's two unreadable answers an {@link InvalidResponseError} is: a success whose body is not JSON,
 * or an error answer without a readable body. A widget says either in its own language by this code, not by
 * the English message.
 */
export type InvalidResponseCode = 'invalid_json' | 'invalid_response';

/** A response body that could not be parsed. */
export class InvalidResponseError extends APIUnreachableError {
  code: InvalidResponseCode;

  constructor(code: InvalidResponseCode, message: string) {
    super(message, 'InvalidResponseError');
    this.code = code;
  }
}

/** A call with arguments of the wrong type (spec §5): 'Invalid call to {method}' plus one line per field. */
export class UsageError extends GatehouseError {
  constructor(method: string, problems: string[]) {
    super('UsageError', [`Invalid call to ${method}`, ...problems].join('\n'));
  }
}

/** A named error raised by the client itself (spec §8 "SDK error names"; the whole list is in sdkErrors.ts). */
export class SDKError extends GatehouseError {}

/**
 * Spec §8: MissingPKCE, 'Make sure this flow is completed on the same device on which it was started.' The one
 * named error the sign-in calls throw themselves; the others, and `toSDKError`, live in sdkErrors.ts, outside
 * the first bundle of a page that never meets them.
 */
export class MissingPKCEError extends SDKError {
  constructor() {
    super('MissingPKCEError', 'Make sure this flow is completed on the same device on which it was started.');
  }
}

/** Whether `error` is an API error whose type ends the local session. */
export const isSessionEndingError = (error: unknown): boolean =>
  error instanceof APIError && (SESSION_ENDING_ERROR_TYPES as readonly string[]).includes(error.error_type);
