/**
 * The client's namespaces before the later resources are there (issue 27): a facade per resource of
 * later.ts, built from the outline the resource declares next to its methods (`resources/<name>.outline.ts`).
 * An outline sits in a file of its own rather than in its resource's: a page's first bundle imports it, and
 * a bundler keeps a module in one chunk, so an outline exported by the resource would bring every method of
 * it up front. Each outline is typed by its resource's methods: one added there and not in the outline fails
 * to compile.
 */
import { deferred, type Outline } from './deferred.js';
import type { LaterResources } from './later.js';
import { cryptoWalletsOutline } from './resources/cryptoWallets.outline.js';
import { magicLinksOutline } from './resources/magicLinks.outline.js';
import { oauthOutline } from './resources/oauth.outline.js';
import { otpsOutline } from './resources/otps.outline.js';
import { passwordsOutline } from './resources/passwords.outline.js';
import { sessionCallsOutline } from './resources/sessionCalls.outline.js';
import { totpsOutline } from './resources/totps.outline.js';
import { b2bOutline, userCallsOutline, usersOutline } from './resources/users.outline.js';
import { webauthnOutline } from './resources/webauthn.outline.js';

/** Each deferred resource's outline, by its name in `laterResources()`. */
const OUTLINES = {
  magicLinks: magicLinksOutline,
  otps: otpsOutline,
  passwords: passwordsOutline,
  oauth: oauthOutline,
  cryptoWallets: cryptoWalletsOutline,
  totps: totpsOutline,
  webauthn: webauthnOutline,
  session: sessionCallsOutline,
  user: userCallsOutline,
  users: usersOutline,
  b2b: b2bOutline,
} satisfies { [K in keyof LaterResources]?: Outline<LaterResources[K]> };

/** The facades of the later resources, by name. */
export type Facades = { [K in keyof typeof OUTLINES]: LaterResources[K] };

/**
 * A facade for each resource `load()` builds (deferred.ts), at its name: their methods load the resources on
 * their first call.
 */
export const facades = (load: () => Promise<LaterResources>): Facades => deferred<Facades>(load, [], OUTLINES);
