import { useSyncExternalStore } from 'react';
import { useActiveMessages } from '../../i18n/index.js';

/** What the server renders with, and the first client render hydrates with, so the markup matches. */
const SERVER_LOCALE = 'en-US';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}

/**
 * The language things the browser localises (country names in the phone field) are written in: the
 * widget's locale inside a widget, so they match its text (issue 24), else the user's (`navigator.language`).
 */
export function useLocale(): string {
  const { locale, provided } = useActiveMessages();
  const browser = useSyncExternalStore(
    subscribe,
    () => navigator.language || SERVER_LOCALE,
    () => SERVER_LOCALE,
  );
  return provided ? locale : browser;
}
