/**
 * What the flow knows about a failure: the text to show and, for provider API errors, the error type that
 * decides what happens next (spec §8 "Provider API errors show error_message; other errors show the
 * message text"). Plain data, so it can sit in state, go to `onError`, and be written by a fake service.
 */
import { APIError, type InvalidResponseCode, InvalidResponseError } from '../client/index.js';
import type { APIErrorType } from '../wire/index.js';

export interface FlowError {
  /** What the user is shown: the API's `error_message`, else the error's message. */
  message: string;
  /**
   * A configuration error (spec §5): what the widget shows in its language, where `message` stays English
   * for logs (issue 40).
   */
  localizedMessage?: string;
  /** The error's class name, e.g. `APIError`, `NetworkError`, `NotAllowedError`. */
  name: string;
  /** Provider API errors: `error_type`, e.g. `reset_password`, `unauthorized_credentials`. */
  errorType?: APIErrorType;
  /** Provider API errors: the HTTP status. */
  statusCode?: number;
  /** Provider API errors: the request id, for support. */
  requestId?: string;
  /** Provider API errors: the documentation link of the error. */
  errorUrl?: string;
  /** A rate limit's wait in seconds (the answer's `Retry-After`), for its text in other languages. */
  retryAfter?: number;
  /**
   * Provider API errors: why, when the answer says (`error_details.reason`, e.g. `expired` for a passcode
   * that timed out, where the error type `otp_code_not_found` covers expired, used and disabled codes alike).
   */
  reason?: string;
  /** An unreadable answer: which of spec §8's two it was, so its text is found by code, not by the English message. */
  code?: InvalidResponseCode;
}

/** `error_details.reason` when the details are an object with a string reason. */
function reasonOf(details: unknown): string | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const reason = (details as { reason?: unknown }).reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** Maps anything an effect threw onto a {@link FlowError}. */
export function toFlowError(error: unknown): FlowError {
  if (error instanceof APIError) {
    return {
      message: error.error_message,
      name: error.name,
      errorType: error.error_type,
      statusCode: error.status_code,
      requestId: error.request_id,
      errorUrl: error.error_url,
      ...(error.retry_after !== undefined && { retryAfter: error.retry_after }),
      ...(reasonOf(error.error_details) ? { reason: reasonOf(error.error_details) } : {}),
    };
  }
  // The client's InternalError stands for an error it does not know (a browser's WebAuthn DOMException): the
  // flow tells those apart by the wrapped error's name (spec §8 InvalidStateError → "already registered").
  if (error instanceof Error && error.name === 'InternalError' && error.cause instanceof Error) {
    return { message: error.message, name: error.cause.name };
  }
  if (error instanceof InvalidResponseError) return { message: error.message, name: error.name, code: error.code };
  if (error instanceof Error) return { message: error.message, name: error.name };
  // Fake services (stories, tests) may reject with a FlowError directly.
  if (isFlowError(error)) return error;
  return { message: String(error), name: 'Error' };
}

function isFlowError(value: unknown): value is FlowError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FlowError).message === 'string' &&
    typeof (value as FlowError).name === 'string'
  );
}
