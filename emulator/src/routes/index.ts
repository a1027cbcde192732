/**
 * Every route module, in registration order. Part 2 (issue 5: OAuth, passkeys, TOTP, crypto wallets)
 * appends its modules here and its tables as new numbered migrations (db/migrations.ts).
 */
import { bootstrapRoutes } from './bootstrap.ts';
import { controlRoutes } from './controls.ts';
import { eventRoutes } from './events.ts';
import { inboxRoutes } from './inbox.ts';
import { jwksRoutes } from './jwks.ts';
import { magicLinkRoutes } from './magicLinks.ts';
import { otpRoutes } from './otps.ts';
import { passwordRoutes } from './passwords.ts';
import { sessionRoutes } from './sessions.ts';
import type { RouteModule } from './types.ts';
import { userRoutes } from './users.ts';

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
];

export type { RouteModule };
