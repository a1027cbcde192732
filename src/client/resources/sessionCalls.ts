import { type ClientCore, authenticate, type Stripped } from '../core.js';
import { isSessionEndingError } from '../errors.js';
import type { AuthenticateResponse, ResponseCommon } from '../../wire/index.js';
import { SESSION_AUTHENTICATE } from '../../wire/requests.js';
import { validate } from '../validate.js';

/**
 * `client.session`'s calls, from the chunk of the client's later resources (issue 27): the start-up refresh
 * of a signed-in page fetches that chunk alongside the bootstrap request, a signed-out page never does.
 */
export function sessionCalls(core: ClientCore) {
  const { store } = core;

  /**
   * `POST /sessions/authenticate`. If the session token changed while the request was in flight (another
   * tab signed in again), the answer is about a session that is already gone: ask again with the new one.
   */
  const refresh = async (options: { session_duration_minutes?: number } = {}, retried = false): Promise<Stripped<AuthenticateResponse>> => {
    validate('session.authenticate', { ...options }, SESSION_AUTHENTICATE);
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
    authenticate: refresh,
    /**
     * Signs out: `POST /sessions/revoke`, then clears the state (spec §4). When the request fails the local
     * state stays (so the caller can retry offline) unless `forceClear` is set or the error ends the session.
     */
    async revoke(options: { forceClear?: boolean } = {}): Promise<ResponseCommon> {
      try {
        const response = await core.transport.request<ResponseCommon>('POST', '/sessions/revoke', {});
        // Spec §4 "Revoking clears state": the intermediate token too.
        store.end(null);
        return response;
      } catch (error) {
        if (options.forceClear || isSessionEndingError(error)) store.end(null);
        throw error;
      }
    },
  };
}
