import { style } from '@vanilla-extract/css';

/** Icons keep their size in a flex row; 20px unless the user's class says otherwise. */
export const icon = style({
  display: 'block',
  flex: 'none',
  width: '20px',
  height: '20px',
});
