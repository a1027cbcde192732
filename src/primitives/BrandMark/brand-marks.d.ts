// The brand marks, extracted at build time from the icon sets by `scripts/brand-marks.mjs` (a Vite plugin
// every build of this package uses), one lazily loaded module per mark. Typed loosely here; `BrandMark.tsx`
// gives the table its names.
declare module 'virtual:gatehouse/brand-marks' {
  /** One SVG element: tag, React props (a painted shape has `tone`), children. */
  export type MarkNode = [tag: string, props: Record<string, string>, children?: MarkNode[]];
  /** One mark: its viewBox and its elements. */
  export interface Mark {
    viewBox: string;
    tree: MarkNode[];
  }
  /** For each name, loads that mark's module. */
  export const loaders: Record<string, () => Promise<{ default: Mark }>>;
}
