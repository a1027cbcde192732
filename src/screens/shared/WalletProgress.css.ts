import { globalStyle, style } from '@vanilla-extract/css';

export const mark = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '16px',
});

/** The wallet's mark, large enough to recognise (it inherits the text colour of every theme). */
export const icon = style({
  display: 'inline-flex',
});

globalStyle(`${icon} svg`, { width: '48px', height: '48px' });
