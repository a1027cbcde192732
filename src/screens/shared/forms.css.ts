import { style } from '@vanilla-extract/css';
import * as layout from '../../primitives/shared/layout.css.js';

/** A form: its fieldset of inputs, then its submit button. */
export const form = layout.stack.large;

/** A form's inputs (read-only while it is pending, `BusyFieldset`); laid out like the form, no border or padding of its own. */
export const fieldset = style([layout.stack.large, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);

/** One of Main's groups (buttons, form, passkey button). */
export const group = layout.stack.medium;

/** "Didn't get it?" and its resend button on one line, wrapping when narrow. */
export const resendRow = style([layout.inline.xxsmall, { flexWrap: 'wrap' }]);

/** A lone spinner in the middle of a screen ('Logging in'). */
export const centered = style([layout.center, { padding: '16px 0' }]);
