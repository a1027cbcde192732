/**
 * Storing an authenticate-style answer (spec §4): only the calls that sign in or refresh need it, so it comes
 * with the client's later resources (issue 27), apart from the store that a page reads at once. So do the
 * store's other writes that only those calls make (the user, the time of the last refresh).
 */
import type { ClientCore } from '../core.js';
import { type Env, safeGet, safeSet } from '../env.js';
import type { AuthenticateResponse, Session, User } from '../../wire/index.js';
import type { SessionState, SessionTokens } from '../types.js';
import { missingFactors, type SessionStore } from './store.js';

/** Where the server's last confirmation of the session is kept, shared by the tabs. */
const refreshedKey = (store: SessionStore) => `${store.key}::session_refreshed_at`;

/** When the server last confirmed the session, in any tab (shared so tabs do not refresh twice: refresher.ts). */
export const lastRefreshed = (store: SessionStore, env: Env): number => Number(safeGet(env.storage, refreshedKey(store))) || 0;

/** Keeps the cached user fresh (from `__user` or `GET /users/me`). */
export function updateUser(store: SessionStore, user: User): void {
  const state = store.getState();
  if (state) store.commit({ ...state, user });
}

/**
 * Spec §4 storage rules for a full state: the tokens are written and any intermediate token removed. The
 * store's `end` is the rest of the rules (no session).
 */
function writeSession(store: SessionStore, state: SessionState, tokens: Partial<SessionTokens>): void {
  const { cookies } = store;
  if (tokens.session_token) {
    // Wire doc: cookie expiry = session.expires_at.
    const expires = new Date(state.session.expires_at);
    cookies.set(cookies.session, tokens.session_token, expires);
    if (tokens.session_jwt) cookies.set(cookies.jwt, tokens.session_jwt, expires);
    else cookies.remove(cookies.jwt);
  } else {
    // Empty tokens mean an HttpOnly/opaque setup: drop our own cookies (wire doc).
    cookies.remove(cookies.session);
    cookies.remove(cookies.jwt);
  }
  cookies.remove(cookies.ist);
  store.commit(state);
}

/**
 * An authenticate-style answer, by the storage rules of spec §4. With a session: a successful sign-in stores
 * session, user and tokens and clears the intermediate token. The factors the registered rules ask for,
 * plus those still pending on the same session (a refresh at start-up runs before any widget has registered
 * its rule), stay pending until the session's `authentication_factors` pass them: the server's factors are
 * the only thing that clears a marker. With only an intermediate token (a factor that is not enough to sign
 * in yet), that token is stored and the session cookies removed; with neither, both are cleared.
 */
export function applyAuthenticate({ store, env }: ClientCore, response: AuthenticateResponse): void {
  const { session, user, intermediate_session_token: ist } = response;
  // The wire type promises a session; an answer carrying only an intermediate token has none.
  if (!(session as Session | null)) {
    store.end(typeof ist === 'string' && ist ? ist : null);
    return;
  }
  // The server confirmed the session now.
  safeSet(env.storage, refreshedKey(store), String(env.clock.now()));
  const wanted = [...store.policies].flatMap((policy) => policy({ session, user }));
  if (store.getSession()?.session_id === session.session_id) wanted.push(...store.getPendingFactors());
  const pending = missingFactors(wanted, session);
  writeSession(store, pending.length ? { session, user, pendingFactors: pending } : { session, user }, {
    session_token: response.session_token,
    session_jwt: response.session_jwt,
  });
}
