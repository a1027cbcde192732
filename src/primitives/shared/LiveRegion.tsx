import * as hidden from './visuallyHidden.css.js';

export interface LiveRegionProps {
  /** What to announce; empty says nothing. Changing it announces the new text once. */
  children?: string | null;
  /** Stable styling and test hook. @default 'live-region' */
  part?: string;
}

/**
 * A polite status region for screen readers only (WCAG 4.1.3 status messages). It is rendered before there
 * is anything to say and stays mounted: a live region inserted together with its text is often not read,
 * so components keep one from their first render and write into it (issue 23 "every status heard").
 */
export function LiveRegion({ children, part = 'live-region' }: LiveRegionProps) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-part={part} className={hidden.visuallyHidden}>
      {children}
    </div>
  );
}
