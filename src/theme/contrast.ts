/**
 * The contrast guard (issue 41): every pair of a theme's colours that a reader or a control depends on,
 * against WCAG 2.2 — 4.5:1 for text (1.4.3: the widget's text is 14–16px, never "large"), 3:1 for the
 * boundaries of controls and the focus ring (1.4.11). Our own two themes pass every pair; a host's theme is
 * checked by `checkTheme`, and the widget warns about it in development builds (`useContrastWarning`).
 */
import {
  A98RGB,
  A98RGB_Linear,
  ColorSpace,
  contrastWCAG21,
  HSL,
  HWB,
  Lab,
  LCH,
  OKLab,
  OKLCH,
  P3,
  P3_Linear,
  parse,
  ProPhoto,
  ProPhoto_Linear,
  REC_2020,
  REC_2020_Linear,
  sRGB,
  sRGB_Linear,
  to,
  XYZ_D50,
  XYZ_D65,
  type PlainColorObject,
} from 'colorjs.io/fn';
import { darkTokens, defaultTokens, type Tokens } from '../../tokens/index.js';
import { themeContract } from './contract.css.js';
import type { Presentation, PresentationTheme } from './presentation.js';
import { presentationTokens, type TokenPath } from './presentationMap.js';
import { themeToCssVars, tokenAt, type Theme } from './theme.js';

/** Registers every colour space CSS can name a colour in (hex, rgb(), hsl(), oklch(), color(display-p3 …)), once. */
let registered = false;
function registerSpaces(): void {
  const css = [sRGB, sRGB_Linear, HSL, HWB, Lab, LCH, OKLab, OKLCH, P3, P3_Linear, A98RGB, A98RGB_Linear, ProPhoto, ProPhoto_Linear];
  if (!registered) for (const space of [...css, REC_2020, REC_2020_Linear, XYZ_D50, XYZ_D65]) ColorSpace.register(space);
  registered = true;
}

/** One pair below its required ratio. */
export interface ContrastFailure {
  /** What the pair is: `'primary button text on the primary button'`. */
  pair: string;
  /** The token paths of the two colours (`buttons.primary.textColor`, `buttons.primary.backgroundColor`). */
  tokens: [foreground: TokenPath, background: TokenPath];
  /** The two colours as the theme gives them. */
  colors: [foreground: string, background: string];
  /** Their WCAG contrast ratio, to two decimals. */
  ratio: number;
  /** What WCAG 2.2 asks of the pair: 4.5 for text, 3 for a control's boundary or the focus ring. */
  required: 4.5 | 3;
  /** `'dark'` for the dark half of a light and dark theme; left out otherwise. */
  scheme?: 'light' | 'dark';
}

/** The pairs, as [what, foreground, background, required]. */
const PAIRS: [string, TokenPath, TokenPath, 4.5 | 3][] = [
  ['body text on the card', 'container.textColor', 'container.backgroundColor', 4.5],
  ['muted text on the card', 'colors.secondary', 'container.backgroundColor', 4.5],
  ['link text on the card', 'colors.primary', 'container.backgroundColor', 4.5],
  ['error text on the card', 'colors.error', 'container.backgroundColor', 4.5],
  ['success text on the card', 'colors.success', 'container.backgroundColor', 4.5],
  ['primary button text on the primary button', 'buttons.primary.textColor', 'buttons.primary.backgroundColor', 4.5],
  ['secondary button text on the secondary button', 'buttons.secondary.textColor', 'buttons.secondary.backgroundColor', 4.5],
  ['input text on the input', 'inputs.textColor', 'inputs.backgroundColor', 4.5],
  ['placeholder on the input', 'inputs.placeholderColor', 'inputs.backgroundColor', 4.5],
  ['success message text on its background', 'toast.successText', 'toast.successBackground', 4.5],
  ['error message text on its background', 'toast.errorText', 'toast.errorBackground', 4.5],
  ['input border on the card', 'inputs.borderColor', 'container.backgroundColor', 3],
  ['input border on the input', 'inputs.borderColor', 'inputs.backgroundColor', 3],
  ['focus ring on the card', 'colors.focusRing', 'container.backgroundColor', 3],
  ['focus ring on an input', 'colors.focusRing', 'inputs.backgroundColor', 3],
  ['secondary button border on the card', 'buttons.secondary.borderColor', 'container.backgroundColor', 3],
];

/** A colour as sRGB, or null for what only a browser can resolve (`var()`, `color-mix()`, `currentColor`). */
function srgb(color: string): PlainColorObject | null {
  registerSpaces();
  try {
    return to(parse(color), 'srgb');
  } catch {
    return null;
  }
}

/** `top` painted over `bottom` (both sRGB): a translucent colour shows what is under it. */
function over(top: PlainColorObject, bottom: PlainColorObject): PlainColorObject {
  const alpha = Number(top.alpha ?? 1);
  const coords = top.coords.map((c, i) => Number(c) * alpha + Number(bottom.coords[i]) * (1 - alpha)) as [number, number, number];
  return { space: top.space, coords, alpha: 1 };
}

/** The token of every variable name (`--gh-colors-primary` → `colors.primary`). */
function pathsByVar(): Map<string, TokenPath> {
  const paths = new Map<string, TokenPath>();
  (function walk(node: object, path: string[]) {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') paths.set(value.slice(4, -1), [...path, key].join('.') as TokenPath);
      else walk(value as object, [...path, key]);
    }
  })(themeContract, []);
  return paths;
}

