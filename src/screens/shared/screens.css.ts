import { style } from '@vanilla-extract/css';

/** A screen's content stacked with the form spacing (spec §9 layout: 16px between blocks). */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
});

/** A screen's buttons, one under the other. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
});

/** A list without bullets or indent (passkeys, wallets, recovery codes). */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
});

/** Codes and secrets, read character by character. */
export const monospace = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
});
