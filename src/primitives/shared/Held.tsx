import type { ReactNode } from 'react';
import { reserved } from './layout.css.js';

/**
 * A control's place held in a server's HTML while the browser has not said whether it shows (issue 38): with
 * `held`, its children are laid out where they would show (the wrapper has no box of its own), neither seen,
 * focused, pressed nor read; without, they show as they are.
 */
export function Held({ held, children }: { held: boolean; children: ReactNode }) {
  return held ? <div className={reserved}>{children}</div> : children;
}
