/**
 * What a developer is told about the props of an entry point beyond its config (issue 41): `presentation` with
 * `styles`, and keys of `presentation` that misspell one of the provider's, with the name each most likely
 * means. Loaded with the config's diagnosis (`flow/diagnose.ts`) or with `presentation`, never up front.
 */
import type { Presentation, PresentationOptions, PresentationTheme } from '../theme/index.js';
import type { WidgetConfig } from '../flow/config.js';
import { configHints as hintsFor, configMistake as mistakeIn, didYouMean } from '../flow/diagnose.js';

/**
 * The config's mistake and hints, for an entry point that may have no config (the account page): none then.
 * Checked here, not where it is reported, so Login's up-front code carries nothing of it.
 */
export const configMistake = (config: WidgetConfig | undefined, known: Parameters<typeof mistakeIn>[1]) =>
  config ? mistakeIn(config, known) : null;
export const configHints = (config: WidgetConfig | undefined, known: Parameters<typeof hintsFor>[1]) =>
  config ? hintsFor(config, known) : [];

/** Every key of the provider's 6.3 theme (`Theme`, with its colour-mix fallbacks). */
const THEME_KEYS = Object.keys({
  'color-scheme': 0,
  'font-family': 0,
  'font-family-mono': 0,
  'header-font': 0,
  spacing: 0,
  'container-width': 0,
  'mobile-breakpoint': 0,
  'rounded-base': 0,
  'text-base': 0,
  'button-radius': 0,
  'input-radius': 0,
  'container-radius': 0,
  shadow: 0,
  'shadow-button': 0,
  'shadow-input': 0,
  'transition-duration': 0,
  background: 0,
  foreground: 0,
  primary: 0,
  'primary-foreground': 0,
  secondary: 0,
  'secondary-foreground': 0,
  muted: 0,
  'muted-foreground': 0,
  accent: 0,
  'accent-foreground': 0,
  border: 0,
  input: 0,
  ring: 0,
  destructive: 0,
  'destructive-foreground': 0,
  warning: 0,
  success: 0,
  'container-border': 0,
  'tab-background': 0,
  'primary-button-hover': 0,
  'secondary-button-hover': 0,
  'destructive-button-hover': 0,
  'divider-color': 0,
  'focus-ring-shadow': 0,
} satisfies Record<keyof PresentationTheme, 0>);

const OPTION_KEYS = Object.keys({
  hideHeaderText: 0,
  inputIdSuffix: 0,
  logo: 0,
  icons: 0,
  enableShadowDOM: 0,
  buttonId: 0,
} satisfies Record<keyof PresentationOptions, 0>);

/** `presentation` and `styles` together: two themes for one widget, so neither is applied. */
export const bothThemesMistake =
  "Gatehouse: give the widget either `styles` (a typed Theme) or `presentation` (the provider's 6.x theme and options), not both; docs/Theming.mdx converts one into the other.";

/**
 * The keys of a `presentation` that are not the provider's but misspell one (`forground`), a warning each: the
 * widget still works, with that key left out. Like the config's, a key close to none is left alone.
 */
export function presentationHints(presentation: Presentation | undefined): string[] {
  const { theme, options } = presentation ?? {};
  const themes = Array.isArray(theme) ? (theme as readonly PresentationTheme[]) : [theme as PresentationTheme | undefined];
  const hints = (object: object | undefined, path: string, known: readonly string[]) =>
    Object.keys(Object(object)).flatMap((key) => {
      const hint = known.includes(key) ? '' : didYouMean(key, known);
      return hint
        ? [`Gatehouse: presentation.${path}['${key}'] is not a key of the provider's 6.x presentation${hint}; it is ignored.`]
        : [];
    });
  return [
    ...themes.flatMap((part, i) => hints(part, themes.length > 1 ? `theme[${i}]` : 'theme', THEME_KEYS)),
    ...hints(options, 'options', OPTION_KEYS),
  ];
}
