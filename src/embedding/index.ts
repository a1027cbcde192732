/**
 * The embedding layer: how the widget sits in a host page, shared by the React entry points (`widget/`) and
 * the custom elements and mount API (`elements/`): the frame (plain container or open shadow root), the
 * shadow root's stylesheet and `::part()` mirroring, the widget's DOM events and the elements' names.
 */
export { dispatchWidgetEvent, WIDGET_ERROR, WIDGET_EVENT } from './events';
export type { WidgetDomEvents } from './events';
export { ELEMENT_NAMES } from './names';
export { setShadowStylesheet } from './stylesheet';
export { WidgetFrame } from './WidgetFrame';
export type { WidgetFrameProps } from './WidgetFrame';
