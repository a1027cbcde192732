/**
 * The screens at run time, as the products declare them: every screen's name, and the screens a configured
 * product can lead to (the widget prefetches those; the bundle benchmark reads the same lists). Screen
 * components are not the flow's: the widget finds each by its folder under `src/screens`.
 */
import type { Product } from './product.js';
import { products } from './products/index.js';
import type { ScreenName } from './state.js';

/**
 * Every screen (spec §2), plus the TOTP step-up screens: Main, then each product's own. Marked pure so a
 * bundle that never reads the list (the widget does not) leaves it out.
 */
export const SCREEN_NAMES: readonly ScreenName[] = /* @__PURE__ */ (() => [
  'Main' as const,
  ...products.flatMap((product) => product.screens),
])();

/** The screens `product` can lead to: its own, then others' it reuses. */
export function productScreens(product: Product): readonly ScreenName[] {
  const definition = products.find((candidate) => candidate.id === product);
  return definition ? [...definition.screens, ...(definition.leadsTo ?? [])] : [];
}
