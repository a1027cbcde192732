/**
 * The widget's tokens in the W3C Design Tokens format (DTCG 2025.10, its first stable version; issue 41), both
 * ways: `tokensToDtcg` writes `gatehouse-auth/tokens/default.tokens.json` and `dark.tokens.json` at build time,
 * and `themeFromTokens` reads a host's file of the same names into a typed `Theme`. Colours are DTCG colour
 * objects (`{ colorSpace, components, alpha, hex }`), sizes dimensions (`{ value, unit }`), font stacks
 * `fontFamily` arrays, the card's shadow a `shadow` list, and a token that derives from another (the primary
 * button's colour is the primary colour) an alias (`"{colors.primary}"`).
 */
import type { Tokens } from '../../tokens/index.js';
import type { TokenPath } from './presentationMap.js';
import type { Theme } from './theme.js';

/** A DTCG colour value (2025.10 §8.1). */
export interface DtcgColor {
  colorSpace: string;
  components: (number | 'none')[];
  alpha?: number;
  hex?: string;
}

/** A DTCG dimension value (2025.10 §8.2). */
export interface DtcgDimension {
  value: number;
  unit: 'px' | 'rem';
}

/** A DTCG token or group, as far as this file reads them. */
export interface DtcgNode {
  $type?: string;
  $value?: unknown;
  $description?: string;
  [child: string]: unknown;
}

/**
 * The tokens that derive from another, each from its source: in a set where both have the same value, the
 * file says so with an alias instead of a second copy.
 */
const DERIVED: Partial<Record<TokenPath, TokenPath>> = {
  'container.textColor': 'colors.primary',
  'buttons.primary.backgroundColor': 'colors.primary',
  'buttons.primary.borderColor': 'buttons.primary.backgroundColor',
  'buttons.secondary.backgroundColor': 'container.backgroundColor',
  'buttons.secondary.textColor': 'container.textColor',
  'buttons.secondary.borderRadius': 'buttons.primary.borderRadius',
  'buttons.disabled.borderRadius': 'buttons.primary.borderRadius',
  'buttons.disabled.textColor': 'colors.disabledText',
  'inputs.textColor': 'container.textColor',
  'inputs.backgroundColor': 'container.backgroundColor',
  'inputs.borderRadius': 'buttons.primary.borderRadius',
  'strength.weak': 'colors.error',
  'strength.good': 'colors.success',
};

const DIMENSION = /^(-?\d*\.?\d+)(px|rem)$/;
const HEX = /^#[0-9a-f]{6}$/i;
/** One layer of a CSS shadow: offsets, blur, an optional spread, a colour. */
const SHADOW = /^(\S+) (\S+) (\S+)(?: (\S+))? (rgba?\([^)]*\)|#[0-9a-f]{6})$/i;

const dimension = (css: string): DtcgDimension | null => {
  const match = DIMENSION.exec(css) ?? (css === '0' ? ['0', '0', 'px'] : null);
  return match ? { value: Number(match[1]), unit: match[2] as DtcgDimension['unit'] } : null;
};

/** A `#RRGGBB` or `rgb[a](r, g, b[, a])` colour as a DTCG colour object. */
function color(css: string): DtcgColor {
  if (HEX.test(css)) {
    const components = [1, 3, 5].map((i) => Math.round((parseInt(css.slice(i, i + 2), 16) / 255) * 10000) / 10000);
    return { colorSpace: 'srgb', components, alpha: 1, hex: css };
  }
  const [r, g, b, a = 1] = css
    .replace(/^rgba?\(|\)$/g, '')
    .split(/[\s,/]+/)
    .map(Number) as [number, number, number, number?];
  return { colorSpace: 'srgb', components: [r, g, b].map((c) => Math.round((c / 255) * 10000) / 10000), alpha: a };
}

