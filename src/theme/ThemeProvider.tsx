import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { darkThemeClass, defaultThemeClass, rootClass } from './themes.css.js';
import { themeToCssVars, type Theme } from './theme.js';

/** Built-in base themes. */
export type BaseTheme = 'default' | 'dark';

/** The typed theme in force here, every enclosing provider's merged; null outside any provider. */
const ThemeContext = createContext<Theme | null>(null);

/** The active typed theme (e.g. `hideHeaderText`, `logo`), for primitives that need non-CSS values. */
export function useThemeOverride(): Theme {
  return useContext(ThemeContext) ?? {};
}

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
  theme?: Theme;
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
export function ThemeProvider({ base, theme, className, lang, dir, children }: ThemeProviderProps) {
  const enclosing = useContext(ThemeContext);
  const style = useMemo(() => themeToCssVars(theme) as CSSProperties, [theme]);
  const merged = useMemo(() => merge(enclosing ?? {}, theme), [enclosing, theme]);
  // Nested without a base of its own, it declares none and inherits the enclosing provider's.
  const baseClass = base === 'dark' ? darkThemeClass : base === 'default' || !enclosing ? defaultThemeClass : undefined;
  return (
    <ThemeContext.Provider value={merged}>
      <div
        data-part="theme-root"
        className={[baseClass, rootClass, className].filter(Boolean).join(' ')}
        style={style}
        lang={lang}
        dir={dir}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}
