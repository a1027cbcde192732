/**
 * The provider's backend API (issue 37): what a host's server sends with the official Node SDK (`stytch`
 * 14.2.0, its `types/lib/b2c/*.d.ts` are the shapes) and the emulator serves under `/v1`. Paths, request
 * shapes, the search filters and the project secret's form, written once: the emulator's routes make their
 * schemas from these shapes (`emulator/src/http/schemas.ts` `schemaOf`). Never sent from a browser: the
 * widget and the client import nothing of this.
 */
import { boolean, integer, optional, record, shape, string, stringArray } from './fields.js';
import { EMAIL, PHONE_NUMBER, SESSION_DURATION_MINUTES, USER_NAME, nonEmpty, text } from './requests.js';

/** A project secret's form: `secret-test-…` or `secret-live-…`, as the provider's dashboard issues them. */
export const SECRET_PREFIX = { test: 'secret-test-', live: 'secret-live-' } as const;

/** The SDK's paths (`stytch` 14.2.0 `dist/b2c/*.js`), below the base its `env` names. */
export const BACKEND_PATHS = {
  sessionsAuthenticate: '/v1/sessions/authenticate',
  sessions: '/v1/sessions',
  sessionsRevoke: '/v1/sessions/revoke',
  users: '/v1/users',
  user: '/v1/users/:user_id',
  usersSearch: '/v1/users/search',
  magicLinkInvite: '/v1/magic_links/email/invite',
} as const;

const SESSION_TOKEN = nonEmpty(256);
/** A session JWT: three base64url parts, bounded (a session with many factors and claims is a few kB). */
const SESSION_JWT = nonEmpty(16384);
/** Metadata and custom claims: a JSON object; its size is bounded by the handler (4 kB, the provider's). */
const METADATA = optional(record(256));
/**
 * A user's own id for the project (users.d.ts `external_id`: "alphanumeric, `.`, `_`, `-`, or `|` characters
 * with a maximum length of 128 characters"), unique in the project.
 */
