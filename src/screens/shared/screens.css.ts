import { style } from '@vanilla-extract/css';

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
