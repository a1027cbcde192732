import { useSyncExternalStore } from 'react';

/** What the server renders with, and the first client render hydrates with, so the markup matches. */
const SERVER_LOCALE = 'en-US';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}

/**
 * The user's language (`navigator.language`), following changes to it. The widget has no locale setting of
 * its own: its strings come from the catalogue, and this only orders and names things the browser can
 * localise (country names in the phone field).
 */
export function useLocale(): string {
  return useSyncExternalStore(
    subscribe,
    () => navigator.language || SERVER_LOCALE,
    () => SERVER_LOCALE,
  );
}
