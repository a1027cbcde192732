import type { Tokens } from '../../tokens/index.js';
import type { PresentationTheme } from './presentation.js';

/** The dotted path of every token: `'colors.primary'`, `'buttons.primary.textColor'`. */
export type TokenPath<T = Tokens> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TokenPath<T[K]>}`;
}[keyof T & string];

/**
 * The tokens a key of the provider's 6.x theme sets as it is (issue 41), each with the keys to read in order
 * (`container.borderColor` is `container-border`, else `border`). Plain data, so the stylesheet
 * (`presentation.css.ts`) and the contrast check (`checkTheme`) read one table; the values the provider
 * derives (radii, padding, sizes, hover and divider colours) are the stylesheet's alone. docs/Theming.mdx
 * shows this table to hosts migrating.
 */
export const presentationTokens = {
  'container.backgroundColor': ['background'],
  'container.textColor': ['foreground'],
  'container.borderColor': ['container-border', 'border'],
  'container.width': ['container-width'],
  'colors.primary': ['primary'],
  'colors.secondary': ['muted-foreground'],
  'colors.success': ['success'],
  'colors.error': ['destructive'],
  'colors.disabledText': ['muted-foreground'],
  'colors.focusRing': ['ring'],
  'colors.subtle': ['muted'],
  'colors.track': ['muted'],
  'colors.onAccent': ['destructive-foreground'],
  'buttons.primary.backgroundColor': ['primary'],
  'buttons.primary.textColor': ['primary-foreground'],
  'buttons.primary.borderColor': ['primary'],
  'buttons.secondary.backgroundColor': ['secondary'],
  'buttons.secondary.textColor': ['secondary-foreground'],
  'buttons.secondary.borderColor': ['border'],
  'buttons.disabled.backgroundColor': ['muted'],
  'buttons.disabled.textColor': ['muted-foreground'],
  'buttons.disabled.borderColor': ['muted'],
  'inputs.backgroundColor': ['background'],
  'inputs.textColor': ['foreground'],
  'inputs.borderColor': ['input'],
  'inputs.placeholderColor': ['muted-foreground'],
  'typography.fontFamily': ['font-family'],
  'typography.bodySize': ['text-base'],
  'strength.weak': ['destructive'],
  'strength.fair': ['destructive'],
  'strength.good': ['success'],
  'strength.strong': ['success'],
  'toast.successText': ['foreground'],
  'toast.errorText': ['foreground'],
} as const satisfies Partial<Record<TokenPath, readonly (keyof PresentationTheme)[]>>;
