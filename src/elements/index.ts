/**
 * `gatehouse/elements`: the vanilla mount API and custom elements (stytch-ui, stytch-reset-password,
 * stytch-passkey-registration). Shadow DOM and stylesheet adoption live here only. Importing this defines
 * nothing: call `defineElements()` to register the elements.
 */
export { defineElements, RESET_TOKEN_ATTRIBUTE } from './customElements';
export type { GatehouseElement, GatehouseElementProperties, ResetPasswordElement } from './customElements';
export { WIDGET_ERROR, WIDGET_EVENT } from './events';
export type { WidgetDomEvents } from './events';
export { mountLogin, mountPasskeyRegistration, mountResetPassword } from './mount';
export type { MountedWidget, MountOptions, MountResetPasswordOptions } from './mount';
export { MountTargetError, resolveMountTarget } from './mountTarget';
export { ELEMENT_NAMES } from './names';
export { setShadowStylesheet } from './stylesheet';
export { WidgetFrame } from './WidgetFrame';
export type { WidgetFrameProps } from './WidgetFrame';
export { LightDomSlot, useEmbedding } from '../react';
export type { Embedding, LightDomSlotProps } from '../react';