/** `tokens` with `path` set to `value`. */
function setToken(tokens: Tokens, path: string, value: string): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  (keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tokens) as Record<string, string>)[last] = value;
}

/** One pair of a full token set, rated: what `checkTheme` reports of those below their ratio. */
export type ContrastPair = Omit<ContrastFailure, 'scheme'>;

/**
 * Every pair of a full token set with its ratio (the Theme builder story shows them all); a pair with a colour
 * only a browser can resolve is left out.
 */
export function ratePairs(tokens: Tokens): ContrastPair[] {
  const white = srgb('#fff')!;
  const card = over(srgb(tokens.container.backgroundColor) ?? white, white);
  return PAIRS.flatMap(([pair, fgPath, bgPath, required]) => {
    const colors = [tokenAt(tokens, fgPath), tokenAt(tokens, bgPath)] as [string, string];
    const [fg, bg] = colors.map(srgb);
    if (!fg || !bg) return [];
    const background = over(bg, card);
    const ratio = Math.floor(contrastWCAG21(over(fg, background), background) * 100) / 100;
    return [{ pair, tokens: [fgPath, bgPath], colors, ratio, required }];
  });
}

/** The failing pairs of a full token set. */
const checkTokens = (tokens: Tokens, scheme?: 'light' | 'dark'): ContrastFailure[] =>
  ratePairs(tokens)
    .filter(({ ratio, required }) => ratio < required)
    .map((failure) => ({ ...failure, ...(scheme && { scheme }) }));

/** A theme in the provider's keys over a base token set, as the stylesheet maps it (`presentationTokens`). */
function presentationOver(base: Tokens, theme: PresentationTheme): Tokens {
  const tokens = structuredClone(base);
  for (const [path, keys] of Object.entries(presentationTokens)) {
    const value = keys.map((key: keyof PresentationTheme) => theme[key]).find(Boolean);
    if (value) setToken(tokens, path, value);
  }
  return tokens;
}

export interface CheckThemeOptions {
  /**
   * The colour scheme the theme applies over: the base theme under the keys it leaves out. For `'auto'` and for
   * a light and dark `presentation.theme`, both are checked.
   * @default the presentation's `color-scheme`, else 'light'
   */
  colorScheme?: 'light' | 'dark' | 'auto';
}

/**
 * Every pair of a theme's colours below WCAG 2.2's contrast ratio: body and muted text, links, error and success
 * text on the card; button text on the primary and secondary buttons; input text and placeholders; message
 * text; and, at 3:1, input borders, the focus ring and the secondary button's border against their
 * backgrounds. Each with the pair, its ratio and the ratio required; an empty list when the theme passes.
 *
 * Takes a typed `Theme` (the `styles` prop) or the provider's 6.x `presentation`, applied over the built-in
 * theme as the widget applies it. Colours only a browser can resolve (`var(…)`, `color-mix(…)`) are skipped.
 */
export function checkTheme(theme: Theme | Presentation, { colorScheme }: CheckThemeOptions = {}): ContrastFailure[] {
  const presentation = 'theme' in theme || 'options' in theme ? (theme as Presentation).theme : undefined;
  const pair = Array.isArray(presentation) ? (presentation as readonly PresentationTheme[]) : undefined;
  const single = pair ? undefined : (presentation as PresentationTheme | undefined);
  const schemes: ('light' | 'dark')[] =
    colorScheme === 'auto' || (pair && !colorScheme)
      ? ['light', 'dark']
      : [colorScheme ?? (single?.['color-scheme'] === 'dark' ? 'dark' : 'light')];
  return schemes.flatMap((scheme) => {
    const base = scheme === 'dark' ? darkTokens : defaultTokens;
    let tokens: Tokens;
    if (pair) tokens = presentationOver(base, (scheme === 'dark' ? pair[1] : pair[0]) ?? {});
    else if (single || 'options' in theme) tokens = presentationOver(base, single ?? {});
    else {
      tokens = structuredClone(base);
      const paths = pathsByVar();
      for (const [name, value] of Object.entries(themeToCssVars(theme as Theme))) {
        const path = paths.get(name);
        if (path && value) setToken(tokens, path, value);
      }
    }
    return checkTokens(tokens, schemes.length > 1 ? scheme : undefined);
  });
}

/** A failing pair as one line of a warning. */
const describeFailure = ({ pair, colors, ratio, required, scheme }: ContrastFailure): string =>
  `${scheme ? `${scheme}: ` : ''}${pair}: ${colors[0]} on ${colors[1]} is ${ratio}:1, needs ${required}:1`;

/** The themes already warned about: each once per page. */
const warned = new Set<string>();

/**
 * Warns on the console, once per theme, about its failing pairs: what development builds of the widget do with
 * a host's theme (issue 41). Production builds never load this module for it.
 */
export function warnAboutContrast(theme: Theme | Presentation, colorScheme?: CheckThemeOptions['colorScheme']): void {
  const key = JSON.stringify([theme, colorScheme]);
  if (warned.has(key)) return;
  warned.add(key);
  const failures = checkTheme(theme, { colorScheme });
  if (failures.length) {
    console.warn(
      `Gatehouse: this theme has colours below WCAG 2.2's contrast (see checkTheme in docs/Theming.mdx):\n${failures.map(describeFailure).join('\n')}`,
    );
  }
}
