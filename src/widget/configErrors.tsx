import { useEffect, useRef } from 'react';
import { resolveMessages, useText, type MessageOverrides } from '../i18n/index.js';
import { Banner } from '../primitives/Banner/index.js';
import { ScreenLayout } from '../primitives/ScreenLayout/index.js';
import type { ConfigErrorKey } from '../flow/config.js';
import type { FlowError } from '../flow/errors.js';

/**
 * Spec §5: a config error is reported once per error to the host. A developer's mistake (`mistake`: what to
 * change, from `configMistake`) is reported with what to change, on the console too: the page may have no
 * `onError`; a §5 error (`error`) with the text the widget shows for it.
 */
export function useConfigErrorReport(
  mistake: string | null,
  error: ConfigErrorKey | 'mistake' | null,
  strings: MessageOverrides | undefined,
  onError: (error: FlowError) => void,
): void {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const message = mistake ?? (error && error !== 'mistake' ? resolveMessages(strings)[error] : null);
    if (!message || reported.current === message) return;
    reported.current = message;
    if (mistake) console.error(mistake);
    onError({ name: 'ConfigurationError', message });
  }, [error, mistake, onError, strings]);
}

/**
 * A config the widget cannot use, in place of the screens. A §5 error shows the spec's own text; a developer's
 * mistake (`configMistake`) shows only the spec's generic error header (§2 'Looks like there was an error!'):
 * what to change goes to the console and `onError`, not to the user.
 */
export function ConfigErrorCard({ error }: { error: ConfigErrorKey | 'mistake' }) {
  const t = useText();
  return (
    <ScreenLayout>
      <Banner>{t(error === 'mistake' ? 'error.generic' : error)}</Banner>
    </ScreenLayout>
  );
}
