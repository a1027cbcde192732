/**
 * The embedding layer: how the widget sits in a host page, shared by the React entry points (`widget/`) and
 * the custom elements and mount API (`elements/`): the frame (plain container or open shadow root), the
 * shadow root's stylesheet and `::part()` mirroring, the widget's DOM events and the elements' names.
 */
export { dispatchWidgetEvent, WIDGET_ERROR, WIDGET_EVENT } from './events.js';
export type { WidgetDomEvents } from './events.js';
export { ELEMENT_NAMES } from './names.js';
export { setShadowStylesheet } from './stylesheet.js';
export { WidgetFrame } from './WidgetFrame.js';
export type { WidgetFrameProps } from './WidgetFrame.js';
