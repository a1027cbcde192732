/**
 * The composition API's context: every screen reads the flow from the nearest `GatehouseProvider`, so a host
 * can place screens anywhere inside it (house style: `GatehouseProvider` + `useFlow()`).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { FlowController } from '../flow/controller';
import type { Product, WidgetConfig } from '../flow/config';
import type { FlowState, ScreenName, StateOf } from '../flow/state';
import type { FlowEvent } from '../flow/types';

export interface FlowContextValue {
  controller: FlowController;
  config: WidgetConfig;
  /** Whether this build offers a product (its screens exist); products it does not offer are not shown. */
  offered: (product: Product) => boolean;
}

export const FlowContext = createContext<FlowContextValue | null>(null);

/** What `useFlow()` returns. */
export interface FlowHandle {
  /** The current state; re-renders on every change. */
  state: FlowState;
  /** Sends an event to the flow (what screens do on a press or a submit). */
  send: (event: FlowEvent) => void;
  /** The widget config in use. */
  config: WidgetConfig;
  /** Whether this build offers a product. */
  offered: (product: Product) => boolean;
  /** The flow's clock in ms since the epoch (countdowns; a fake clock in stories and tests). */
  now: () => number;
}

function useFlowContext(): FlowContextValue {
  const context = useContext(FlowContext);
  if (!context)
    throw new Error(
      'Gatehouse screens and useFlow() must be rendered inside a <GatehouseProvider> (or Login, ResetPassword, PasskeyRegistration).',
    );
  return context;
}

/** The flow of the nearest `GatehouseProvider`: its state, `send`, and the config. */
export function useFlow(): FlowHandle {
  const { controller, config, offered } = useFlowContext();
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  return { state, send: controller.send, config, offered, now: controller.now };
}

/** The state of `screen` while the flow shows it, else null (a screen placed by a host renders only then). */
export function useScreenState<S extends ScreenName>(screen: S): StateOf<S> | null {
  const { state } = useFlow();
  return state.screen === screen ? (state as StateOf<S>) : null;
}
