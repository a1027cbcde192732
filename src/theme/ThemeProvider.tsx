import { createContext, useContext, useEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { autoThemeClass, darkThemeClass, defaultThemeClass, rootClass } from './themes.css.js';
import type { ColorScheme, PresentationOptions } from './presentation.js';
import { themeToCssVars, type Theme } from './theme.js';

/** Built-in base themes. */
export type BaseTheme = 'default' | 'dark';

/**
 * The typed theme in force, with what `presentation.options` adds to it (issue 41): the logo's alt text, brand
 * icons, the inputs' id suffix.
 */
export type ThemeInForce = Theme & {
  logo?: { alt?: string };
} & Pick<PresentationOptions, 'icons' | 'inputIdSuffix'>;

/** The typed theme in force here, every enclosing provider's merged; null outside any provider. */
const ThemeContext = createContext<ThemeInForce | null>(null);

/** The active typed theme (e.g. `hideHeaderText`, `logo`), for primitives that need non-CSS values. */
export function useThemeOverride(): ThemeInForce {
  return useContext(ThemeContext) ?? {};
}

// The bundler's build flag (React's own): `'production'` in a host's production build, which drops the check.
declare const process: { env: { NODE_ENV?: string } };

/**
 * In development builds, warns once per theme about every pair of its colours below WCAG 2.2's contrast
 * (issue 41, `checkTheme`). Not in production: the bundler's `process.env.NODE_ENV` makes this a no-op, and
 * the check itself (with its colour parser) is a chunk loaded only here.
 */
const useContrastWarning =
  process.env.NODE_ENV === 'production'
    ? () => {}
    : (theme: Theme | undefined, colorScheme: ColorScheme | undefined) =>
        useEffect(() => {
          if (theme) void import('./contrast.js').then(({ warnAboutContrast }) => warnAboutContrast(theme, colorScheme));
        }, [theme, colorScheme]);

/** `inner` over `outer`, part by part: a nested provider's theme refines the enclosing one's. */
function merge<T extends object>(outer: T, inner: T | undefined): T {
  if (!inner) return outer;
  const merged: Record<string, unknown> = { ...(outer as Record<string, unknown>) };
  for (const [key, value] of Object.entries(inner)) {
    const before = merged[key];
    merged[key] =
      value && typeof value === 'object' && before && typeof before === 'object' ? merge(before as object, value as object) : value;
  }
  return merged as T;
}

export interface ThemeProviderProps {
  /**
   * Base theme the override applies on. Inside another `ThemeProvider` (a host's around `Login`), left out
   * means the enclosing one's.
   * @default 'default'
   */
  base?: BaseTheme;
  /** Typed partial theme over the base (spec §3 Theme). */
  theme?: ThemeInForce | undefined;
  /** The colour scheme, instead of `base`: `'auto'` follows `prefers-color-scheme` (issue 41). */
  colorScheme?: ColorScheme | undefined;
  /** More custom properties on the root (a `presentation`'s, issue 41). */
  style?: Record<string, string> | undefined;
  /** Extra class on the themed root element. */
  className?: string;
  /** The language of the text inside (`lang` on the root), when the provider knows it. */
  lang?: string;
  /** The direction of that text (`dir` on the root); inherited from the page when left out. */
  dir?: 'ltr' | 'rtl';
  children?: ReactNode;
}

/**
 * Themed root: the base theme's class (the `--gh-base-*` layer) plus the typed theme as inline `--gh-*`
 * custom properties. Everything inside reads `var(--gh-x, var(--gh-base-x))`, so `--gh-*` values set on any
 * ancestor — a host's CSS, an enclosing `ThemeProvider` — reach it unless this one's typed theme sets them.
 */
export function ThemeProvider({ base, theme, colorScheme, style: more, className, lang, dir, children }: ThemeProviderProps) {
  const enclosing = useContext(ThemeContext);
  const style = useMemo(() => ({ ...themeToCssVars(theme), ...more }) as CSSProperties, [theme, more]);
  const merged = useMemo(() => merge(enclosing ?? {}, theme), [enclosing, theme]);
  useContrastWarning(more ? undefined : theme, colorScheme);
  // Nested without a base or scheme of its own, it declares none and inherits the enclosing provider's.
  const baseClass = (colorScheme ? colorScheme === 'dark' : base === 'dark')
    ? darkThemeClass
    : colorScheme || base || !enclosing
      ? defaultThemeClass
      : undefined;
  return (
    <ThemeContext.Provider value={merged}>
      <div
        data-part="theme-root"
        className={[baseClass, colorScheme === 'auto' && autoThemeClass, rootClass, className].filter(Boolean).join(' ')}
        style={style}
        lang={lang}
        dir={dir}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}
