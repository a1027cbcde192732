/**
 * Every route module, in registration order. Part 2 (issue 5: OAuth, passkeys, TOTP, crypto wallets)
 * appends its modules here and its tables as new numbered migrations (db/migrations.ts).
 */
import { bootstrapRoutes } from './bootstrap.ts';
import { controlRoutes } from './controls.ts';
import { cryptoWalletRoutes } from './cryptoWallets.ts';
import { eventRoutes } from './events.ts';
import { inboxRoutes } from './inbox.ts';
import { jwksRoutes } from './jwks.ts';
import { magicLinkRoutes } from './magicLinks.ts';
import { methodControlRoutes } from './methodControls.ts';
import { oauthRoutes } from './oauth.ts';
import { otpRoutes } from './otps.ts';
import { passwordRoutes } from './passwords.ts';
import { sessionRoutes } from './sessions.ts';
import { totpRoutes } from './totps.ts';
import type { RouteModule } from './types.ts';
import { userRoutes } from './users.ts';
import { webauthnRoutes } from './webauthn.ts';

export const routeModules: RouteModule[] = [
  bootstrapRoutes,
  userRoutes,
  sessionRoutes,
  magicLinkRoutes,
  otpRoutes,
  passwordRoutes,
  eventRoutes,
  jwksRoutes,
  controlRoutes,
  inboxRoutes,
  // Part 2 (issue 5): OAuth and One Tap, passkeys, TOTP, crypto wallets, and their test controls.
  oauthRoutes,
  webauthnRoutes,
  totpRoutes,
  cryptoWalletRoutes,
  methodControlRoutes,
];

export type { RouteModule };
