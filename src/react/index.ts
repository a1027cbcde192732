/**
 * The React binding (house style): the app's client and session (`GatehouseProvider`, `useSession`), the
 * flow's context and the typed hooks that screens, the widget and hosts composing screens read the flow
 * through, plus where the widget lives on the page. Depends on the
 * flow and the primitives' layers below it; screens and the widget depend on it.
 */
export { LightDomSlot, useEmbedding } from './embedding.js';
export type { Embedding, LightDomSlotProps } from './embedding.js';
export { shallowEqual, useConfig, useFlow, useFlowSelector, useIntent, useNow, usePending, useScreen, useSend } from './hooks.js';
export type { FlowHandle, IntentHandlers } from './hooks.js';
// The one way to turn a key or a flow message into text; it lives with the catalogue, below the primitives.
export { useText } from '../i18n/index.js';
export { GatehouseProvider, SignedIn, SignedOut, useGatehouse, useSession, useUser } from './session.js';
export type { GatehouseProviderProps, SignedInOutProps, UseSessionResult, UseUserResult } from './session.js';
