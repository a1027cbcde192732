import { globalStyle, style } from '@vanilla-extract/css';
import * as layout from '../../primitives/shared/layout.css.js';

export const mark = style([layout.stack.large, { alignItems: 'center' }]);

/** The wallet's mark, large enough to recognise (it inherits the text colour of every theme). */
export const icon = style({
  display: 'inline-flex',
});

globalStyle(`${icon} svg`, { width: '48px', height: '48px' });
