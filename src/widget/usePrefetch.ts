import { useCallback, useState } from 'react';
import { productsOf, type Product, type WidgetConfig } from '../flow/config.js';
import type { FlowController } from '../flow/controller.js';
import { productScreens } from '../flow/screens.js';
import { prefetchScreens } from './registry.js';

/**
 * The flow's `prefetch`: loads products' screens ahead of use. A product's screens load when the user reaches
 * for its control on Main (`useIntent`), or when the flow first shows one; never on the way to Main's first
 * paint (issue 27). Each configured product's once per flow; one the config does not list is never loaded.
 */
export function usePrefetch(config: WidgetConfig, controller: FlowController): (products: readonly Product[]) => void {
  const [requested] = useState(() => new Set<Product>());
  return useCallback(
    (products: readonly Product[]) => {
      const configured = productsOf(config);
      const wanted = products.filter((product) => !requested.has(product) && configured.includes(product));
      for (const product of wanted) requested.add(product);
      if (!wanted.length) return;
      prefetchScreens(wanted.flatMap(productScreens));
      // The products' later transitions come with their screens, so the answer to Main's submit need not
      // wait for them (issue 27; the controller holds it until they are in).
      controller.loadLater().catch(() => undefined);
    },
    [requested, config, controller],
  );
}
