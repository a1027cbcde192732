import { style } from '@vanilla-extract/css';

/** A form: its fieldset of inputs, then its submit button. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
});

/** A form's inputs (read-only while it is pending, `BusyFieldset`); laid out like the form, no border or padding of its own. */
export const fieldset = style([form, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);

/** One of Main's groups (buttons, form, passkey button). */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
});

/** "Didn't get it?" and its resend button on one line, wrapping when narrow. */
export const resendRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '4px',
});

/** A lone spinner in the middle of a screen ('Logging in'). */
export const centered = style({
  display: 'flex',
  justifyContent: 'center',
  padding: '16px 0',
});
