import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.js';
import * as layout from '../primitives/shared/layout.css.js';

/** The sections, one under the other. */
export const sections = layout.stack.large;

/** One section: its heading, then its content; a rule between sections. */
export const section = style([
  layout.stack.medium,
  {
    paddingTop: 16,
    borderTop: `1px solid ${vars.colors.subtle}`,
    selectors: { '&:first-child': { borderTop: 0, paddingTop: 0 } },
  },
]);

/** A list without bullets or indent. */
export const list = style([layout.stack.small, { listStyle: 'none', margin: 0, padding: 0 }]);

/** One item: its text, then its actions at the end of the line, wrapping when narrow. */
export const item = style([layout.inline.xsmall, { flexWrap: 'wrap', justifyContent: 'space-between' }]);

/** An item's text and its badges. */
export const itemText = style([layout.inline.xxsmall, { flexWrap: 'wrap', minWidth: 0, overflowWrap: 'anywhere' }]);

/** Buttons side by side, wrapping when narrow. */
export const actions = style([layout.inline.xsmall, { flexWrap: 'wrap' }]);

/** A form inside a section. */
export const form = layout.stack.medium;

/** A heading that takes focus when what it heads changes under the user (a removed row). */
export const focusTarget = style({ outline: 'none' });

/** The avatar button's circle. */
export const avatar = style({
  width: 36,
  height: 36,
  borderRadius: '50%',
  border: `1px solid ${vars.container.borderColor}`,
  background: vars.container.backgroundColor,
  color: vars.container.textColor,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  overflow: 'hidden',
  padding: 0,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: 2 } },
});

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

/** The menu under the button. */
export const menu = style([
  layout.stack.small,
  {
    position: 'absolute',
    insetInlineEnd: 0,
    marginTop: 4,
    minWidth: 220,
    padding: 8,
    zIndex: 1,
    background: vars.container.backgroundColor,
    color: vars.container.textColor,
    border: `1px solid ${vars.container.borderColor}`,
    borderRadius: vars.container.borderRadius,
    boxShadow: vars.container.shadow,
    selectors: { '&[data-toward="end"]': { insetInlineEnd: 'auto', insetInlineStart: 0 } },
  },
]);

export const menuRoot = style({ position: 'relative', display: 'inline-block' });

export const menuItem = style({
  display: 'block',
  width: '100%',
  textAlign: 'start',
  padding: '8px 12px',
  border: 0,
  borderRadius: 4,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus, &:hover': { background: vars.colors.subtle, outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}` },
  },
});

export const dialog = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  maxWidth: 'min(480px, 100vw)',
  width: '100%',
  selectors: { '&::backdrop': { background: 'rgb(0 0 0 / 40%)' } },
});
