import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** True once rendering in the browser after hydration; false on the server and while hydrating. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
