/**
 * `gatehouse-auth/elements`: the vanilla mount API and custom elements (stytch-ui, stytch-reset-password,
 * stytch-passkey-registration, gatehouse-account-settings), with the embedding helpers they share with the React entry points (the
 * frame, the shadow root's stylesheet, the DOM events). Importing this defines nothing: call
 * `defineElements()` to register the elements.
 */
export { defineElements, LOCALE_ATTRIBUTE, RESET_TOKEN_ATTRIBUTE } from './customElements.js';
export { preloadLocale } from '../i18n/index.js';
export type { GatehouseElement, GatehouseElementProperties, ResetPasswordElement } from './customElements.js';
export { ELEMENT_NAMES, setShadowStylesheet, WIDGET_ERROR, WIDGET_EVENT, WidgetFrame } from '../embedding/index.js';
export type { WidgetDomEvents, WidgetFrameProps } from '../embedding/index.js';
export { mountAccountSettings, mountLogin, mountPasskeyRegistration, mountResetPassword } from './mount.js';
export type { MountAccountSettingsOptions, MountedWidget, MountOptions, MountResetPasswordOptions } from './mount.js';
export { ACCOUNT_ELEMENT_NAME, SHADOW_ATTRIBUTE } from './accountElement.js';
export type { AccountSettingsElement, AccountSettingsElementProperties } from './accountElement.js';
export { MountTargetError, resolveMountTarget } from './mountTarget.js';
export { LightDomSlot, useEmbedding } from '../react/index.js';
export type { Embedding, LightDomSlotProps } from '../react/index.js';
