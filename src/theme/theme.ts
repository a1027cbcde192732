import type { ButtonTokens, Tokens } from '../../tokens/index.js';
import { themeContract as vars } from './contract.css.js';

/** Colours and radius of one button kind. */
export type ButtonTheme = ButtonTokens;

/**
 * Every part of the spec's theme (§3 Theme), each one required: the shape {@link Theme} makes partial.
 */
export interface ThemeShape {
  container: { backgroundColor: string; borderColor: string; borderRadius: string; width: string };
  colors: { primary: string; secondary: string; success: string; error: string };
  buttons: { primary: ButtonTheme; secondary: ButtonTheme; disabled: ButtonTheme };
  inputs: {
    backgroundColor: string;
    textColor: string;
    borderColor: string;
    borderRadius: string;
    placeholderColor: string;
  };
  fontFamily: string;
  /** Hide the screen headers (e.g. when the host page shows its own). */
  hideHeaderText: boolean;
  logo: { logoImageUrl: string };
  /**
   * How the social and wallet buttons draw brand marks: in the brands' own colours, or all in the text
   * colour for a quieter screen. Not part of the spec's Theme; an addition of this kit.
   */
  brandMarks: 'colour' | 'monochrome';
}

/** Every key optional at every depth; a misspelt key is still a type error. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/**
 * The typed theme (spec §3 Theme), the `styles` of every entry point and the `theme` of `ThemeProvider`: any
 * part of the spec's shape, applied over the base theme at runtime. What you leave out keeps the base
 * theme's value (or the `--gh-*` value a host set around the widget). Beyond the spec's shape, any token of
 * `Tokens` by its path (`colors.focusRing`, `container.padding`): what `themeFromTokens` reads from a DTCG file.
 */
export type Theme = DeepPartial<ThemeShape & Tokens>;

/** @deprecated Renamed {@link Theme}, the name the docs use. */
export type ThemeOverride = Theme;

/** The value at a dotted path in a tree (a token set, or the `var()` there in a contract of the same shape). */
export const tokenAt = (tree: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

/**
 * Maps a typed override onto the `--gh-*` custom properties as an inline style object. No CSS text is
 * generated, so it works under a strict Content-Security-Policy (inline style *properties* set through the
 * CSSOM are not blocked). Each part of the spec's Theme shape sets the token of the same path
 * (`buttons.primary.textColor`), but for two: `fontFamily` sits at the top (`typography.fontFamily`), and
 * `colors.primary` is also the container's text colour. An empty string means "not set", like a missing key.
 */
export function themeToCssVars(theme: Theme | undefined): Record<string, string> {
  const style: Record<string, string> = {};
  const set = (path: string, value: string) => {
    const name = tokenAt(vars, path);
    if (typeof name === 'string') style[name.slice(4, -1)] = value;
  };
  (function walk(node: object, path: string) {
    for (const [key, value] of Object.entries(node)) {
      if (value && typeof value === 'object') walk(value as object, `${path}${key}.`);
      else if (value && typeof value === 'string') {
        const name = path + key;
        set(name === 'fontFamily' ? 'typography.fontFamily' : name, value);
        if (name === 'colors.primary') set('container.textColor', value);
      }
    }
  })(theme ?? {}, '');
  return style;
}
