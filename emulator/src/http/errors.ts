/**
 * The error shape of the wire doc ("Responses"): every non-2xx JSON answer carries
 * `status_code, request_id, error_type, error_message, error_url`; schema errors add one of `body`,
 * `params`, `query` as arrays of `{ keyword, dataPath, schemaPath, message }` (spec §8 builds
 * "[400] Request does not match expected schema" from them).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Every error type the emulator answers with, its status and a default message. Listed at `/_emulator/errors`. */
export const ERROR_CATALOGUE = {
  bad_request: [400, 'The request could not be understood.'],
  invalid_json: [400, 'The request body is not valid JSON.'],
  unsupported_content_type: [415, 'Send request bodies as application/json.'],
  request_too_large: [413, 'The request body is larger than the emulator accepts (1 MiB).'],
  route_not_found: [404, 'No API route matches this method and path.'],
  unauthorized_credentials: [401, 'The public token or credentials in the Authorization header are not valid for this project.'],
  session_not_found: [401, 'The session could not be found: it expired, was revoked or never existed.'],
  user_unauthenticated: [401, 'This call needs an active session; none was sent.'],
  origin_not_allowed: [403, 'This origin is not in the project\'s allowed origins.'],
  invalid_email: [400, 'The email address is not valid.'],
  invalid_phone_number: [400, 'The phone number must be in E.164 format, for example +15555550123.'],
  invalid_metadata: [400, 'untrusted_metadata must be a JSON object of at most 4096 bytes.'],
  user_not_found: [404, 'The user could not be found.'],
  email_not_found: [404, 'No user has this email address.'],
  phone_number_not_found: [404, 'No user has this phone number.'],
  duplicate_email: [400, 'This email address already belongs to another user.'],
  duplicate_phone_number: [400, 'This phone number already belongs to another user.'],
  redirect_url_not_allowed: [400, 'The redirect URL is not in the project\'s allowed redirect URLs.'],
  unable_to_auth_magic_link: [401, 'The magic link could not be authenticated.'],
  pkce_mismatch: [400, 'The code_verifier does not match the code_challenge this token was issued with (pkce).'],
  missing_code_challenge: [400, 'This project requires PKCE (pkce): send a code_challenge.'],
  otp_code_not_found: [404, 'No active passcode exists for this method_id: it expired, was used, was replaced by a newer code or had too many wrong attempts.'],
  unable_to_auth_otp_code: [401, 'The passcode is incorrect.'],
  weak_password: [400, 'The password is too weak for the project\'s password policy.'],
  breached_password: [400, 'This password appears in a list of passwords leaked in data breaches. Choose another one.'],
  reset_password: [400, 'This user\'s password must be reset before it can be used to log in.'],
  password_not_found: [404, 'This user has no password.'],
  totp_not_found: [404, 'The TOTP registration could not be found for this user.'],
  crypto_wallet_not_found: [404, 'The crypto wallet could not be found for this user.'],
  oauth_user_registration_not_found: [404, 'The OAuth registration could not be found for this user.'],
  webauthn_registration_not_found: [404, 'The WebAuthn registration could not be found for this user.'],
  biometric_registration_not_found: [404, 'The biometric registration could not be found for this user.'],
  too_many_requests: [429, 'Too many requests.'],
  internal_server_error: [500, 'The emulator hit an unexpected error. Its log has the details.'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorType = keyof typeof ERROR_CATALOGUE;

export interface SchemaIssue {
  keyword: string;
  dataPath: string;
  schemaPath: string;
  message: string;
}

export interface ErrorBody {
  status_code: number;
  request_id: string;
  error_type: string;
  error_message: string;
  error_url: string;
  error_details?: unknown;
  body?: SchemaIssue[];
  params?: SchemaIssue[];
  query?: SchemaIssue[];
}

/** Thrown by handlers and hooks; the error handler renders it. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errorType: string;
  readonly extra: Partial<Pick<ErrorBody, 'body' | 'params' | 'query' | 'error_details'>>;

  constructor(errorType: string, statusCode: number, message: string, extra: ApiError['extra'] = {}) {
    super(message);
    this.name = 'ApiError';
    this.errorType = errorType;
    this.statusCode = statusCode;
    this.extra = extra;
  }
}

/** `apiError('email_not_found')`, optionally with a more specific message. */
export function apiError(type: ErrorType, message?: string, extra?: ApiError['extra']): ApiError {
  const [status, defaultMessage] = ERROR_CATALOGUE[type];
  return new ApiError(type, status, message ?? defaultMessage, extra);
}

/** Where an error is documented: the emulator's own catalogue page, `…/errors/{status}#{error_type}` (wire doc). */
export function errorUrl(request: FastifyRequest, status: number, type: string): string {
  return `${baseUrlOf(request)}/_emulator/errors/${status}#${encodeURIComponent(type)}`;
}

export function baseUrlOf(request: FastifyRequest): string {
  // `request.host` is the Host header (with port); fall back to the socket when a client sends none.
  const host = request.host || `localhost:${request.socket.localPort ?? ''}`;
  return `${request.protocol}://${host}`;
}

export function errorBody(request: FastifyRequest, error: ApiError): ErrorBody {
  return {
    status_code: error.statusCode,
    request_id: request.id,
    error_type: error.errorType,
    error_message: error.message,
    error_url: errorUrl(request, error.statusCode, error.errorType),
    ...error.extra,
  };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(errorBody(request, error));
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
