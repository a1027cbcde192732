import type { ClientCore } from '../core.js';
import type { User } from '../../wire/index.js';

/**
 * `client.user`'s reads of the cached user, which answer at once: built with the client. Its calls
 * (`userCalls` in users.ts) come with the other resources, on the first call of one (issue 27).
 */
export function userCache(core: ClientCore) {
  return {
    /** The cached user, without a request. */
    getSync: (): User | null => core.store.getUser(),
    /** The cached user and whether it still awaits confirmation by the server. */
    getInfo: () => ({ user: core.store.getUser(), fromCache: core.store.fromCache }),
    /** Calls `callback` whenever the cached user changes; returns an unsubscribe function. */
    onChange(callback: (user: User | null) => void): () => void {
      let last = core.store.getUser();
      return core.store.subscribe((state) => {
        if ((state?.user ?? null) !== last) callback((last = state?.user ?? null));
      });
    },
  };
}
