import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/*
 * A monochrome mark repaints with CSS alone: the `fill` property outranks the shapes' fill attributes, so
 * brand colours and gradients become the text colour and white detail becomes the button's background.
 */

export const brand = style({
  selectors: { '[data-monochrome] &': { fill: 'currentColor' } },
});

export const paper = style({
  selectors: { '[data-monochrome] &': { fill: vars.buttons.secondary.backgroundColor } },
});
