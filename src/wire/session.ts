/**
 * The session JWT's contract and the cookies the client keeps a session in (wire doc "Cookies and storage"):
 * the emulator signs to it (`emulator/src/sessions/keys.ts`), the client writes the cookies and
 * `gatehouse-auth/server` reads them and checks the JWT. Written once here, so the three cannot drift apart.
 */
import type { AuthenticationFactor } from './index.js';

/** The claim the provider keeps the session in, laid out like the provider's so backend code ports over. */
export const SESSION_CLAIM = 'https://stytch.com/session';

/**
 * Claims a session JWT's project may not set: the registered ones (RFC 7519 §4.1) and the provider's own
 * namespace, where the session claim lives. Every other claim is one of the project's custom claims (the
 * backend API's `session_custom_claims`, issue 37), which the provider's Node SDK and `gatehouse-auth/server`
 * both return as such.
 */
export const REGISTERED_CLAIMS: readonly string[] = ['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti', SESSION_CLAIM];
export const RESERVED_CLAIM_PREFIX = 'https://stytch.com/';

/**
 * The session a valid JWT describes: what `gatehouse-auth/server` answers, and what `GatehouseProvider`'s
 * `initialSession` takes from it for the server's render (issue 38).
 */
export interface SessionClaims {
  sessionId: string;
  userId: string;
  /** How the user proved who they are in this session, most recent time per factor. */
  authenticationFactors: AuthenticationFactor[];
  startedAt: Date;
  lastAccessedAt: Date;
  /** When the session itself ends (not the JWT). */
  expiresAt: Date;
  /** When this JWT stops being accepted (≤ `SESSION_JWT_LIFETIME_SECONDS` after it was issued). */
  jwtExpiresAt: Date;
  roles: string[];
  /** The project's custom claims (set by its server, `sessions.authenticate`): every claim besides the registered ones and the session. */
  customClaims: Record<string, unknown>;
}

/** The session JWT's `iss`: the project it was issued by. */
export const sessionIssuer = (projectId: string): string => `stytch.com/${projectId}`;

/** How long a session JWT lives (the provider's 5 minutes), never past the session itself. */
export const SESSION_JWT_LIFETIME_SECONDS = 300;

/**
 * Where a project's public keys are published, below the API's base (`project` goes in as given: the server
 * encodes an id, the emulator's route passes its `:project_id` parameter).
 */
export const jwksPath = (project: string): string => `/v1/sessions/jwks/${project}`;

/** Cookie names (spec §9, wire doc); each is an option of the client, and of the server's check. */
export const SESSION_COOKIE = 'stytch_session';
export const SESSION_JWT_COOKIE = 'stytch_session_jwt';
export const IST_COOKIE = 'stytch_intermediate_session_token';

/** The intermediate session token cookie's lifetime (spec §9: 10 minutes). */
export const IST_LIFETIME_MS = 10 * 60 * 1000;