/** One token of a set, by its path and CSS value. */
function token(path: string, css: string): DtcgNode {
  if (path.endsWith('fontFamily')) {
    return { $type: 'fontFamily', $value: css.split(',').map((name) => name.trim().replace(/^["']|["']$/g, '')) };
  }
  if (path.endsWith('Weight')) return { $type: 'fontWeight', $value: Number(css) };
  if (path.endsWith('shadow')) {
    return {
      $type: 'shadow',
      // Layers split at the commas outside a colour's parentheses.
      $value: css.split(/,(?![^(]*\))/).map((layer) => {
        const [, x, y, blur, spread, shade] = SHADOW.exec(layer.trim()) ?? [];
        return {
          color: color(shade!),
          offsetX: dimension(x!),
          offsetY: dimension(y!),
          blur: dimension(blur!),
          spread: dimension(spread ?? '0'),
        };
      }),
    };
  }
  if (HEX.test(css)) return { $type: 'color', $value: color(css) };
  const single = dimension(css);
  if (single) return { $type: 'dimension', $value: single };
  // A CSS shorthand of two lengths (padding: block, inline): a group of two dimensions.
  const [block, inline] = css.split(' ').map(dimension);
  return { block: { $type: 'dimension', $value: block }, inline: { $type: 'dimension', $value: inline } };
}

/** A token set as a DTCG document. `description` goes on the root group. */
export function tokensToDtcg(tokens: Tokens, description: string): DtcgNode {
  const at = (path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tokens);
  const group = (node: object, path: string[]): DtcgNode =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        const here = [...path, key].join('.');
        if (typeof value !== 'string') return [key, group(value as object, [...path, key])];
        const source = DERIVED[here as TokenPath];
        if (source && at(source) === value) return [key, { ...token(here, value), $value: `{${source}}` }];
        return [key, token(here, value)];
      }),
    );
  return { $description: description, ...group(tokens, []) };
}

const CSS_SPACES: Record<string, string> = {
  srgb: 'srgb',
  'srgb-linear': 'srgb-linear',
  'display-p3': 'display-p3',
  'a98-rgb': 'a98-rgb',
  'prophoto-rgb': 'prophoto-rgb',
  rec2020: 'rec2020',
  'xyz-d65': 'xyz-d65',
  'xyz-d50': 'xyz-d50',
};

/** A DTCG colour as CSS: its hex where it is exact, else the colour function of its space. */
function cssColor({ colorSpace, components, alpha = 1, hex }: DtcgColor): string {
  if (hex && alpha === 1) return hex;
  const [a, b, c] = components;
  if (colorSpace === 'srgb' && !components.includes('none')) {
    const [r, g, bl] = (components as number[]).map((x) => Math.round(x * 255));
    return alpha === 1 ? `rgb(${r}, ${g}, ${bl})` : `rgba(${r}, ${g}, ${bl}, ${alpha})`;
  }
  const tail = alpha === 1 ? '' : ` / ${alpha}`;
  const space = CSS_SPACES[colorSpace];
  return space ? `color(${space} ${a} ${b} ${c}${tail})` : `${colorSpace}(${a} ${b} ${c}${tail})`;
}

const cssDimension = (value: unknown) => {
  const { value: n, unit } = value as DtcgDimension;
  return n === 0 ? '0' : `${n}${unit}`;
};

/** A token's value as CSS, by its type. */
function css(type: string | undefined, value: unknown): string {
  switch (type) {
    case 'color':
      return cssColor(value as DtcgColor);
    case 'dimension':
      return cssDimension(value);
    case 'fontFamily':
      return (Array.isArray(value) ? value : [value]).map((name: string) => (/\s/.test(name) ? `"${name}"` : name)).join(', ');
    case 'shadow':
      return (Array.isArray(value) ? value : [value])
        .map((layer: { color: DtcgColor; offsetX: unknown; offsetY: unknown; blur: unknown; spread?: unknown }) => {
          const spread = layer.spread && (layer.spread as DtcgDimension).value !== 0 ? ` ${cssDimension(layer.spread)}` : '';
          return `${cssDimension(layer.offsetX)} ${cssDimension(layer.offsetY)} ${cssDimension(layer.blur)}${spread} ${cssColor(layer.color)}`;
        })
        .join(', ');
    default:
      return String(value);
  }
}

/**
 * A host's DTCG 2025.10 file (the names of `gatehouse-auth/tokens/default.tokens.json`: `colors.primary`,
 * `buttons.primary.textColor`, …) as a typed `Theme`, for `styles` or a `ThemeProvider`. Aliases
 * (`"{colors.primary}"`) are resolved and group `$type`s inherited; a token the widget does not have is
 * ignored when the theme is applied. Check the result as the widget does in development: `checkTheme(themeFromTokens(json))`.
 */
export function themeFromTokens(json: unknown): Theme {
  const root = (typeof json === 'string' ? JSON.parse(json) : json) as DtcgNode;
  const find = (path: string): DtcgNode | undefined =>
    path.split('.').reduce<DtcgNode | undefined>((node, key) => node?.[key] as DtcgNode | undefined, root);
  const typeOf = (path: string): string | undefined => {
    const keys = path.split('.');
    for (let i = keys.length; i >= 0; i--) {
      const type = find(keys.slice(0, i).join('.'))?.$type;
      if (type) return type;
    }
    return undefined;
  };
  /** The token at `path`, its aliases followed (at most as deep as the file has tokens, so a cycle ends). */
  const resolve = (path: string, depth = 0): [string | undefined, unknown] => {
    const value = find(path)?.$value;
    const alias = typeof value === 'string' && /^\{(.+)\}$/.exec(value);
    if (alias && depth < 32) return resolve(alias[1]!, depth + 1);
    return [typeOf(path), value];
  };
  const theme: Record<string, unknown> = {};
  (function walk(node: DtcgNode, path: string[], out: Record<string, unknown>) {
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('$') || !child || typeof child !== 'object') continue;
      const here = [...path, key];
      if ('$value' in child) {
        out[key] = css(...resolve(here.join('.')));
      } else if (
        'block' in child &&
        'inline' in child &&
        Object.keys(child).every((k) => k.startsWith('$') || k === 'block' || k === 'inline')
      ) {
        out[key] = `${css(...resolve([...here, 'block'].join('.')))} ${css(...resolve([...here, 'inline'].join('.')))}`;
      } else {
        walk(child as DtcgNode, here, (out[key] = {}) as Record<string, unknown>);
      }
    }
  })(root, [], theme);
  return theme as Theme;
}
