/**
 * The API's error shape and error types (wire doc "Responses", spec §8). Every non-2xx JSON answer is an
 * `APIErrorBody`; schema errors add one of `body`, `params`, `query`. `API_ERRORS` lists every error type
 * the emulator answers with, its status and its default message, in one catalogue: the emulator renders
 * it (and lists it at `/_emulator/errors`), clients can name the types. Type names follow the provider's
 * published error catalogue so a host app's error handling ports over. Imports nothing.
 */

/** One entry of a JSON-schema validation failure (`{ keyword, dataPath, schemaPath, message }`, ajv-6 style). */
export interface SchemaIssue {
  keyword: string;
  dataPath: string;
  schemaPath: string;
  message: string;
}

/** A JSON error answer (wire doc "Responses"). */
export interface APIErrorBody {
  status_code: number;
  request_id: string;
  error_type: APIErrorType;
  error_message: string;
  /** Documentation of the error, `…/errors/{status}#{error_type}`. */
  error_url: string;
  error_details?: unknown;
}

/** A schema error: the request's shape was refused; one issue list per part of the request. */
export interface SchemaErrorBody extends APIErrorBody {
  body?: SchemaIssue[];
  params?: SchemaIssue[];
  query?: SchemaIssue[];
}

/** The error types that end the local session (spec §4, wire doc). */
export const SESSION_ENDING_ERROR_TYPES = [
  'unauthorized_credentials',
  'user_unauthenticated',
  'invalid_secret_authentication',
  'session_not_found',
] as const;

// The catalogue lives in a module of its own so that a bundle takes its messages only where they are used
// (the emulator, the locale chunks), not wherever an error type is named (issue 24: the widget's up-front
// chunk must not grow by the messages).
export { API_ERRORS, type KnownAPIErrorType } from './errorCatalogue.js';
import type { KnownAPIErrorType } from './errorCatalogue.js';

/**
 * The `error_type` of an API error: a type of the catalogue, or any other string the provider's API answers
 * with (its catalogue is larger than the emulator's and grows), so a host's `switch` gets the known names
 * completed without a newer server's type becoming a lie. `string & {}` keeps the known names from
 * collapsing into plain `string` in editors.
 */
export type APIErrorType = KnownAPIErrorType | (string & {});
