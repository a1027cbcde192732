import type { ComponentType, HTMLAttributes } from 'react';
import { presentationMapping } from './presentation.css.js';

/**
 * The provider's 6.x theme (`presentation.theme`, `@stytch/vanilla-js` 6.3 `Theme`), key for key, every key
 * optional: a host migrating from the provider's current UI passes its theme unchanged (issue 41). What each
 * key themes here is in `presentation.css.ts` and the migration table of docs/Theming.mdx; the keys with no
 * counterpart in this widget (`warning`, `accent`, `font-family-mono`, …) are accepted and have no effect.
 */
export interface PresentationTheme {
  /** `'light'` or `'dark'`: the built-in theme under the keys left out, like `colorScheme`; `'shadcn'`: light. */
  'color-scheme'?: 'light' | 'dark' | 'shadcn';
  /** Base font for all text. */
  'font-family'?: string;
  /** Monospace font (no effect here: codes use the body font). */
  'font-family-mono'?: string;
  /** Header font (no effect here: headers use `font-family`). */
  'header-font'?: string;
  /** Base spacing unit: the card's padding is 6 and 8 of it. @default 4px */
  spacing?: string;
  /** The card's width. @default 400px */
  'container-width'?: string;
  /** No effect here: the widget adapts to its own width, not the viewport's. */
  'mobile-breakpoint'?: string;
  /** Base radius: buttons and inputs 2×, the card 6×. @default 4px */
  'rounded-base'?: string;
  /** Body text size; headers 1.5×, helper text 0.875×. @default 1rem */
  'text-base'?: string;
  /** Button radius. @default 2 × rounded-base */
  'button-radius'?: string;
  /** Input radius. @default 2 × rounded-base */
  'input-radius'?: string;
  /** The card's radius. @default 6 × rounded-base */
  'container-radius'?: string;
  /** Shadow of buttons and inputs (no effect here). */
  shadow?: string;
  'shadow-button'?: string;
  'shadow-input'?: string;
  'transition-duration'?: string;
  /** The card's and the inputs' background. */
  background?: string;
  /** Text colour in the card and the inputs. */
  foreground?: string;
  /** Brand colour: primary buttons, links, the active tab, progress. */
  primary?: string;
  /** Text on primary buttons. */
  'primary-foreground'?: string;
  /** Secondary buttons' background. */
  secondary?: string;
  /** Secondary buttons' text. */
  'secondary-foreground'?: string;
  /** Subtle fills: hovered icon buttons, tracks of meters, disabled buttons. */
  muted?: string;
  /** Helper and other secondary text, placeholders, disabled text. */
  'muted-foreground'?: string;
  accent?: string;
  'accent-foreground'?: string;
  /** The card's border, dividers and secondary buttons' border. */
  border?: string;
  /** Inputs' border. */
  input?: string;
  /** Focus ring. */
  ring?: string;
  /** Errors: text, the error banner and weak passwords. */
  destructive?: string;
  /** Text on destructive and success fills. */
  'destructive-foreground'?: string;
  warning?: string;
  /** Successes: text, the success toast and strong passwords. */
  success?: string;
  /** The card's border only. @default border */
  'container-border'?: string;
  /** No effect here (no tab backgrounds). */
  'tab-background'?: string;
  /** @default color-mix(in oklab, primary 90%, transparent) */
  'primary-button-hover'?: string;
  /** @default color-mix(in oklab, secondary 80%, transparent) */
  'secondary-button-hover'?: string;
  /** No effect here (no destructive buttons). */
  'destructive-button-hover'?: string;
  /** @default color-mix(in oklab, border 50%, transparent) */
  'divider-color'?: string;
  /** No effect here: the focus ring is an outline in `ring`. */
  'focus-ring-shadow'?: string;
}

/** The provider's icon components: a React component taking a `size`, the rest spread on its root. */
export type PresentationIcon = ComponentType<HTMLAttributes<unknown> & { size?: number }>;

/** The provider's 6.x `presentation.options` (6.3 `PresentationOptions`), as this widget reads them. */
export interface PresentationOptions {
  /** Hides the screens' header text (as `styles.hideHeaderText`). @default false */
  hideHeaderText?: boolean;
  /** Appended to every `<input>` id, for pages with two widgets whose ids must differ. */
  inputIdSuffix?: string;
  /** A logo above Main's header. `alt` empty: decorative. */
  logo?: { url: string; alt: string };
  /** Brand marks to draw instead of the built-in ones, by brand (`google`, `metamask`, …). */
  icons?: Partial<Record<string, PresentationIcon>>;
  /** Accepted for the provider's sake; this widget's `config.enableShadowDOM` decides. */
  enableShadowDOM?: boolean;
  /** Accepted for the provider's sake; no effect (style with `data-part`/`::part()` instead). */
  buttonId?: string | boolean;
}

/**
 * The provider's 6.x `presentation` (issue 41): a theme in its keys — or a pair, light and dark, followed by
 * `prefers-color-scheme` — and its options. Instead of `styles`, not with it.
 */
export interface Presentation {
  theme?: PresentationTheme | readonly [light: PresentationTheme, dark: PresentationTheme];
  options?: PresentationOptions;
}

/**
 * The colour scheme: `'auto'` follows the user's `prefers-color-scheme`, live, through CSS alone (a media
 * query), so a server-rendered page shows the right one from its first paint.
 */
export type ColorScheme = 'light' | 'dark' | 'auto';

/**
 * A presentation theme as inline custom properties: the host's values as `--gh-l-<key>` (light, or the only
 * one) and `--gh-d-<key>` (dark, read under `prefers-color-scheme: dark` with `auto`), and the public `--gh-*`
 * variables its keys set, mapped onto those (`presentationMapping`). Only the variables of the keys given: the
 * rest stay the host's own on an ancestor, or the base theme's. Plain copies: the mapping's values, their
 * `calc()`s and `color-mix()`es are CSS, so the scheme in force is the stylesheet's choice, not script's.
 */
export function presentationVars(theme: Presentation['theme'], scheme: ColorScheme): Record<string, string> {
  const pair = Array.isArray(theme) ? (theme as readonly PresentationTheme[]) : [theme as PresentationTheme | undefined];
  const vars: Record<string, string> = {};
  // A fixed scheme takes its half of a pair; `auto` sets both.
  const shown = scheme === 'dark' ? [pair[1] ?? pair[0]] : scheme === 'auto' ? pair : [pair[0]];
  const given = new Set<string>();
  shown.forEach((part, i) => {
    for (const [key, value] of Object.entries(part ?? {})) {
      if (!value) continue;
      vars[`--gh-${i ? 'd' : 'l'}-${key}`] = value;
      given.add(key);
    }
  });
  for (const [variable, value, keys] of presentationMapping) if (keys.some((key) => given.has(key))) vars[variable] = value;
  return vars;
}
