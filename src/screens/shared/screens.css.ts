import { style } from '@vanilla-extract/css';
import * as layout from '../../primitives/shared/layout.css.js';

/** A list without bullets or indent (passkeys, wallets, recovery codes). */
export const list = style([layout.stack.small, { listStyle: 'none', margin: 0, padding: 0 }]);

/** Codes and secrets, read character by character. */
export const monospace = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
});
