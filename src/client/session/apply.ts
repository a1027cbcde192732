/**
 * Storing an authenticate-style answer (spec §4): only the calls that sign in or refresh need it, so it comes
 * with the client's later resources (issue 27), apart from the store that a page reads at once.
 */
import type { ClientCore } from '../core.js';
import type { AuthenticateResponse, Session } from '../../wire/index.js';

/**
 * An authenticate-style answer, by the storage rules of spec §4. With a session: a successful sign-in stores
 * session, user and tokens and clears the intermediate token. The factors the registered rules ask for,
 * plus those still pending on the same session (a refresh at start-up runs before any widget has registered
 * its rule), stay pending until the session's `authentication_factors` pass them: the server's factors are
 * the only thing that clears a marker. With only an intermediate token (a factor that is not enough to sign
 * in yet), that token is stored and the session cookies removed; with neither, both are cleared.
 */
export function applyAuthenticate({ store }: ClientCore, response: AuthenticateResponse): void {
  const { session, user, intermediate_session_token: ist } = response;
  // The wire type promises a session; an answer carrying only an intermediate token has none.
  if (!(session as Session | null)) {
    store.write(null, null, typeof ist === 'string' && ist ? ist : null);
    return;
  }
  store.markRefreshed();
  const wanted = [...store.policies].flatMap((policy) => policy({ session, user }));
  if (store.getSession()?.session_id === session.session_id) wanted.push(...store.getPendingFactors());
  const pending = store.missingFactors(wanted, session);
  store.write(
    pending.length ? { session, user, pendingFactors: pending } : { session, user },
    { session_token: response.session_token, session_jwt: response.session_jwt },
    null,
  );
}
