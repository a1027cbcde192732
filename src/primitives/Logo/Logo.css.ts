import { style } from '@vanilla-extract/css';

export const logo = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '50px',
  margin: '0 auto',
  objectFit: 'contain',
});
