import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import * as layout from '../shared/layout.css.js';

/**
 * The card's frame: the theme's width (spec §9 default 400px), never wider than its container, and the
 * container the card's padding responds to, so it fits a phone or a 200% zoom without scrolling sideways
 * (WCAG 1.4.10 reflow). The width is set rather than stretched to 100%: a size container has no width of its
 * own content, so in a host's shrink-to-fit layout (a centred flex column) a stretched frame collapsed to 0.
 */
export const frame = style({
  width: vars.container.width,
  maxWidth: '100%',
  containerType: 'inline-size',
});

/** The themed container (spec §3 Theme.container; §9 defaults 8px radius, 24px 32px padding). */
export const container = style([
  layout.stack.large,
  {
    width: '100%',
    minWidth: 0,
    padding: vars.container.padding,
    boxShadow: vars.container.shadow,
    '@container': {
      // Below 360px the padding steps down, so the content keeps room for its controls.
      '(max-width: 359.98px)': { padding: vars.container.compactPadding },
    },
    borderStyle: 'solid',
    borderWidth: '1px',
    borderColor: vars.container.borderColor,
    borderRadius: vars.container.borderRadius,
    backgroundColor: vars.container.backgroundColor,
    color: vars.container.textColor,
    fontFamily: vars.typography.fontFamily,
    fontSize: vars.typography.bodySize,
  },
]);

export const header = layout.stack.medium;

export const back = style({
  display: 'flex',
  justifyContent: 'flex-start',
});

export const body = layout.stack.medium;
