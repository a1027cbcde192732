import { globalStyle, style } from '@vanilla-extract/css';
import { ELEMENT_NAMES } from './names';

/**
 * The container the widget renders (the React entry points, the mount API): a block, like the elements,
 * never wider than the host's box. In a shrink-to-fit layout (a centred flex column) the card asks for the
 * theme's width; the cap lets it narrow with a phone's screen instead of overflowing.
 */
const box = { display: 'block', maxWidth: '100%' } as const;
export const container = style(box);

/**
 * The `<slot>` that shows a light-DOM mount point inside the shadow root. A slot is `display: contents` by
 * default, which would ignore the box styles a `LightDomSlot` puts on it (e.g. One Tap's absolute placement).
 */
export const lightDomSlot = style({ display: 'block' });

// Custom elements are inline by default; the widget is a block, in the page (plain container) and as the
// host of its own shadow root (`:host`, which a page's own rule for the element still overrides).
globalStyle(Object.values(ELEMENT_NAMES).join(', '), box);
globalStyle(':host', box);
