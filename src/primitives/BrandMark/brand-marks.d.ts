// The brand marks, extracted at build time from the icon sets by `scripts/brand-marks.mjs` (a Vite plugin
// every build of this package uses). Typed loosely here; `BrandMark.tsx` gives the table its names.
declare module 'virtual:gatehouse/brand-marks' {
  /** One SVG element: tag, React props (a painted shape has `tone`), children. */
  export type MarkNode = [tag: string, props: Record<string, string>, children?: MarkNode[]];
  export const marks: Record<string, { viewBox: string; tree: MarkNode[] }>;
}
