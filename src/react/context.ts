/**
 * The flow's React context: every screen and hook reads the flow from the nearest `FlowProvider`, so a
 * host can place screens anywhere inside it (house style: `FlowProvider` + `useFlow()`).
 */
import { createContext, useContext } from 'react';
import type { FlowController } from '../flow/controller.js';
import type { Product, WidgetConfig } from '../flow/config.js';

export interface FlowContextValue {
  controller: FlowController;
  config: WidgetConfig;
  /**
   * Starts loading the screens `products` lead to (each in a chunk of its own), once the user shows intent
   * for their control on Main: none of them is on the way to Main's first paint (issue 27).
   */
  prefetch: (products: readonly Product[]) => void;
  /**
   * The widget rendered on a server, or hydrated what one rendered: the places the server's HTML held for what
   * only the browser knows (the passkey button, the watermark) stay held while the widget lives (issue 38).
   */
  held: boolean;
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
