/**
 * The app-level binding of the client: `GatehouseProvider` gives one client to the whole app, and the hooks
 * read the signed-in state from it as the provider's React SDK and Clerk do (`useSession`, `useUser`,
 * `<SignedIn>`, `<SignedOut>`).
 *
 * They are built on `useSyncExternalStore` over the client's session store, with a server snapshot that
 * says "not initialized" — or, given the server's `initialSession`, what the server found (issue 38): the
 * server and the hydrating browser render the same (no hydration warning), then the browser renders what its
 * storage holds. The store follows other tabs and a refresh that ends
 * the session (spec §4), so the hooks do too.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { GatehouseClient, PendingFactor } from '../client/index.js';
import type { Session, User } from '../wire/index.js';
import type { SessionClaims } from '../wire/session.js';

const GatehouseContext = createContext<GatehouseClient | null | undefined>(undefined);
/** The snapshot the server and the hydrating browser render (see `initialSession`). */
const ServerSnapshotContext = createContext<Snapshot | null>(null);

export interface GatehouseProviderProps {
  /**
   * The client of the app (`createClient(publicToken, options)`), created once at module level or in a
   * `useState` initialiser. `null` where none exists (a server render without one): the hooks then report
   * "not initialized".
   */
  client: GatehouseClient | null;
  /**
   * The session the server found in the request's cookies (`gatehouse-auth/server`'s `getSession`), `null`
   * when signed out. Given, the hooks, `<SignedIn>` and `<SignedOut>` answer it on the server and while
   * hydrating instead of "not initialized", so a signed-in page's HTML is signed in (issue 38); once hydrated
   * they follow the browser's client. The user is not in the session JWT: `useUser` is initialized on the
   * server only when signed out.
   * @default undefined (the server does not know: not initialized until hydrated)
   */
  initialSession?: SessionClaims | null;
  children?: ReactNode;
}

/** Gives `client` to everything below: the hooks, and `Login`, `ResetPassword`, `PasskeyRegistration` without a `client` prop. Renders no DOM. */
export function GatehouseProvider({ client, initialSession, children }: GatehouseProviderProps) {
  const server = useMemo(() => (initialSession === undefined ? null : serverSnapshotOf(initialSession)), [initialSession]);
  return (
    <GatehouseContext.Provider value={client}>
      <ServerSnapshotContext.Provider value={server}>{children}</ServerSnapshotContext.Provider>
    </GatehouseContext.Provider>
  );
}

/** The nearest `GatehouseProvider`'s client; `undefined` outside one (the widget then needs its `client` prop). */
export function useOptionalGatehouse(): GatehouseClient | null | undefined {
  return useContext(GatehouseContext);
}

/** The app's client, from the nearest `GatehouseProvider` (e.g. to sign out: `useGatehouse().session.revoke()`). */
export function useGatehouse(): GatehouseClient {
  const client = useContext(GatehouseContext);
  if (client === undefined) throw new Error('useGatehouse() must be used inside <GatehouseProvider client={client}>.');
  if (client === null) throw new Error('useGatehouse(): the GatehouseProvider has no client here (client={null}).');
  return client;
}

/** What `useSession()` returns. */
export interface UseSessionResult {
  /**
   * The signed-in session, or `null`. A sign-in still awaiting a second factor (TOTP step-up) is not one:
   * `session` stays `null` and `pendingFactors` names what it awaits, until that factor passes.
   */
  session: Session | null;
  /** Factors a sign-in in progress still awaits (`['totp']` at the TOTP prompt); empty otherwise. */
  pendingFactors: readonly PendingFactor[];
  /** False on the server and while hydrating: nothing is known yet, render neither signed-in nor signed-out UI. */
  isInitialized: boolean;
  /** True while the session comes from storage and the server has not confirmed it yet. */
  fromCache: boolean;
}

/** What `useUser()` returns. */
export interface UseUserResult {
  /** The signed-in user, or `null` (also while the sign-in awaits a second factor). */
  user: User | null;
  isInitialized: boolean;
  fromCache: boolean;
}

const NONE: readonly PendingFactor[] = [];

