/**
 * `gatehouse/elements`: the vanilla mount API and custom elements (stytch-ui, stytch-reset-password,
 * stytch-passkey-registration), with the embedding helpers they share with the React entry points (the
 * frame, the shadow root's stylesheet, the DOM events). Importing this defines nothing: call
 * `defineElements()` to register the elements.
 */
export { defineElements, RESET_TOKEN_ATTRIBUTE } from './customElements';
export type { GatehouseElement, GatehouseElementProperties, ResetPasswordElement } from './customElements';
export { ELEMENT_NAMES, setShadowStylesheet, WIDGET_ERROR, WIDGET_EVENT, WidgetFrame } from '../embedding';
export type { WidgetDomEvents, WidgetFrameProps } from '../embedding';
export { mountLogin, mountPasskeyRegistration, mountResetPassword } from './mount';
export type { MountedWidget, MountOptions, MountResetPasswordOptions } from './mount';
export { MountTargetError, resolveMountTarget } from './mountTarget';
export { LightDomSlot, useEmbedding } from '../react';
export type { Embedding, LightDomSlotProps } from '../react';