const EXTERNAL_ID = optional(string({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9._|-]+$' }));
/** The roles assigned to a user explicitly (users.d.ts `roles`); every user has `stytch_user` besides. */
const ROLES = optional(stringArray(nonEmpty(128), 100));
/**
 * Fraud-detection hints about the end user (attribute.d.ts `Attributes`): checked, then not kept, as the
 * provider's User has no field for them.
 */
const ATTRIBUTES = optional(shape({ ip_address: optional(text(64)), user_agent: optional(text(1024)) }));

/** `POST /v1/sessions/authenticate` (sessions.d.ts `SessionsAuthenticateRequest`): one of token or JWT. */
export const BACKEND_SESSION_AUTHENTICATE = {
  session_token: optional(SESSION_TOKEN),
  session_duration_minutes: optional(SESSION_DURATION_MINUTES),
  session_jwt: optional(SESSION_JWT),
  session_custom_claims: METADATA,
};

/** `GET /v1/sessions?user_id=` (`SessionsGetRequest`). */
export const BACKEND_SESSIONS_GET = { user_id: nonEmpty(256) };

/** `POST /v1/sessions/revoke` (`SessionsRevokeRequest`): exactly one of the three. */
export const BACKEND_SESSION_REVOKE = {
  session_id: optional(nonEmpty(256)),
  session_token: optional(SESSION_TOKEN),
  session_jwt: optional(SESSION_JWT),
};

/** `POST /v1/users` (`UsersCreateRequest`): an email or a phone number. */
export const BACKEND_USER_CREATE = {
  email: optional(EMAIL),
  name: USER_NAME,
  phone_number: optional(PHONE_NUMBER),
  create_user_as_pending: optional(boolean),
  trusted_metadata: METADATA,
  untrusted_metadata: METADATA,
  external_id: EXTERNAL_ID,
  roles: ROLES,
  attributes: ATTRIBUTES,
};

/** `PUT /v1/users/{user_id}` (`UsersUpdateRequest`, the user id in the path). */
export const BACKEND_USER_UPDATE = {
  name: USER_NAME,
  trusted_metadata: METADATA,
  untrusted_metadata: METADATA,
  external_id: EXTERNAL_ID,
  roles: ROLES,
  attributes: ATTRIBUTES,
};

/** `POST /v1/users/search` (`UsersSearchRequest`); the query's operands are `SEARCH_FILTERS`. */
export const BACKEND_USER_SEARCH = {
  cursor: optional(text(512)),
  /** The provider's page size: 1 to 1000, 100 when not given. */
  limit: optional(integer({ minimum: 1, maximum: 1000 })),
};

/** `POST /v1/magic_links/email/invite` (magic_links_email.d.ts `MagicLinksEmailInviteRequest`). */
export const BACKEND_MAGIC_LINK_INVITE = {
  email: EMAIL,
  invite_template_id: optional(text(256)),
  name: USER_NAME,
  invite_magic_link_url: optional(string({ minLength: 1, maxLength: 2048 })),
  /** The provider's bounds: 5 minutes to 7 days; its default is one week. */
  invite_expiration_minutes: optional(integer({ minimum: 5, maximum: 10080 })),
  locale: optional(text(35)),
  trusted_metadata: METADATA,
  untrusted_metadata: METADATA,
};

/** The invite link's default lifetime (the provider's: one week). */
export const DEFAULT_INVITE_EXPIRATION_MINUTES = 10080;

/**
 * The search query's filters the emulator serves (users.d.ts `SearchUsersQueryOperand`), by the kind of
 * their `filter_value`. The SDK's other filters (TOTP, WebAuthn, wallets, OAuth and biometric ones) are
 * answered with a 400 that names the ones here.
 */
export const SEARCH_FILTERS = {
  user_id: 'strings',
  email_address: 'strings',
  email_id: 'strings',
  email_verified: 'boolean',
  email_address_fuzzy: 'string',
  phone_number: 'strings',
  phone_id: 'strings',
  phone_verified: 'boolean',
  phone_number_fuzzy: 'string',
  full_name_fuzzy: 'string',
  status: 'status',
  created_at_greater_than: 'time',
  created_at_less_than: 'time',
  created_at_between: 'timeRange',
} as const;

export type SearchFilterName = keyof typeof SEARCH_FILTERS;

/** How many operands a query may have, and values a list operand (the emulator's own bounds). */
export const SEARCH_LIMITS = { operands: 20, values: 100 } as const;

/**
 * Errors only the backend API answers (not in the browser's catalogue, `errorCatalogue.ts`: no widget shows
 * them). `too_many_session_arguments` is named by the SDK (sessions.js: "If both are included, you will
 * receive a `too_many_session_arguments` error"). `session_not_found` is the browser's type with the provider's
 * backend status: its API reference answers a session token or JWT that names no live session with 404
 * `session_not_found` ("Session could not be found.", stytch.com/docs/api/errors/404), where the browser's
 * catalogue keeps 401 (spec §4 ends the browser's session on the type, whatever the status).
 */
export const BACKEND_ERRORS = {
  session_not_found: [404, 'The session could not be found: it expired, was revoked or never existed.'],
  too_many_session_arguments: [400, 'Send exactly one of session_token and session_jwt (or session_id to revoke).'],
  missing_session_arguments: [400, 'Send one of session_token and session_jwt (or session_id to revoke).'],
  invalid_search_query: [400, 'The search query is not valid.'],
  invalid_cursor: [400, 'The cursor is not one this search returned.'],
  missing_email_or_phone_number: [400, 'A user needs an email address or a phone number.'],
  invalid_session_custom_claims: [400, 'session_custom_claims may not set a reserved claim.'],
  // The provider's "External IDs must be unique within the project" (users.d.ts `external_id`).
  duplicate_external_id: [400, 'This external_id already belongs to another user.'],
} as const satisfies Record<string, readonly [number, string]>;

export type BackendErrorType = keyof typeof BACKEND_ERRORS;
