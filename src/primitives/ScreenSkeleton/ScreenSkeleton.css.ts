import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

/** A grey stand-in for a line of text or a control, in the card's border colour. */
export const bone = style({
  display: 'block',
  borderRadius: vars.inputs.borderRadius,
  backgroundColor: vars.container.borderColor,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': {
    // No pulsing for users who asked for less motion: the shapes alone say that something comes.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    // Forced colours drop background colours: an outline keeps the shapes.
    '(forced-colors: active)': { outline: '1px solid GrayText' },
  },
  selectors: {
    '&[data-shape="heading"]': { width: '60%', height: vars.typography.headerSize },
    '&[data-shape="line"]': { width: '100%', height: vars.typography.bodySize },
    '&[data-shape="short-line"]': { width: '70%', height: vars.typography.bodySize },
    '&[data-shape="control"]': { width: '100%', height: vars.buttons.height },
  },
});
