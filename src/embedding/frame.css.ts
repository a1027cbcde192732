import { globalStyle, style } from '@vanilla-extract/css';
import { ELEMENT_NAMES } from './names.js';

/**
 * The container the widget renders (the React entry points, the mount API), and the elements: never wider
 * than the host's box, and as wide as the card asks (the theme's width) when there is room. One grid column
 * from nothing up to the card's own width does both in every host layout: in a shrink-to-fit one (a centred
 * flex column, Storybook's centred layout) its smallest width is 0, so it narrows with a phone's screen
 * instead of overflowing, and its widest is the card's, so it neither collapses nor stretches.
 */
const box = { display: 'grid', gridTemplateColumns: 'minmax(0, max-content)', maxWidth: '100%' } as const;
export const container = style(box);

// Custom elements are inline by default; the widget is a block, in the page (plain container) and as the
// host of its own shadow root (`:host`, which a page's own rule for the element still overrides).
globalStyle(Object.values(ELEMENT_NAMES).join(', '), box);
globalStyle(':host', box);
