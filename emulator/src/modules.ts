/**
 * Every route module, in registration order: the SDK API by domain, the backend API, then the emulator's own pages and
 * test controls. A new domain adds its module here and its tables to store/migrations.ts.
 */
import { bootstrapRoutes } from './bootstrap/routes.ts';
import { controlRoutes } from './controls/routes.ts';
import { cryptoWalletRoutes } from './cryptoWallets/routes.ts';
import { eventRoutes } from './events/routes.ts';
import { homeRoutes } from './http/home.ts';
import type { RouteModule } from './http/routes.ts';
import { inviteRoutes } from './magicLinks/invite.ts';
import { magicLinkRoutes } from './magicLinks/routes.ts';
import { oauthControlRoutes } from './oauth/controls.ts';
import { oneTapRoutes } from './oauth/oneTapRoutes.ts';
import { oauthPageRoutes } from './oauth/pages.ts';
import { oauthRoutes } from './oauth/routes.ts';
import { organizationRoutes } from './organizations/routes.ts';
import { otpRoutes } from './otps/routes.ts';
import { inboxRoutes } from './outbox/inbox.ts';
import { passwordRoutes } from './passwords/routes.ts';
import { jwksRoutes } from './sessions/jwks.ts';
import { backendSessionRoutes } from './sessions/backend.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { totpRoutes } from './totps/routes.ts';
import { backendUserRoutes } from './users/backend.ts';
import { userRoutes } from './users/routes.ts';
import { webauthnRoutes } from './webauthn/routes.ts';

export const routeModules: RouteModule[] = [
  bootstrapRoutes,
  userRoutes,
  sessionRoutes,
  jwksRoutes,
  magicLinkRoutes,
  otpRoutes,
  passwordRoutes,
  oauthRoutes,
  oauthPageRoutes,
  oneTapRoutes,
  webauthnRoutes,
  totpRoutes,
  cryptoWalletRoutes,
  organizationRoutes,
  eventRoutes,
  // The backend API (issue 37): a host's server, with the project's secret.
  backendSessionRoutes,
  backendUserRoutes,
  inviteRoutes,
  controlRoutes,
  oauthControlRoutes,
  inboxRoutes,
  homeRoutes,
];

export type { RouteModule };
