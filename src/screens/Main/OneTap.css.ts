import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.js';

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
