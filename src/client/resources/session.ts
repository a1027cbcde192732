import type { ClientCore } from '../core.js';
import type { Session } from '../../wire/index.js';
import type { FactorPolicy, SessionInfo, SessionState, SessionTokens } from '../types.js';
import { UsageError } from '../errors.js';

/**
 * `client.session` (spec §4/§7): what answers at once, built with the client. Its calls (`sessionCalls`)
 * come with the other resources, on the first call of one (issue 27).
 */
export function session(core: ClientCore) {
  const { store } = core;

  const info = (): SessionInfo => {
    const pendingFactors = store.getPendingFactors();
    const current = store.getSession();
    return { session: current, fromCache: store.fromCache, pendingFactors, signedIn: !!current && pendingFactors.length === 0 };
  };

  return {
    /**
     * The cached session, without a request. It exists from the first factor on: while a step-up is
     * pending it is not a complete sign-in (see `getInfo().signedIn`).
     */
    getSync: (): Session | null => store.getSession(),
    /** The cached session, whether it still awaits confirmation by the server, and whether the sign-in is complete. */
    getInfo: info,
    /**
     * The whole cached state (session, user, pending factors) as one snapshot, or `null`: the same object
     * until it changes, so it suits `useSyncExternalStore` with `onChange` as the subscription.
     */
    getState: (): SessionState | null => store.getState(),
    /** The readable session tokens, or `null`. */
    getTokens: (): SessionTokens | null => store.getTokens(),
    /**
     * Calls `callback` whenever the session or its pending factors change (sign-in, step-up, refresh,
     * sign-out, other tabs), with the session and what `getInfo()` tells.
     */
    onChange(callback: (session: Session | null, info: SessionInfo) => void): () => void {
      let last = store.getSession();
      let lastPending = store.getPendingFactors().join();
      return store.subscribe((state) => {
        const pending = (state?.pendingFactors ?? []).join();
        if ((state?.session ?? null) === last && pending === lastPending) return;
        last = state?.session ?? null;
        lastPending = pending;
        callback(last, info());
      });
    },
    /**
     * Adds a rule for the factors a sign-in must pass beyond its first (step-up), applied to every
     * authentication the client stores; returns the function that removes it. While a factor is pending the
     * session exists but `getInfo().signedIn` is false; the server's `authentication_factors` clear it.
     */
    requireFactors: (policy: FactorPolicy): (() => void) => store.requireFactors(policy),
    /** Adopts session tokens minted elsewhere (e.g. by the host's backend). */
    updateSession(tokens: { session_token: string; session_jwt?: string }): void {
      // Spec §5's checks, as validate.ts words them; written out so that module comes with the later resources
      // (issue 27), not in a page's first bundle for this one synchronous call.
      const problems: string[] = [];
      if (typeof tokens?.session_token !== 'string') problems.push('session_token must be a string.');
      if (tokens?.session_jwt != null && typeof tokens.session_jwt !== 'string') problems.push('session_jwt must be a string.');
      if (problems.length) throw new UsageError('session.updateSession', problems);
      store.updateTokens(tokens);
    },
  };
}
