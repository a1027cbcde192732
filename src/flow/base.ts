/**
 * What the flow's state is at run time, derived from the registered products: the fields every screen shares
 * (the core's and each product's `fields`), so a screen's own can be told apart, and the state a widget starts
 * in (each product's defaults, the first screen of the mode a product opens). The controller, the reducer and
 * the step helpers read it; the screens' hooks reach it through the controller (`FlowController.screenOf`), so
 * the registry stays in the chunk of the code that runs it, not in the one every lazy screen shares.
 */
// A cycle (the products' helpers in step.ts read `baseOf`): safe, as the registered modules are read only
// inside the functions below, never while the modules load. Not through `products/index.ts`, which lists
// them as it loads: a product module loaded first (a story, a test) would reach that list before its own
// export exists. The order of the products does not matter here: their fields and modes are disjoint.
import * as registered from './products/registered.js';
import type { CoreFields, FlowBase, FlowMode, FlowState, FormState, InitialStateOptions, ScreenState } from './state.js';

/** Each product's defaults (its `fields`: its slice of the form state, what it keeps beside it) and the form error. Not copies. */
const defaults = () =>
  Object.assign({ errorMessage: null }, ...Object.values(registered).map((product) => product.fields)) as Omit<FlowBase, keyof CoreFields>;

/**
 * The fields every screen shares at their first values (not copies): the products' defaults and the core's,
 * each of which the type asks for. They are also what tells a shared field from a screen's own at run time.
 */
const firstBase = (mode: FlowMode): FlowBase => ({
  ...defaults(),
  mode,
  pending: null,
  seq: 0,
  notices: [],
  fieldErrors: {},
  bootstrap: null,
  env: { passkeyAutofill: null, wallets: null },
});

/** The fields of `state` every screen shares (`shared`), or else the current screen's own (`screen` included). */
function fieldsOf(state: FlowState, shared: boolean): object {
  const base = firstBase('login');
  return Object.fromEntries(Object.entries(state).filter(([key]) => Object.hasOwn(base, key) === shared));
}

/** The fields every screen shares, without the current screen's own. */
export const baseOf = (state: FlowState): FlowBase => fieldsOf(state, true) as FlowBase;

/** The current screen's own fields (`screen` included), without the shared ones. */
export const screenStateOf = (state: FlowState): ScreenState => fieldsOf(state, false) as ScreenState;

/** The spec's §3 defaults for the form state (each product's), with the other fields products keep on every screen. */
export function initialFormState(): FormState {
  // A copy, so no two widgets share a default's object.
  return structuredClone(defaults()) as FormState;
}

/**
 * The state a freshly mounted widget starts in: Main in login mode, else the first screen of the product
 * that provides the mode (spec §1).
 */
export function initialState(options: InitialStateOptions = {}): FlowState {
  const { mode = 'login' } = options;
  const start = mode === 'login' ? undefined : Object.values(registered).find((product) => product.modes?.[mode])?.modes?.[mode];
  return { ...structuredClone(firstBase(mode)), ...(start?.(options) ?? { screen: 'Main' }) } as FlowState;
}
