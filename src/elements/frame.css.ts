import { globalStyle, style } from '@vanilla-extract/css';
import { ELEMENT_NAMES } from './names';

/** The container the widget renders (the React entry points, the mount API): a block, like the elements. */
export const container = style({ display: 'block' });

/**
 * The `<slot>` that shows a light-DOM mount point inside the shadow root. A slot is `display: contents` by
 * default, which would ignore the box styles a `LightDomSlot` puts on it (e.g. One Tap's absolute placement).
 */
export const lightDomSlot = style({ display: 'block' });

// Custom elements are inline by default; the widget is a block, in the page (plain container) and as the
// host of its own shadow root (`:host`, which a page's own rule for the element still overrides).
globalStyle(Object.values(ELEMENT_NAMES).join(', '), { display: 'block' });
globalStyle(':host', { display: 'block' });
