/**
 * The client's resources beyond the cached session and user (issue 27 deliverable 3): every sign-in
 * method's calls, the session's and the user's, the PKCE verifiers they keep, and the reading of a failed
 * answer (failures.ts). One chunk, loaded by the first call of any of
 * their methods (`createClient` gives the caller facades with the same methods, `deferred.ts`), so a page's
 * first bundle carries only what runs at `createClient`: the transport, the session, bootstrap and events.
 */
import type { AntiAbuseFields } from '../wire/index.js';
import { REFRESH_INTERVAL_MS } from './constants.js';
import type { ClientCore, Core } from './core.js';
import type { ClientOptions } from './options.js';
import { PKCEStore } from './pkceStore.js';
import { cryptoWallets } from './resources/cryptoWallets.js';
import { magicLinks, sendMagicLink } from './resources/magicLinks.js';
import { oauth } from './resources/oauth.js';
import { otps, sendPasscode } from './resources/otps.js';
import { passwords } from './resources/passwords.js';
import { sessionCalls } from './resources/sessionCalls.js';
import { totps } from './resources/totps.js';
import { b2b, userCalls, users } from './resources/users.js';
import { Refresher } from './session/refresher.js';
import { webauthn } from './resources/webauthn.js';

/** Builds the resources for one client's core (once per client). */
export function laterResources(base: ClientCore) {
  const core: Core = { ...base, pkce: new PKCEStore(base.env.storage, base.env.crypto, base.publicToken, base.env.clock) };
  const session = sessionCalls(core);
  return {
    magicLinks: magicLinks(core),
    otps: otps(core),
    passwords: passwords(core),
    oauth: oauth(core),
    cryptoWallets: cryptoWallets(core),
    totps: totps(core),
    session,
    webauthn: webauthn(core),
    user: userCalls(core),
    users: users(core),
    b2b: b2b(core),
    /**
     * Spec §4's keep-alive of the session, built once there is a session to keep (keepAlive.ts): a
     * `session.authenticate()` every `refreshIntervalMs`, one tab at a time per project; at start-up, with
     * the start-up refresh.
     */
    keepAlive(options: ClientOptions, startup: boolean): Refresher {
      const refresher = new Refresher(
        base.store,
        base.env,
        () => session.authenticate(),
        options.refreshIntervalMs ?? REFRESH_INTERVAL_MS,
        `gatehouse:refresh:${base.publicToken}`,
      );
      if (startup) refresher.start(!!options.customBaseUrl);
      return refresher;
    },
    /** The tokens for the transport's one retry after 'Captcha required' (spec §8); `null` with no provider to ask. */
    async captchaTokens(): Promise<AntiAbuseFields | null> {
      if (!base.captcha && !base.dfp) return null;
      const config = await base.bootstrap.getAsync();
      return {
        captcha_token: await base.captcha?.getToken(config.captchaSettings.siteKey).catch(() => undefined),
        dfp_telemetry_id: await base.dfp?.getTelemetryId().catch(() => undefined),
      };
    },
    // The widget's sends (client internals).
    sendMagicLink: sendMagicLink(core),
    sendPasscode: sendPasscode(core),
  };
}

export type LaterResources = ReturnType<typeof laterResources>;
export { readFailure } from './failures.js';
export { loopbackHint } from './loopbackHint.js';
