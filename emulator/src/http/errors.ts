/**
 * The error shape of the wire doc ("Responses"): every non-2xx JSON answer carries
 * `status_code, request_id, error_type, error_message, error_url`; schema errors add one of `body`,
 * `params`, `query` as arrays of `{ keyword, dataPath, schemaPath, message }` (spec §8 builds
 * "[400] Request does not match expected schema" from them). The error types, statuses and default
 * messages are the wire module's one catalogue (`API_ERRORS`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BACKEND_ERRORS, type BackendErrorType } from '../../../src/wire/backend.ts';
import { API_ERRORS, type KnownAPIErrorType, type SchemaErrorBody, type SchemaIssue } from '../../../src/wire/index.ts';

export { API_ERRORS };
export type { SchemaErrorBody, SchemaIssue };

/**
 * Thrown by handlers, hooks and the verification cores (which stay free of Fastify: they only throw);
 * the app's error handler renders it.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errorType: string;
  readonly extra: Partial<Pick<SchemaErrorBody, 'body' | 'params' | 'query' | 'error_details'>>;
  /** Response headers that go with the error, e.g. `retry-after` on a 429. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(errorType: string, statusCode: number, message: string, extra: ApiError['extra'] = {}, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.errorType = errorType;
    this.statusCode = statusCode;
    this.extra = extra;
    this.headers = headers;
  }
}

/** `apiError('email_not_found')`, optionally with a more specific message, extra body fields and headers. */
export function apiError(type: KnownAPIErrorType, message?: string, extra?: ApiError['extra'], headers?: Record<string, string>): ApiError {
  const [status, defaultMessage] = API_ERRORS[type];
  return new ApiError(type, status, message ?? defaultMessage, extra, headers);
}

/** An error only the backend API answers (issue 37, the wire's `BACKEND_ERRORS`). */
export function backendError(type: BackendErrorType, message?: string): ApiError {
  const [status, defaultMessage] = BACKEND_ERRORS[type];
  return new ApiError(type, status, message ?? defaultMessage);
}

/**
 * Where an error is documented: the emulator's own catalogue page, `{base}/_emulator/errors/{status}#{error_type}`
 * (wire doc). `base` is the emulator's own URL, never the request's Host header: an answer must not echo a
 * name the caller chose.
 */
function errorUrl(base: string, status: number, type: string): string {
  return `${base}/_emulator/errors/${status}#${encodeURIComponent(type)}`;
}

function errorBody(request: FastifyRequest, error: ApiError, base: string): SchemaErrorBody {
  return {
    status_code: error.statusCode,
    request_id: request.id,
    error_type: error.errorType,
    error_message: error.message,
    error_url: errorUrl(base, error.statusCode, error.errorType),
    ...error.extra,
  };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError, base: string): FastifyReply {
  return reply
    .code(error.statusCode)
    .headers(error.headers)
    .type('application/json; charset=utf-8')
    .send(errorBody(request, error, base));
}

/** Ajv's (v8) errors → the wire doc's ajv-6-style entries: `dataPath` is `.field[0].inner`. */
export function toSchemaIssues(
  errors: ReadonlyArray<{ keyword: string; instancePath?: string; schemaPath: string; message?: string; params?: Record<string, unknown> }>,
): SchemaIssue[] {
  // Cap the list: a megabyte of wrong array items must not become a megabyte of error text.
  return errors.slice(0, 20).map((error) => {
    let dataPath = pointerToDataPath(error.instancePath ?? '');
    const missing = error.params?.missingProperty;
    if (error.keyword === 'required' && typeof missing === 'string') dataPath += `.${missing}`;
    const extraProperty = error.params?.additionalProperty;
    if (error.keyword === 'additionalProperties' && typeof extraProperty === 'string') dataPath += `.${extraProperty}`;
    return { keyword: error.keyword, dataPath, schemaPath: error.schemaPath, message: error.message ?? 'is invalid' };
  });
}

function pointerToDataPath(pointer: string): string {
  if (!pointer) return '';
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`))
    .join('');
}
