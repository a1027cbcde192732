import { useThemeOverride } from '../../theme/index.js';
import { BrandMark, type BrandMarkName } from '../BrandMark/index.js';
import { Icon } from '../Icon/index.js';

/**
 * How a brand is drawn: its own mark (full colour, from a maintained icon set), a single filled path on a
 * 24×24 grid, or — for a brand no icon set carries — a monogram of stroked letters in a circle, our own
 * drawing of its initial rather than a copy of its logo.
 */
export type BrandGlyph = { kind: 'mark'; name: BrandMarkName } | { kind: 'path'; path: string } | { kind: 'monogram'; strokes: string };

/** Stroked letter shapes for monograms, drawn inside the 24×24 circle. */
export const monogramStrokes = {
  /** V */
  v: 'M8 8l4 8.5L16 8',
} as const;

export interface BrandIconProps {
  /** What to draw. */
  glyph: BrandGlyph;
  /**
   * Draws a mark in the current text colour instead of the brand's colours.
   * @default the theme's `brandMarks === 'monochrome'`
   */
  monochrome?: boolean;
}

/** A circle of radius 10.5 around the grid's centre, framing a monogram's letters. */
const monogramRing = 'M1.5 12a10.5 10.5 0 1 0 21 0a10.5 10.5 0 1 0-21 0Z';

/** A brand's icon. Paths and monograms take the current text colour. Always decorative. */
export function BrandIcon({ glyph, monochrome }: BrandIconProps) {
  const theme = useThemeOverride();
  // The provider's `presentation.options.icons` (issue 41): a host's component for a brand, at the mark's size.
  const Custom = theme.icons?.[glyph.kind === 'mark' ? glyph.name : ''];
  if (Custom) return <Custom size={20} aria-hidden data-part="brand-icon" />;
  if (glyph.kind === 'mark') {
    return <BrandMark name={glyph.name} monochrome={monochrome ?? theme.brandMarks === 'monochrome'} />;
  }
  if (glyph.kind === 'path') {
    return <Icon name={{ paint: 'fill', paths: [glyph.path] }} part="brand-icon" />;
  }
  return <Icon name={{ paint: 'stroke', strokeWidth: 1.75, paths: [monogramRing, glyph.strokes] }} part="brand-icon" data-monogram="" />;
}
