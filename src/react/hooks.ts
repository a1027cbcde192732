/**
 * The typed hooks screens read the flow through (house style "Screens and the flow"): a screen asks for its
 * own state (`useScreen`), whether one of its actions is on its way (`usePending`), or any other part of the
 * state (`useFlowSelector`), and re-renders only when that changes — a toast queued or an answer for
 * another screen leaves it alone (Amplify's `useAuthenticator(selector)`). Hosts composing screens use the
 * same hooks.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { Product, WidgetConfig } from '../flow/config.js';
import type { FlowState, ScreenName, ScreenStateOf } from '../flow/state.js';
import type { ActionName, FlowEvent } from '../flow/types.js';
import { useFlowContext } from './context.js';

/** What `useFlow()` returns. */
export interface FlowHandle {
  /** The current state; re-renders on every change. */
  state: FlowState;
  /** Sends an event to the flow (what screens do on a press or a submit). */
  send: (event: FlowEvent) => void;
  /** The widget config in use. */
  config: WidgetConfig;
  /** The flow's clock in ms since the epoch (countdowns; a fake clock in stories and tests). */
  now: () => number;
}

/**
 * The flow of the nearest `FlowProvider`: its whole state, `send`, the config and the clock. The
 * component re-renders on every change of the state; to read only part of it, use {@link useFlowSelector},
 * {@link useScreen} or {@link usePending}.
 */
export function useFlow(): FlowHandle {
  const { controller, config } = useFlowContext();
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  return { state, send: controller.send, config, now: controller.now };
}

/**
 * A value computed from the flow's state; the component re-renders only when it changes, by `isEqual`
 * (`Object.is` unless given: pass {@link shallowEqual} for a selector that builds an object).
 *
 * ```tsx
 * const email = useFlowSelector((state) => state.magicLinkState.email);
 * ```
 */
export function useFlowSelector<T>(selector: (state: FlowState) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const { controller } = useFlowContext();
  // The selection is kept for the state it was computed from, and an equal new one is replaced by the kept
  // one: React compares snapshots by identity, so the component re-renders only when the value changes.
  const getSelection = useMemo(() => {
    let last: { state: FlowState; selection: T } | null = null;
    return () => {
      const state = controller.getSnapshot();
      if (last?.state === state) return last.selection;
      const selection = selector(state);
      last = { state, selection: last && isEqual(last.selection, selection) ? last.selection : selection };
      return last.selection;
    };
  }, [controller, selector, isEqual]);
  return useSyncExternalStore(controller.subscribe, getSelection, getSelection);
}

/** Whether two values are equal, or two objects have the same keys with identical values. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key as keyof T], b[key as keyof T]));
}

/**
 * The state of `screen`'s own while the flow shows it (e.g. OTPAuthenticate's expiry and entry), else null:
 * a screen renders only while it is current. The fields every screen shares (`pending`, `otpState`, …) are
 * not part of it; read them with {@link useFlowSelector} or {@link usePending}. Re-renders only when the
 * screen's own fields change.
 *
 * ```tsx
 * const screen = useScreen('OTPAuthenticate');
 * if (!screen) return null;
 * ```
 */
export function useScreen<S extends ScreenName>(screen: S): ScreenStateOf<S> | null {
  // The registry's knowledge of which fields every screen shares comes with the controller: this module is in
  // the chunk every lazy screen shares, and the registry belongs with the code that runs the flow.
  const { controller } = useFlowContext();
  const select = (state: FlowState) => (state.screen === screen ? (controller.screenOf(state) as ScreenStateOf<S>) : null);
  return useFlowSelector(select, shallowEqual);
}

/**
 * Whether the foreground action in flight is one of `actions` (any action when none is named): a form
 * disables itself while anything is pending and spins the button whose action it is.
 *
 * ```tsx
 * const busy = usePending();
 * const verifying = usePending('otp.authenticate');
 * ```
 */
export function usePending(...actions: ActionName[]): boolean {
  return useFlowSelector(({ pending }) => pending !== null && (actions.length === 0 || actions.includes(pending.action)));
}

/** Sends an event to the flow. The function is stable; the component does not re-render for the flow. */
export function useSend(): (event: FlowEvent) => void {
  return useFlowContext().controller.send;
}

/** The flow's clock in ms since the epoch (countdowns; a fake clock in stories and tests). */
export function useNow(): () => number {
  return useFlowContext().controller.now;
}

/** The widget config in use. */
export function useConfig(): WidgetConfig {
  return useFlowContext().config;
}

/** Event handlers that show a user's intent to use a control: focus inside it, a hover, a touch. */
export interface IntentHandlers {
  onFocus: () => void;
  onPointerEnter: () => void;
  onPointerDown: () => void;
}

/**
 * Handlers for the element around a product's controls on Main (a form, a group of buttons): the first
 * focus, hover or touch starts loading the screens those products lead to, so they are there by the time
 * the user submits, and a page whose user never reaches for a method never downloads its screens (issue 27:
 * products load on intent, never on the way to Main's first paint).
 */
export function useIntent(products: readonly Product[]): IntentHandlers {
  const { prefetch } = useFlowContext();
  const key = products.join(' ');
  return useMemo(() => {
    const start = () => prefetch(key ? (key.split(' ') as Product[]) : []);
    return { onFocus: start, onPointerEnter: start, onPointerDown: start };
  }, [prefetch, key]);
}
