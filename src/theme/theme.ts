import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ButtonTokens } from '../../tokens/index.js';
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
 * theme's value (or the `--gh-*` value a host set around the widget).
 */
export type Theme = DeepPartial<ThemeShape>;

/** @deprecated Renamed {@link Theme}, the name the docs use. */
export type ThemeOverride = Theme;

/** An empty string in an override means "not set", like a missing key. */
const given = (value: string | undefined) => (value === '' ? undefined : value);

/**
 * Maps a typed override onto the `--gh-*` custom properties as an inline style object
 * (`@vanilla-extract/dynamic`'s `assignInlineVars`, which drops unset values). No CSS text is generated,
 * so it works under a strict Content-Security-Policy (inline style *properties* set through the CSSOM are
 * not blocked). The spec's Theme shape differs from the token tree (`fontFamily` sits at the top,
 * `colors.primary` is also the container's text colour), hence this table rather than a tree walk.
 */
export function themeToCssVars(theme: Theme | undefined): Record<string, string> {
  if (!theme) return {};
  const { container: c, colors: k, buttons: b, inputs: i } = theme;
  const button = (kind: 'primary' | 'secondary' | 'disabled') => ({
    [vars.buttons[kind].backgroundColor]: given(b?.[kind]?.backgroundColor),
    [vars.buttons[kind].textColor]: given(b?.[kind]?.textColor),
    [vars.buttons[kind].borderColor]: given(b?.[kind]?.borderColor),
    [vars.buttons[kind].borderRadius]: given(b?.[kind]?.borderRadius),
  });
  return assignInlineVars({
    [vars.container.backgroundColor]: given(c?.backgroundColor),
    [vars.container.borderColor]: given(c?.borderColor),
    [vars.container.borderRadius]: given(c?.borderRadius),
    [vars.container.width]: given(c?.width),
    [vars.colors.primary]: given(k?.primary),
    // The spec's `colors.primary` is also the main text colour of the container.
    [vars.container.textColor]: given(k?.primary),
    [vars.colors.secondary]: given(k?.secondary),
    [vars.colors.success]: given(k?.success),
    [vars.colors.error]: given(k?.error),
    ...button('primary'),
    ...button('secondary'),
    ...button('disabled'),
    [vars.inputs.backgroundColor]: given(i?.backgroundColor),
    [vars.inputs.textColor]: given(i?.textColor),
    [vars.inputs.borderColor]: given(i?.borderColor),
    [vars.inputs.borderRadius]: given(i?.borderRadius),
    [vars.inputs.placeholderColor]: given(i?.placeholderColor),
    [vars.typography.fontFamily]: given(theme.fontFamily),
  });
}
