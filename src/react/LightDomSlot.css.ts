import { style } from '@vanilla-extract/css';

/**
 * The `<slot>` that shows a light-DOM mount point inside the shadow root. A slot is `display: contents` by
 * default, which would ignore the box styles a `LightDomSlot` puts on it (e.g. One Tap's absolute placement).
 */
export const lightDomSlot = style({ display: 'block' });
