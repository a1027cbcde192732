import { STORAGE_PREFIX } from '../constants.js';
import { IST_LIFETIME_MS } from '../../wire/session.js';
import type { Cookies } from '../cookies.js';
import type { ChannelLike, Env } from '../env.js';
import { browserStorage, safeGet, safeSet } from '../env.js';
import type { Session, User } from '../../wire/index.js';
import type { FactorPolicy, PendingFactor, SessionState, SessionTokens } from '../types.js';

export type Listener = (state: SessionState | null) => void;

// `last_accessed_at` moves on every refresh; a change to it alone is not news for subscribers.
const fingerprint = (state: SessionState | null) => JSON.stringify(state, (key, value) => (key === 'last_accessed_at' ? undefined : value));

/**
 * The `delivery_method`s of the session factors that pass each pending factor (wire doc "Session"): the
 * provider adds an `authenticator_app` factor for an app's code and a `recovery_code` factor for a recovery
 * code (`/totps/authenticate`, `/totps/recover`).
 */
const PASSED_BY: Record<PendingFactor, readonly string[]> = { totp: ['authenticator_app', 'recovery_code'] };

/** The factors of `wanted` the session does not hold yet, each once (also session/apply.ts's). */
export function missingFactors(wanted: Iterable<PendingFactor>, session: Session): PendingFactor[] {
  const held = new Set(session.authentication_factors.map((factor) => factor.delivery_method));
  return [...new Set(wanted)].filter((factor) => Object.hasOwn(PASSED_BY, factor) && !PASSED_BY[factor].some((method) => held.has(method)));
}

/**
 * The signed-in state (session, user, tokens, intermediate token) with subscribe, persisted to storage,
 * mirrored in cookies by the rules of spec §4, and shared with the page's other tabs.
 */
export class SessionStore {
  /** True until the state loaded from storage has been confirmed by the server. */
  fromCache = false;
  private state: SessionState | null = null;
  private listeners = new Set<Listener>();
  /** The step-up rules (`requireFactors`), applied as each authentication is stored (session/apply.ts). */
  readonly policies = new Set<FactorPolicy>();
  private channel: ChannelLike | null = null;
  /** The storage key of the state (and, with a suffix, of the last refresh: session/apply.ts). */
  readonly key: string;
  private readonly unlisten: () => void = () => {};

  constructor(
    private env: Env,
    publicToken: string,
    readonly cookies: Cookies,
  ) {
    this.key = STORAGE_PREFIX + publicToken;
    const stored = this.read(safeGet(env.storage, this.key));
    if (stored === undefined) safeSet(env.storage, this.key, 'null'); // overwrite unreadable data
    if (stored) {
      this.state = stored;
      this.fromCache = true;
    }

    // Spec §4: "State is synced to local storage and across browser tabs." A BroadcastChannel carries each
    // change; where there is none, the `storage` event of the shared localStorage does.
    if (env.channel) {
      this.channel = env.channel(`gatehouse:${publicToken}`);
      // Outside browsers (Node test runners) an open channel would keep the process alive.
      (this.channel as { unref?: () => void }).unref?.();
      this.channel.onmessage = (event) => this.receive((event.data as { state?: SessionState | null })?.state ?? null);
    } else if (typeof window !== 'undefined' && env.storage === browserStorage()) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === this.key) this.receive(this.read(event.newValue) ?? null);
      };
      window.addEventListener('storage', onStorage);
      this.unlisten = () => window.removeEventListener('storage', onStorage);
    }
  }

  /** Parses stored state; `undefined` for unreadable data, `null` for none or an expired session. */
  private read(raw: string | null): SessionState | null | undefined {
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as SessionState | null;
      if (!parsed?.session) return null;
      if (Date.parse(parsed.session.expires_at) <= this.env.clock.now()) return null;
      // A marker this version does not know, or one the factors already pass, is not kept.
      const { pendingFactors, ...rest } = parsed;
      const pending = Array.isArray(pendingFactors) ? missingFactors(pendingFactors, parsed.session) : [];
      return pending.length ? { ...rest, pendingFactors: pending } : rest;
    } catch {
      return undefined;
    }
  }

  getState = (): SessionState | null => this.state;
  getPendingFactors = (): PendingFactor[] => this.state?.pendingFactors ?? [];
  getSession = (): Session | null => this.state?.session ?? null;
  getUser = (): User | null => this.state?.user ?? null;

  /** The readable session token from the cookie, or `null` (none, or an HttpOnly/opaque setup). */
  sessionToken = (): string | null => this.cookies.get(this.cookies.session);

  getTokens = (): SessionTokens | null => {
    const session_token = this.sessionToken();
    const session_jwt = this.cookies.get(this.cookies.jwt);
    return session_token && session_jwt ? { session_token, session_jwt } : null;
  };

  getIntermediateSessionToken = (): string | null => this.cookies.get(this.cookies.ist);

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Ends the session locally, by spec §4's storage rules: with an intermediate token it is stored and the
   * session cookies removed; with none all three go. Storing a session is apply.ts's, with the later resources.
   */
  end(ist: string | null): void {
    const { cookies } = this;
    if (ist) cookies.set(cookies.ist, ist, new Date(this.env.clock.now() + IST_LIFETIME_MS));
    cookies.remove(cookies.session);
    cookies.remove(cookies.jwt);
    if (!ist) cookies.remove(cookies.ist);
    this.commit(null);
  }

  /**
   * Sets the state, persists it, tells the other tabs and notifies subscribers if it changed. The later
   * resources' writes (session/apply.ts) come through here.
   */
  commit(state: SessionState | null, fromOtherTab = false): void {
    const changed = this.fromCache || fingerprint(state) !== fingerprint(this.state);
    this.state = state;
    this.fromCache = false;
    if (!fromOtherTab) {
      safeSet(this.env.storage, this.key, JSON.stringify(state));
      this.channel?.postMessage({ state });
    }
    if (changed) for (const listener of [...this.listeners]) listener(state);
  }

  private receive(state: SessionState | null): void {
    this.commit(state, true);
  }

  /**
   * Adds a rule for the factors a sign-in needs beyond its first (step-up); returns the function that
   * removes it. Rules are applied as each authentication is stored, so the state never shows a complete
   * sign-in, not even for a moment, that a rule says is not.
   */
  requireFactors(policy: FactorPolicy): () => void {
    this.policies.add(policy);
    return () => void this.policies.delete(policy);
  }

  /** Replaces the session tokens, e.g. ones a backend minted (`session.updateSession`). */
  updateTokens(tokens: { session_token: string; session_jwt?: string | null }): void {
    // Until the next authenticate tells the expiry, the cookies last for the browser session.
    const expires = this.state ? new Date(this.state.session.expires_at) : undefined;
    this.cookies.set(this.cookies.session, tokens.session_token, expires);
    if (tokens.session_jwt) this.cookies.set(this.cookies.jwt, tokens.session_jwt, expires);
    else this.cookies.remove(this.cookies.jwt);
    this.cookies.remove(this.cookies.ist);
  }

  /** Ends the session locally but keeps an intermediate token (spec §4 "session is destroyed"). */
  destroySession(): void {
    this.end(this.getIntermediateSessionToken());
  }

  dispose(): void {
    this.channel?.close();
    this.unlisten();
    this.listeners.clear();
  }
}
