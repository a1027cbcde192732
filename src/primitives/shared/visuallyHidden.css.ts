import { style } from '@vanilla-extract/css';
import { VISUALLY_HIDDEN } from './visuallyHidden.js';

/** Read by screen readers, not shown: a field's hidden label, a link's "opens in a new tab". */
export const visuallyHidden = style(VISUALLY_HIDDEN);
