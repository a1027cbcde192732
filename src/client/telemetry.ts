import { SDK_NAME, SDK_VERSION, STORAGE_PREFIX } from './constants.js';
import { type Env, safeGet, safeSet, uuid } from './env.js';
import type { SessionStore } from './session/store.js';
import type { Telemetry } from './transport.js';

/** Temporal's clock, where the browser has it (TypeScript's lib does not declare it yet). */
type WithTemporal = { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * The browser's time zone for the telemetry blob of every request. Temporal reads it in a fraction of a
 * millisecond; a page's first `Intl.DateTimeFormat()` loads its locale's date data first, 15–45 ms measured,
 * and the first request is the bootstrap call `createClient` makes, on the way to Main's first paint (issue 27).
 */
const timeZone = (): string => (globalThis as WithTemporal).Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The telemetry blob of each request and logged event (wire doc): its own event id, the page load's id, the
 * browser's (kept in storage, per project), the signed-in user and session, the page's host and the SDK.
 */
export function telemetryOf(env: Env, publicToken: string, store: SessionStore, hostname: string): () => Telemetry {
  const appSessionId = `app-session-id-${uuid(env.crypto)}`;
  const persistentKey = `${STORAGE_PREFIX}${publicToken}::persistent_id`;
  let persistentId = safeGet(env.storage, persistentKey);
  if (!persistentId) safeSet(env.storage, persistentKey, (persistentId = `persistent-id-${uuid(env.crypto)}`));
  return () => {
    const current = store.getSession();
    return {
      event_id: `event-id-${uuid(env.crypto)}`,
      app_session_id: appSessionId,
      persistent_id: persistentId,
      client_sent_at: new Date(env.clock.now()).toISOString(),
      timezone: timeZone(),
      stytch_user_id: current?.user_id,
      stytch_session_id: current?.session_id,
      app: { identifier: hostname },
      sdk: { identifier: SDK_NAME, version: SDK_VERSION },
    };
  };
}
