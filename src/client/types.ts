/**
 * The client's own shapes. Wire payloads (User, Session, responses) come from `src/wire`.
 */
import type { Session, User } from '../wire';

/** The signed-in state the client keeps and shares across tabs. */
export interface SessionState {
  session: Session;
  user: User;
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