interface Snapshot {
  session: UseSessionResult;
  user: UseUserResult;
}

/**
 * One snapshot per state of a client's store, so `useSyncExternalStore` sees the same object until something
 * a hook returns has changed.
 */
const snapshots = new WeakMap<GatehouseClient, Snapshot>();

const states = new WeakMap<GatehouseClient, { state: unknown; fromCache: boolean }>();

function snapshotOf(client: GatehouseClient): Snapshot {
  // The store's state is one object until something in it changes (`getState`).
  const state = client.session.getState();
  const { fromCache } = client.session.getInfo();
  const last = snapshots.get(client);
  const seen = states.get(client);
  if (last && seen?.state === state && seen.fromCache === fromCache) return last;
  const pendingFactors = state?.pendingFactors?.length ? state.pendingFactors : NONE;
  // Signed in only once no factor is pending (issue 26: a half-done step-up is not a sign-in).
  const complete = state && pendingFactors.length === 0 ? state : null;
  const next: Snapshot = {
    session: { session: complete?.session ?? null, pendingFactors, isInitialized: true, fromCache },
    user: { user: complete?.user ?? null, isInitialized: true, fromCache },
  };
  snapshots.set(client, next);
  states.set(client, { state, fromCache });
  return next;
}

const serverSnapshot: Snapshot = {
  session: { session: null, pendingFactors: NONE, isInitialized: false, fromCache: false },
  user: { user: null, isInitialized: false, fromCache: false },
};
const noClient = () => () => undefined;

/** A time as the wire writes it; '' for one the JWT did not carry (an invalid `Date`, which `toISOString` throws on). */
const iso = (time: Date): string => (Number.isNaN(time.getTime()) ? '' : time.toISOString());

/** The server's answer from its session check: the session in the client's shape (no request attributes there). */
function serverSnapshotOf(claims: SessionClaims | null): Snapshot {
  const session: Session | null = claims && {
    session_id: claims.sessionId,
    user_id: claims.userId,
    started_at: iso(claims.startedAt),
    last_accessed_at: iso(claims.lastAccessedAt),
    expires_at: iso(claims.expiresAt),
    attributes: { ip_address: '', user_agent: '' },
    custom_claims: claims.customClaims,
    roles: claims.roles,
    authentication_factors: claims.authenticationFactors,
  };
  return {
    session: { session, pendingFactors: NONE, isInitialized: true, fromCache: false },
    user: { user: null, isInitialized: session === null, fromCache: false },
  };
}

function useSnapshot(): Snapshot {
  const client = useOptionalGatehouse() ?? null;
  const server = useContext(ServerSnapshotContext) ?? serverSnapshot;
  // One subscription per client, not per render.
  const subscribe = useMemo(
    () =>
      client
        ? (onStoreChange: () => void) => {
            const offSession = client.session.onChange(onStoreChange);
            const offUser = client.user.onChange(onStoreChange);
            return () => {
              offSession();
              offUser();
            };
          }
        : noClient,
    [client],
  );
  return useSyncExternalStore(
    subscribe,
    () => (client ? snapshotOf(client) : server),
    () => server,
  );
}

/** The session of the nearest `GatehouseProvider`'s client: `{ session, isInitialized, fromCache, pendingFactors }`. */
export function useSession(): UseSessionResult {
  return useSnapshot().session;
}

/** The signed-in user: `{ user, isInitialized, fromCache }`. */
export function useUser(): UseUserResult {
  return useSnapshot().user;
}

export interface SignedInOutProps {
  children?: ReactNode;
  /** Shown until the client is initialized (on the server and while hydrating). @default nothing */
  fallback?: ReactNode;
}

/** Its children only when a user is signed in (once initialized). */
export function SignedIn({ children, fallback = null }: SignedInOutProps) {
  const { session, isInitialized } = useSession();
  if (!isInitialized) return fallback;
  return session ? children : null;
}

/** Its children only when nobody is signed in (once initialized). */
export function SignedOut({ children, fallback = null }: SignedInOutProps) {
  const { session, isInitialized } = useSession();
  if (!isInitialized) return fallback;
  return session ? null : children;
}
