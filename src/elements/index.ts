/**
 * `gatehouse/elements`: the vanilla mount API and custom elements (stytch-ui, stytch-reset-password,
 * stytch-passkey-registration). Shadow DOM and stylesheet adoption live here only.
 */
export { WIDGET_ERROR, WIDGET_EVENT } from './events';
export type { WidgetDomEvents } from './events';
export { MountTargetError, resolveMountTarget } from './mountTarget';
export { setShadowStylesheet } from './stylesheet';
export { LightDomSlot, useEmbedding, WidgetFrame } from './WidgetFrame';
export type { Embedding, LightDomSlotProps, WidgetFrameProps } from './WidgetFrame';
