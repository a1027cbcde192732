import { style } from '@vanilla-extract/css';

/** A form: its fieldset of inputs, then its submit button. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
});

/** Disables a form's inputs while it is pending; no border or padding of its own. */
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

/** One of Main's groups (buttons, form, passkey button). */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
});
