import type { FlowMode } from '../flow/state.js';

/** The tag of each mode's custom element (spec §9 "Custom element names"). */
export const ELEMENT_NAMES = {
  login: 'stytch-ui',
  resetPassword: 'stytch-reset-password',
  passkeyRegistration: 'stytch-passkey-registration',
} as const satisfies Record<FlowMode, string>;
