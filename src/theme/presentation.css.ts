import { style } from '@vanilla-extract/css';
import type { PresentationTheme } from './presentation.js';
import { derivedVars, themeContract as gh } from './contract.css.js';
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
/** A tint of a state colour on the card, for message backgrounds. */
const tint = (key: Read) => `color-mix(in oklab, ${st(key)} 12%, ${st('background')})`;

/**
 * The provider's 6.x theme keys on this widget's contract (issue 41; docs/Theming.mdx has the table). Set on
 * the theme root of a widget given `presentation`: each public `--gh-*` variable there is its key's value (or
 * the provider's derivation: radii from `rounded-base`, padding from `spacing`, hover and divider colours by
 * `color-mix()`). A key the host left out makes the variable invalid at computed-value time, so the styles'
 * `var(--gh-x, var(--gh-base-x))` reads the base theme instead. All CSS: the widget's script only copies the
 * host's values into `--gh-l-*` / `--gh-d-*` (`presentationVars`).
 */
export const presentationClass = style({
  vars: {
    ...Object.fromEntries(KEYS.map((key) => [`--gh-st-${key}`, `var(--gh-l-${key})`])),
    // Straight from a key (or the first given of a few), the table the contrast check reads too.
    ...Object.fromEntries(
      Object.entries(presentationTokens).map(([path, keys]) => [
        tokenAt(gh, path) as string,
        keys.reduceRight<string>((fallback, key) => (fallback ? `var(--gh-st-${key}, ${fallback})` : st(key)), ''),
      ]),
    ),
    // Derived, as the provider derives them.
    [gh.container.borderRadius]: or('container-radius', times('rounded-base', 6)),
    [gh.container.padding]: `${times('spacing', 6)} ${times('spacing', 8)}`,
    [gh.container.compactPadding]: `${times('spacing', 5)} ${times('spacing', 4)}`,
    [gh.buttons.primary.borderRadius]: or('button-radius', times('rounded-base', 2)),
    [gh.buttons.secondary.borderRadius]: or('button-radius', times('rounded-base', 2)),
    [gh.buttons.disabled.borderRadius]: or('button-radius', times('rounded-base', 2)),
    [gh.inputs.borderRadius]: or('input-radius', times('rounded-base', 2)),
    [gh.typography.headerSize]: times('text-base', 1.5),
    [gh.typography.helperSize]: times('text-base', 0.875),
    [gh.toast.successBackground]: tint('success'),
    [gh.toast.errorBackground]: tint('destructive'),
    [derivedVars.primaryHover]: or('primary-button-hover', mix('primary', 90)),
    [derivedVars.secondaryHover]: or('secondary-button-hover', mix('secondary', 80)),
    [derivedVars.divider]: or('divider-color', mix('border', 50)),
    [derivedVars.hoverFilter]: 'none',
  },
  '@media': {
    // `colorScheme: 'auto'` with a light and a dark theme: only then are the dark ones (`--gh-d-*`) set.
    '(prefers-color-scheme: dark)': {
      vars: Object.fromEntries(KEYS.map((key) => [`--gh-st-${key}`, `var(--gh-d-${key}, var(--gh-l-${key}))`])),
    },
  },
});
