import { type ClientCore, authenticate, type Stripped } from '../core.js';
import { isSessionEndingError } from '../errors.js';
import type { AuthenticateResponse, ResponseCommon, Session } from '../../wire/index.js';
import type { FactorPolicy, SessionInfo, SessionState, SessionTokens } from '../types.js';
import { validate } from '../validate.js';

/** `client.session` (spec §4/§7). */
export function session(core: ClientCore) {
  const { store } = core;

  /**
   * `POST /sessions/authenticate`. If the session token changed while the request was in flight (another
   * tab signed in again), the answer is about a session that is already gone: ask again with the new one.
   */
  const refresh = async (options: { session_duration_minutes?: number } = {}, retried = false): Promise<Stripped<AuthenticateResponse>> => {
    validate('session.authenticate', { ...options }, { session_duration_minutes: 'number?' });
    const before = store.sessionToken();
    try {
      return await authenticate(
        core,
        'POST',
        '/sessions/authenticate',
        { session_duration_minutes: options.session_duration_minutes },
        false,
      );
    } catch (error) {
      const now = store.sessionToken();
      if (!retried && now && now !== before) return refresh(options, true);
      throw error;
    }
  };

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
    authenticate: refresh,
    /**
     * Signs out: `POST /sessions/revoke`, then clears the state (spec §4). When the request fails the local
     * state stays (so the caller can retry offline) unless `forceClear` is set or the error ends the session.
     */
    async revoke(options: { forceClear?: boolean } = {}): Promise<ResponseCommon> {
      try {
        const response = await core.transport.request<ResponseCommon>('POST', '/sessions/revoke', {});
        store.destroyAll();
        return response;
      } catch (error) {
        if (options.forceClear || isSessionEndingError(error)) store.destroyAll();
        throw error;
      }
    },
    /** Adopts session tokens minted elsewhere (e.g. by the host's backend). */
    updateSession(tokens: { session_token: string; session_jwt?: string }): void {
      validate('session.updateSession', { ...tokens }, { session_token: 'string', session_jwt: 'string?' });
      store.updateTokens(tokens);
    },
  };
}
