import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

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

/** Google One Tap embedded (spec §9: 47px high while loading; then as tall as Google's prompt). */
export const oneTap = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.sizes.oneTapHeight,
});

/**
 * Where Google renders its prompt. Out of the flow, so its size is the prompt's own and the container
 * follows it through the debounced resize handling rather than with every animation frame.
 */
export const oneTapPrompt = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
});
