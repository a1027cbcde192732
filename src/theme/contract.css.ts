import { createGlobalThemeContract } from '@vanilla-extract/css';
import { defaultTokens, type Tokens } from '../../tokens/index.js';

/** Turns the token path `colors.primary` into `gh-colors-primary` (camelCase → kebab-case). */
function toVarName(path: string[]): string {
  return `gh-${path.map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`;
}

/** Same shape as the tokens, every leaf a `var(--gh-…)` reference. */
export type ThemeVars<T = Tokens> = { [K in keyof T]: T[K] extends string ? `var(--${string})` : ThemeVars<T[K]> };

/**
 * The global theme contract: the public styling API. Every variable is named `--gh-<group>-<name>`
 * (e.g. `--gh-colors-primary`, `--gh-buttons-primary-background-color`) and these names are stable
 * across releases. Styles (`*.css.ts`) read only these. Only the token *keys* are used here.
 */
export const vars = createGlobalThemeContract(defaultTokens as unknown as Parameters<typeof createGlobalThemeContract>[0], (_value, path) =>
  toVarName(path),
) as unknown as ThemeVars;
