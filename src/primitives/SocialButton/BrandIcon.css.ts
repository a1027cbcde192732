import { style } from '@vanilla-extract/css';

export const brandIcon = style({
  display: 'block',
  flex: 'none',
  width: '20px',
  height: '20px',
});
