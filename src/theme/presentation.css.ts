import { style } from '@vanilla-extract/css';
import type { PresentationTheme } from './presentation.js';
import { derivedVars, themeContract as gh, vars } from './contract.css.js';
import { presentationTokens } from './presentationMap.js';
import { tokenAt } from './theme.js';

type Key = Exclude<keyof PresentationTheme, 'color-scheme'>;

/**
 * The provider's keys this widget reads a value from (`color-scheme` is script's: it picks the base theme; the
 * rest have no counterpart here, see `PresentationTheme`).
 */
const KEYS = [
  'font-family',
  'spacing',
  'container-width',
  'rounded-base',
  'text-base',
  'button-radius',
  'input-radius',
  'container-radius',
  'background',
  'foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'muted',
  'muted-foreground',
  'border',
  'input',
  'ring',
  'destructive',
  'destructive-foreground',
  'success',
  'container-border',
  'primary-button-hover',
  'secondary-button-hover',
  'divider-color',
] as const satisfies readonly Key[];
type Read = (typeof KEYS)[number];

/** A provider key's value in force: the light (or only) theme's, or under `auto` in the dark, the dark one's. */
const st = (key: Read) => `var(--gh-st-${key})`;
const times = (key: Read, factor: number) => `calc(${st(key)} * ${factor})`;
/** A key, else the provider's fallback derived from another (`button-radius` ← 2 × `rounded-base`). */
const or = (key: Read, fallback: string) => `var(--gh-st-${key}, ${fallback})`;
/** The provider's colour-mix derivations (its `ColorMixFallback` keys override them). */
const mix = (key: Read, percent: number) => `color-mix(in oklab, ${st(key)} ${percent}%, transparent)`;
/** A tint of a state colour on the card (the card's colour in force without `background`), for message backgrounds. */
const tint = (key: Read) => `color-mix(in oklab, ${st(key)} 12%, ${or('background', vars.container.backgroundColor)})`;

/** A public variable (its name, as `var(--gh-x)` or `--gh-x`), its value and the keys that set it. */
type Mapped = readonly [variable: string, value: string, keys: readonly Read[]];
const mapped = (variable: string, value: string, ...keys: Read[]): Mapped => [variable.replace(/^var\((.*)\)$/, '$1'), value, keys];

/**
 * The provider's 6.x theme keys on this widget's contract (issue 41; docs/Theming.mdx has the table): each
 * public `--gh-*` variable with its value — the keys' (the first given of a few), or the provider's derivation
 * (radii from `rounded-base`, padding from `spacing`, hover and divider colours by `color-mix()`) — and the keys
 * that set it. The widget declares a variable on its theme root only when the presentation gives one of its keys
 * (`presentationVars`): one it leaves out is not declared there, so what a host set on an ancestor (`--gh-*` in
 * its CSS) still reaches the widget, as with `styles`, and else the base theme. The values are CSS, so the
 * light and dark halves switch in the stylesheet, not in script.
 */
export const presentationMapping: readonly Mapped[] = [
  // Straight from a key (or the first given of a few), the table the contrast check reads too.
  ...Object.entries(presentationTokens).map(([path, keys]) =>
    mapped(
      tokenAt(gh, path) as string,
      keys.reduceRight<string>((fallback, key) => (fallback ? `var(--gh-st-${key}, ${fallback})` : st(key)), ''),
      ...keys,
    ),
  ),
  // Derived, as the provider derives them.
  mapped(gh.container.borderRadius, or('container-radius', times('rounded-base', 6)), 'container-radius', 'rounded-base'),
  mapped(gh.container.padding, `${times('spacing', 6)} ${times('spacing', 8)}`, 'spacing'),
  mapped(gh.container.compactPadding, `${times('spacing', 5)} ${times('spacing', 4)}`, 'spacing'),
  ...[gh.buttons.primary, gh.buttons.secondary, gh.buttons.disabled].map((button) =>
    mapped(button.borderRadius, or('button-radius', times('rounded-base', 2)), 'button-radius', 'rounded-base'),
  ),
  mapped(gh.inputs.borderRadius, or('input-radius', times('rounded-base', 2)), 'input-radius', 'rounded-base'),
  mapped(gh.typography.headerSize, times('text-base', 1.5), 'text-base'),
  mapped(gh.typography.helperSize, times('text-base', 0.875), 'text-base'),
  mapped(gh.toast.successBackground, tint('success'), 'success'),
  mapped(gh.toast.errorBackground, tint('destructive'), 'destructive'),
  mapped(derivedVars.primaryHover, or('primary-button-hover', mix('primary', 90)), 'primary-button-hover', 'primary'),
  mapped(derivedVars.secondaryHover, or('secondary-button-hover', mix('secondary', 80)), 'secondary-button-hover', 'secondary'),
  mapped(derivedVars.divider, or('divider-color', mix('border', 50)), 'divider-color', 'border'),
  // A hover colour replaces the hover brightening.
  mapped(derivedVars.hoverFilter, 'none', 'primary-button-hover', 'primary', 'secondary-button-hover', 'secondary'),
];

/**
 * The theme root of a widget given `presentation`: each provider key in force as `--gh-st-<key>`, from the
 * host's values the widget's script copies into `--gh-l-*` / `--gh-d-*` (`presentationVars`). A key the host
 * left out makes its `--gh-st-*` invalid at computed-value time, so a variable derived from it reads its
 * fallback, and at the end the base theme.
 */
export const presentationClass = style({
  vars: Object.fromEntries(KEYS.map((key) => [`--gh-st-${key}`, `var(--gh-l-${key})`])),
  '@media': {
    // `colorScheme: 'auto'` with a light and a dark theme: only then are the dark ones (`--gh-d-*`) set.
    '(prefers-color-scheme: dark)': {
      vars: Object.fromEntries(KEYS.map((key) => [`--gh-st-${key}`, `var(--gh-d-${key}, var(--gh-l-${key}))`])),
    },
  },
});
