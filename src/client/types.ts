/**
 * The client's own shapes. Wire payloads (User, Session, responses) come from `src/wire`.
 */
import type { Session, User } from '../wire/index.js';

/**
 * A factor a sign-in still has to pass before it is complete (step-up). `totp`: a code from the user's
 * authenticator app or one of their recovery codes — passed once the session's `authentication_factors`
 * hold an `authenticator_app` or `recovery_code` factor.
 */
export type PendingFactor = 'totp';

/**
 * Decides which further factors a sign-in needs, from the session and user an authentication answered
 * with. Registered with `client.session.requireFactors()` (the widget registers one when its config asks
 * for TOTP step-up); factors the session already holds are not pending whatever it returns.
 */
export type FactorPolicy = (signIn: { session: Session; user: User }) => readonly PendingFactor[];

/** The signed-in state the client keeps and shares across tabs. */
export interface SessionState {
  session: Session;
  user: User;
  /**
   * Factors the sign-in still awaits (a password sign-in whose TOTP step is not done yet). While any is
   * listed the session exists — the second factor's calls need it and a reload resumes it — but it is not a
   * complete sign-in: `client.session.getInfo().signedIn` is false. Left out when none is pending, and
   * persisted with the state so a reload (and the other tabs) know it too.
   */
  pendingFactors?: PendingFactor[];
}

/** What `client.session.getInfo()` and the second argument of `client.session.onChange` tell. */
export interface SessionInfo {
  /** The cached session, which exists while a step-up is pending too. */
  session: Session | null;
  /** Whether the cached state still awaits confirmation by the server (loaded from storage). */
  fromCache: boolean;
  /** Factors the sign-in still awaits; empty when none (see {@link SessionState.pendingFactors}). */
  pendingFactors: PendingFactor[];
  /**
   * A complete sign-in: a session exists and no factor is pending. Read this, not `session !== null`, to
   * show a signed-in state; a server must still check the session's `authentication_factors` itself.
   */
  signedIn: boolean;
}

export interface SessionTokens {
  session_token: string;
  session_jwt: string;
}

/** Bootstrap config, mapped to the camelCase names of spec §3 "Bootstrap config". */
export interface BootstrapData {
  projectName: string | null;
  displayWatermark: boolean;
  cnameDomain: string | null;
  emailDomains: string[];
  captchaSettings: { enabled: boolean; siteKey?: string };
  pkceRequiredForEmailMagicLinks: boolean;
  pkceRequiredForPasswordResets: boolean;
  pkceRequiredForOAuth: boolean;
  pkceRequiredForSso: boolean;
  slugPattern: string | null;
  createOrganizationEnabled: boolean;
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number } | null;
  runDFPProtectedAuth: boolean;
  dfpProtectedAuthMode?: 'OBSERVATION' | 'DECISIONING';
  rbacPolicy: unknown;
  siweRequiredForCryptoWallets: boolean;
}
