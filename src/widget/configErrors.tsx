import { useEffect, useRef } from 'react';
import { resolveMessages, useMessages, type MessageOverrides } from '../i18n/index.js';
import { Banner } from '../primitives/Banner/index.js';
import { ScreenLayout } from '../primitives/ScreenLayout/index.js';
import { configError, configMistake, type ConfigErrorKey, type WidgetConfig } from '../flow/config.js';
import type { FlowError } from '../flow/errors.js';
import { PRODUCT_IDS } from '../flow/screens.js';

/** What is wrong with a config: a developer's mistake (with what to change) and the error the widget shows. */
interface ConfigProblem {
  /** What to change, for the console and `onError`; null when the config has the shape the types ask for. */
  mistake: string | null;
  /** The spec §5 error to show, or 'mistake' for a developer's mistake; null for a usable config. */
  error: ConfigErrorKey | 'mistake' | null;
}

/**
 * Checks a config. A mistake the types forbid (a config from JavaScript) is checked first: the §5 rules
 * assume a list of products.
 */
export function configProblem(config: WidgetConfig): ConfigProblem {
  const mistake = configMistake(config, PRODUCT_IDS);
  return { mistake, error: mistake ? 'mistake' : configError(config) };
}

/**
 * Spec §5: a config error is reported once per error to the host. A developer's mistake is reported with what
 * to change, on the console too: the page may have no `onError`.
 */
export function useConfigErrorReport(
  { mistake, error }: ConfigProblem,
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
  const t = useMessages();
  return (
    <ScreenLayout>
      <Banner>{t(error === 'mistake' ? 'error.generic' : error)}</Banner>
    </ScreenLayout>
  );
}
