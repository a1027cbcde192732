import { createGlobalThemeContract } from '@vanilla-extract/css';
import { defaultTokens, type Tokens } from '../../tokens/index.js';

/** Turns the token path `colors.primary` into `<prefix>-colors-primary` (camelCase → kebab-case). */
const varName = (prefix: string) => (path: string[]) =>
  `${prefix}-${path.map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`;

/** Same shape as the tokens, every leaf a `var(--…)` reference. */
export type ThemeVars<T = Tokens> = { [K in keyof T]: T[K] extends string ? `var(--${string})` : ThemeVars<T[K]> };

type Contract = Parameters<typeof createGlobalThemeContract>[0];

/** Maps every leaf of `tree` through `leaf`, keeping the shape (the contracts share the tokens' tree). */
function mapLeaves(tree: object, other: object, leaf: (own: string, other: string) => string): object {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      const paired = (other as Record<string, unknown>)[key];
      return [key, typeof value === 'string' ? leaf(value, paired as string) : mapLeaves(value as object, paired as object, leaf)];
    }),
  );
}

/**
 * The global theme contract: the public styling API. Every variable is named `--gh-<group>-<name>`
 * (e.g. `--gh-colors-primary`, `--gh-buttons-primary-background-color`) and these names are stable
 * across releases. This is the form that *sets* them: `createTheme(themeContract, tokens)` for a compile-time
 * theme class, `themeToCssVars` for the typed override. Only the token *keys* are used here.
 *
 * The widget never declares these itself (issue 22): a value a host sets on any ancestor — a wrapper's
 * class, `<stytch-ui>`, `:root` — is inherited into the widget, in a shadow root too.
 */
export const themeContract = createGlobalThemeContract(defaultTokens as unknown as Contract, (_value, path) =>
  varName('gh')(path),
) as unknown as ThemeVars;

/**
 * The base theme's values, `--gh-base-<group>-<name>`: what the built-in themes (default, dark) declare on
 * the widget's theme root. Internal names; a host sets the public `--gh-*` ones, which win over these.
 */
export const baseContract = createGlobalThemeContract(defaultTokens as unknown as Contract, (_value, path) =>
  varName('gh-base')(path),
) as unknown as ThemeVars;

/**
 * The form that *reads* the theme, which every style (`*.css.ts`) uses: `var(--gh-x, var(--gh-base-x))`. The
 * public variable when anyone set it (the typed override, a host's CSS on any ancestor, a compile-time theme
 * class), else the base theme's value. Declaring defaults for `--gh-x` on the theme root instead would
 * redeclare — and so hide — what a host set on an ancestor; `@property` initial values would not, but
 * Chromium ignores `@property` in shadow roots.
 */
export const vars = mapLeaves(
  themeContract,
  baseContract,
  (publicVar, baseVar) => `var(${publicVar.slice(4, -1)}, ${baseVar})`,
) as unknown as ThemeVars;

/**
 * Public variables outside the token tree, each a colour derived from tokens unless set (issue 41: the
 * provider's `color-mix()` hover and divider colours, which `presentation` sets). Unset, the primary and
 * secondary buttons brighten and darken on hover and dividers are the card's border colour.
 */
export const derivedVars = {
  primaryHover: '--gh-buttons-primary-hover-background-color',
  secondaryHover: '--gh-buttons-secondary-hover-background-color',
  divider: '--gh-colors-divider',
  /** Internal: the hover brightening, `none` where a hover colour is set. */
  hoverFilter: '--gh-hover-filter',
} as const;
