import { type Core, authenticate, type Stripped } from '../core';
import { isSessionEndingError } from '../errors';
import type { AuthenticateResponse, ResponseCommon, Session } from '../../wire';
import type { SessionTokens } from '../types';
import { validate } from '../validate';

/** `client.session` (spec §4/§7). */
export function session(core: Core) {
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

  return {
    /** The cached session, without a request. */
    getSync: (): Session | null => store.getSession(),
    /** The cached session and whether it still awaits confirmation by the server. */
    getInfo: () => ({ session: store.getSession(), fromCache: store.fromCache }),
    /** The readable session tokens, or `null`. */
    getTokens: (): SessionTokens | null => store.getTokens(),
    /** Calls `callback` whenever the session changes (sign-in, refresh, sign-out, other tabs). */
    onChange(callback: (session: Session | null) => void): () => void {
      let last = store.getSession();
      return store.subscribe((state) => {
        if ((state?.session ?? null) !== last) callback((last = state?.session ?? null));
      });
    },
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
