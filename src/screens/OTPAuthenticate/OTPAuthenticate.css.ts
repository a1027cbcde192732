import { style } from '@vanilla-extract/css';

export const resend = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '4px',
});
