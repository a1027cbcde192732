import type { LaterResources } from './later.js';
import type { ClientOptions } from './options.js';
import type { Refresher } from './session/refresher.js';
import type { SessionStore } from './session/store.js';

/**
 * Spec §4's start-up rule and keep-alive of a client's session; returns what stops it. The keep-alive (the
 * refresh timer, the tabs' locks, the backoff) matters only while there is a session to keep: it comes with
 * the later resources (issue 27), at start-up when a session token (or a custom endpoint's HttpOnly cookie)
 * may carry one, which the start-up refresh loads anyway, or when one begins.
 */
export function keepAlive(store: SessionStore, later: () => Promise<LaterResources>, options: ClientOptions): () => void {
  let refresher: Refresher | null = null;
  let stopped = false;
  const start = (startup: boolean) =>
    void later().then(
      (resources) => {
        if (stopped || refresher) return;
        stopWaiting();
        refresher = resources.keepAlive(options, startup);
      },
      // The chunk could not be fetched: the session's next change tries again.
      () => undefined,
    );
  // Spec §4 start-up rule: refresh if a session token exists or a custom endpoint is used; otherwise destroy
  // the session.
  if (store.sessionToken() || options.customBaseUrl) start(true);
  else store.destroySession();
  // Subscribed after the start-up rule, whose sign-out is no session to wait for; `start`'s callback runs
  // asynchronously, so it finds this assigned.
  const stopWaiting = store.subscribe((state) => {
    if (state?.session) start(false);
  });
  return () => {
    stopped = true;
    stopWaiting();
    refresher?.dispose();
  };
}
