import { style } from '@vanilla-extract/css';

/** 176px: about 4px a module for an authenticator URI (version 6–8), comfortably scannable from a screen. */
export const code = style({
  display: 'block',
  width: '176px',
  height: '176px',
  margin: '0 auto',
});

/** Scanners expect dark modules on a light ground, so these stay fixed in every theme. */
export const light = style({ fill: '#FFFFFF' });
export const dark = style({ fill: '#000000' });
