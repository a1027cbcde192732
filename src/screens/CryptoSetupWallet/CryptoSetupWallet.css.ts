import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/index.js';
import * as layout from '../../primitives/shared/layout.css.js';

/** A download link drawn like a secondary button (spec §3 Theme buttons.secondary), with the wallet's mark. */
export const link = style([
  layout.inline.small,
  {
    justifyContent: 'center',
    minHeight: vars.buttons.height,
    padding: '0 16px',
    fontSize: vars.typography.bodySize,
    fontWeight: 600,
    textDecoration: 'none',
    backgroundColor: vars.buttons.secondary.backgroundColor,
    color: vars.buttons.secondary.textColor,
    border: `1px solid ${vars.buttons.secondary.borderColor}`,
    borderRadius: vars.buttons.secondary.borderRadius,
    selectors: {
      '&:hover': { filter: 'brightness(0.96)' },
      '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
    },
  },
]);
