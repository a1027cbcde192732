import { useEffect, useRef } from 'react';
import { overridesFor, resolveMessages, useText, type MessageOverrides } from '../i18n/index.js';
import { Banner } from '../primitives/Banner/index.js';
import { ScreenLayout } from '../primitives/ScreenLayout/index.js';
import { configKeys, type ConfigErrorKey, type WidgetConfig } from '../flow/config.js';
import { products } from '../flow/products/index.js';
import type { FlowError } from '../flow/errors.js';

/**
 * Spec §5: a config error is reported once per error to the host, with its English text and the text the widget
 * shows for it (in the widget's language, issue 40: under a `MessagesProvider`). A
 * developer's mistake (`error` 'mistake': a config the types forbid) is reported with what to change, on the
 * console too, as the page may have no `onError`; a key that misspells an option is warned about on the
 * console only: the widget still works, with that option's defaults. What to say about either comes from
 * `diagnose.ts`, loaded only for a config that needs it. `bothThemes`: `styles` and `presentation` were both
 * given, a mistake too (issue 41) — the only one of the account page, which has no `config`.
 */
export function ConfigErrorReport({
  config,
  error,
  strings,
  onError,
  bothThemes,
}: {
  config: WidgetConfig | undefined;
  error: ConfigErrorKey | 'mistake' | null;
  strings: MessageOverrides | undefined;
  onError: (error: FlowError) => void;
  bothThemes: boolean;
}): null {
  const reported = useRef(new Set<string>());
  const t = useText();
  useEffect(() => {
    const once = (message: string | null | undefined, report: (message: string) => void) => {
      if (!message || reported.current.has(message)) return;
      reported.current.add(message);
      report(message);
    };
    // English in `message`, for logs; what the user reads in `localizedMessage` (issue 40).
    const asError = (message: string) =>
      onError({ name: 'ConfigurationError', message, localizedMessage: t(error && error !== 'mistake' ? error : 'error.generic') });
    if (error && error !== 'mistake') once(resolveMessages(overridesFor(strings, 'en'))[error], asError);
    const known = configKeys(products);
    if (error !== 'mistake' && Object.keys(Object(config)).every((key) => known.includes(key))) return;
    let live = true;
    // A chunk that cannot be fetched rejects unhandled, which the console shows too.
    void import('./diagnose.js').then(({ configHints, configMistake, bothThemesMistake }) => {
      if (!live) return;
      once(configMistake(config, products) ?? (bothThemes ? bothThemesMistake : null), (message) => {
        console.error(message);
        asError(message);
      });
      for (const hint of configHints(config, products)) once(hint, console.warn);
    });
    return () => {
      live = false;
    };
  }, [config, error, onError, strings, t, bothThemes]);
  return null;
}

/**
 * A config the widget cannot use, in place of the screens. A §5 error shows the spec's own text; a developer's
 * mistake (a config the types forbid) shows only the spec's generic error header (§2 'Looks like there was an error!'):
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
