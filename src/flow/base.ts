/**
 * What the flow's state is at run time, derived from the registered products: the fields every screen shares
 * (the core's and each product's `fields`), so a screen's own can be told apart, and the state a widget starts
 * in (each product's defaults, the first screen of the mode a product opens). The controller, the reducer and
 * the step helpers read it; the screens' hooks reach it through the controller (`FlowController.screenOf`), so
 * the registry stays in the chunk of the code that runs it, not in the one every lazy screen shares.
 */
import { products } from './products/index.js';
import type { CoreFields, FlowBase, FlowState, FormState, InitialStateOptions, ScreenState } from './state.js';

/**
 * The core's shared fields and the form error, so a screen's own fields can be told apart at run time (a
 * missing one is a type error); the products' are the fields they give defaults for.
 */
const CORE_FIELDS: Record<keyof CoreFields | 'errorMessage', true> = {
  mode: true,
  pending: true,
  seq: true,
  notices: true,
  fieldErrors: true,
  bootstrap: true,
  env: true,
  errorMessage: true,
};

const isShared = (key: string): boolean =>
  Object.hasOwn(CORE_FIELDS, key) || products.some((product) => product.fields !== undefined && Object.hasOwn(product.fields, key));

/** The fields every screen shares, without the current screen's own. */
export function baseOf(state: FlowState): FlowBase {
  return Object.fromEntries(Object.entries(state).filter(([key]) => isShared(key))) as unknown as FlowBase;
}

/** The current screen's own fields (`screen` included), without the shared ones. */
export function screenStateOf(state: FlowState): ScreenState {
  return Object.fromEntries(Object.entries(state).filter(([key]) => !isShared(key))) as unknown as ScreenState;
}

/** The spec's §3 defaults for the form state (each product's), with the other fields products keep on every screen. */
export function initialFormState(): FormState {
  // Copies, so no two widgets share a default's object.
  return Object.assign({ errorMessage: null }, ...products.map((product) => structuredClone(product.fields))) as FormState;
}

/**
 * The state a freshly mounted widget starts in: Main in login mode, else the first screen of the product
 * that provides the mode (spec §1).
 */
export function initialState(options: InitialStateOptions = {}): FlowState {
  const { mode = 'login' } = options;
  const base: FlowBase = {
    ...(initialFormState() as FlowBase),
    mode,
    pending: null,
    seq: 0,
    notices: [],
    fieldErrors: {},
    bootstrap: null,
    env: { passkeyAutofill: null, wallets: null },
  };
  const start = mode === 'login' ? undefined : products.find((product) => product.modes?.[mode])?.modes?.[mode];
  return { ...base, ...(start?.(options) ?? { screen: 'Main' }) } as FlowState;
}
