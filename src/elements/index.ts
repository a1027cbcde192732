/**
 * `gatehouse/elements`: the vanilla mount API and custom elements (stytch-ui, stytch-reset-password,
 * stytch-passkey-registration). Shadow DOM and stylesheet adoption live here only.
 */
export { MountTargetError, resolveMountTarget } from './mountTarget';
