import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flex: 'none',
  width: vars.sizes.spinnerSize,
  height: vars.sizes.spinnerSize,
  borderRadius: '50%',
  borderStyle: 'solid',
  borderWidth: vars.sizes.spinnerThickness,
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
  selectors: {
    '&[data-size="small"]': { width: '1em', height: '1em' },
  },
});
