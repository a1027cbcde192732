/**
 * The flow's React context: every screen and hook reads the flow from the nearest `FlowProvider`, so a
 * host can place screens anywhere inside it (house style: `FlowProvider` + `useFlow()`).
 */
import { createContext, useContext } from 'react';
import type { FlowController } from '../flow/controller.js';
import type { WidgetConfig } from '../flow/config.js';

export interface FlowContextValue {
  controller: FlowController;
  config: WidgetConfig;
}

export const FlowContext = createContext<FlowContextValue | null>(null);

/** The nearest provider's flow; throws outside one, naming what to wrap the screens in. */
export function useFlowContext(): FlowContextValue {
  const context = useContext(FlowContext);
  if (!context)
    throw new Error(
      'Gatehouse screens and useFlow() must be rendered inside a <FlowProvider> (or Login, ResetPassword, PasskeyRegistration).',
    );
  return context;
}
