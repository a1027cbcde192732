import type { ReactNode } from 'react';
import type { ColorScheme, Presentation, PresentationTheme, ThemeProviderProps } from '../theme/index.js';
import { presentationClass } from '../theme/presentation.css.js';
import { presentationVars } from '../theme/presentation.js';

// The bundler's build flag (React's own): `'production'` in a host's production build.
declare const process: { env: { NODE_ENV?: string } };

/** The hints already given on this page, and the presentations already checked. */
const warned = new Set<string>();
const checked = new WeakSet<object>();

/**
 * Warns, once per presentation, about misspelt keys and (in development) unreadable colour pairs. Called as it
 * renders, not from an effect: this module imports nothing of React (only types), so the bundler gives React
 * no chunk of its own for it — with a hook here, esbuild's code splitting split React from React DOM and a page
 * fetched one more file before Main (test/build/built-package.test.ts). Both checks only write to the console.
 */
function check(presentation: Presentation, scheme: ColorScheme) {
  if (checked.has(presentation)) return;
  checked.add(presentation);
  void import('./diagnose.js').then(({ presentationHints }) => {
    for (const hint of presentationHints(presentation)) {
      if (warned.has(hint)) continue;
      warned.add(hint);
      console.warn(hint);
    }
  });
  if (process.env.NODE_ENV !== 'production') {
    void import('../theme/contrast.js').then(({ warnAboutContrast }) => warnAboutContrast(presentation, scheme));
  }
}

/**
 * The widget's theme root with the provider's 6.x `presentation` (issue 41): its theme as custom properties —
 * the host's values, and the contract's variables its keys set, over `presentationClass` — and its options in
 * the typed theme's terms, for `render` to put on the widget's `ThemeProvider`. A chunk of its own, so a widget
 * without `presentation` carries none of it; one with it shows once the chunk is in. It imports none of the widget's other modules: the bundler then
 * keeps the widget's up-front chunks as they are. Keys that misspell the provider's are warned about here.
 */
export default function PresentationLook({
  presentation,
  colorScheme,
  render,
}: {
  presentation: Presentation;
  colorScheme?: ColorScheme | undefined;
  render: (props: Pick<ThemeProviderProps, 'theme' | 'colorScheme' | 'style' | 'className'>) => ReactNode;
}) {
  const { theme, options } = presentation;
  // The provider's rules: a light and dark pair follows the user's scheme, a single theme says its own.
  const scheme =
    colorScheme ??
    (Array.isArray(theme) ? 'auto' : (theme as PresentationTheme | undefined)?.['color-scheme'] === 'dark' ? 'dark' : 'light');
  check(presentation, scheme);
  const { hideHeaderText, logo, icons, inputIdSuffix } = options ?? {};
  const look = { hideHeaderText, logo: logo && { logoImageUrl: logo.url, alt: logo.alt }, icons, inputIdSuffix };
  return render({ theme: look, colorScheme: scheme, style: presentationVars(theme, scheme), className: presentationClass });
}
