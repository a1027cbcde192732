import { Icon } from '../Icon';

/**
 * How a brand is drawn: a `simple-icons` path (24×24, filled), or — for brands the icon set no longer
 * carries — a plain monogram of stroked letters in a circle. The monograms are our own drawings of
 * the brand's initials, not copies of its logo.
 */
export type BrandGlyph = { kind: 'path'; path: string } | { kind: 'monogram'; strokes: string };

/** Stroked letter shapes for monograms, drawn inside the 24×24 circle. */
export const monogramStrokes = {
  /** M */
  m: 'M8 16V8.5l4 5 4-5V16',
  /** S */
  s: 'M15 9.3c-.6-.9-1.7-1.5-3-1.5-1.7 0-2.9.9-2.9 2.1 0 2.8 6 1.4 6 4.2 0 1.3-1.3 2.1-3 2.1-1.4 0-2.6-.6-3.2-1.6',
  /** # (hash) */
  hash: 'M10.5 7.5 9.5 16.5M14.5 7.5l-1 9M8 10.5h8.5M7.5 13.5H16',
  /** a */
  a: 'M14.5 10.5v6M14.5 13.5a2.75 2.75 0 1 1-5.5 0 2.75 2.75 0 0 1 5.5 0',
  /** in */
  in: 'M8.5 11v5M8.5 8.5v.01M11.5 16v-5M11.5 13a2 2 0 0 1 4 0v3',
  /** Y! */
  yBang: 'M7.5 8l3 4v4.5M13.5 8l-3 4M16 8v5.5M16 16.5v.01',
  /** P */
  p: 'M9.5 16.5v-9h3a2.5 2.5 0 0 1 0 5h-3',
  /** V */
  v: 'M8 8l4 8.5L16 8',
} as const;

export interface BrandIconProps {
  /** What to draw. */
  glyph: BrandGlyph;
}

/** A circle of radius 10.5 around the grid's centre, framing a monogram's letters. */
const monogramRing = 'M1.5 12a10.5 10.5 0 1 0 21 0a10.5 10.5 0 1 0-21 0Z';

/** A brand icon in the current text colour (so it contrasts in every theme). Always decorative. */
export function BrandIcon({ glyph }: BrandIconProps) {
  if (glyph.kind === 'path') {
    return <Icon name={{ paint: 'fill', paths: [glyph.path] }} part="brand-icon" />;
  }
  return (
    <Icon name={{ paint: 'stroke', strokeWidth: 1.75, paths: [monogramRing, glyph.strokes] }} part="brand-icon" data-monogram="" />
  );
}
