import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { darkThemeClass, defaultThemeClass, rootClass } from './themes.css.js';
import { themeToCssVars, type ThemeOverride } from './theme.js';

/** Built-in base themes. */
export type BaseTheme = 'default' | 'dark';

const ThemeContext = createContext<ThemeOverride>({});

/** The active typed override (e.g. `hideHeaderText`, `logo`), for primitives that need non-CSS values. */
export function useThemeOverride(): ThemeOverride {
  return useContext(ThemeContext);
}

export interface ThemeProviderProps {
  /**
   * Base theme the override applies on.
   * @default 'default'
   */
  base?: BaseTheme;
  /** Typed partial override of the base theme (spec §3 Theme). */
  theme?: ThemeOverride;
  /** Extra class on the themed root element. */
  className?: string;
  /** The language of the text inside (`lang` on the root), when the provider knows it. */
  lang?: string;
  /** The direction of that text (`dir` on the root); inherited from the page when left out. */
  dir?: 'ltr' | 'rtl';
  children?: ReactNode;
}

/**
 * Themed root: sets the `--gh-*` variables from a base theme class plus the override as inline custom
 * properties. Everything inside reads only those variables.
 */
export function ThemeProvider({ base = 'default', theme, className, lang, dir, children }: ThemeProviderProps) {
  const style = useMemo(() => themeToCssVars(theme) as CSSProperties, [theme]);
  const baseClass = base === 'dark' ? darkThemeClass : defaultThemeClass;
  return (
    <ThemeContext.Provider value={theme ?? {}}>
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
