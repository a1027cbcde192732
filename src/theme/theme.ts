import type { ButtonTokens } from '../../tokens';
import { vars } from './contract.css';

/** Colours and radius of one button kind. */
export type ButtonTheme = ButtonTokens;

/**
 * The public theme object, exactly in the spec's shape (§3 Theme). Pass any part of it as
 * `ThemeOverride`; what you leave out keeps the active theme's value.
 */
export interface Theme {
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
}

/** Every key optional at every depth; a misspelt key is still a type error. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** A partial theme applied over the active one at runtime. */
export type ThemeOverride = DeepPartial<Theme>;

/** `var(--gh-colors-primary)` → `--gh-colors-primary`. */
function varName(ref: string): string {
  return ref.slice(4, -1);
}

/**
 * Maps a typed override onto the `--gh-*` custom properties as an inline style object. No CSS text is
 * generated, so it works under a strict Content-Security-Policy (no `style-src 'unsafe-inline'` needed
 * for stylesheets; inline style *attributes* set through the CSSOM are not blocked).
 */
export function themeToCssVars(theme: ThemeOverride | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!theme) return out;
  const put = (ref: string, value: string | undefined) => {
    if (typeof value === 'string' && value !== '') out[varName(ref)] = value;
  };
  const c = theme.container;
  put(vars.container.backgroundColor, c?.backgroundColor);
  put(vars.container.borderColor, c?.borderColor);
  put(vars.container.borderRadius, c?.borderRadius);
  put(vars.container.width, c?.width);
  const k = theme.colors;
  put(vars.colors.primary, k?.primary);
  put(vars.colors.secondary, k?.secondary);
  put(vars.colors.success, k?.success);
  put(vars.colors.error, k?.error);
  // The spec's `colors.primary` is also the main text colour of the container.
  put(vars.container.textColor, k?.primary);
  for (const kind of ['primary', 'secondary', 'disabled'] as const) {
    const b = theme.buttons?.[kind];
    put(vars.buttons[kind].backgroundColor, b?.backgroundColor);
    put(vars.buttons[kind].textColor, b?.textColor);
    put(vars.buttons[kind].borderColor, b?.borderColor);
    put(vars.buttons[kind].borderRadius, b?.borderRadius);
  }
  const i = theme.inputs;
  put(vars.inputs.backgroundColor, i?.backgroundColor);
  put(vars.inputs.textColor, i?.textColor);
  put(vars.inputs.borderColor, i?.borderColor);
  put(vars.inputs.borderRadius, i?.borderRadius);
  put(vars.inputs.placeholderColor, i?.placeholderColor);
  put(vars.typography.fontFamily, theme.fontFamily);
  return out;
}
