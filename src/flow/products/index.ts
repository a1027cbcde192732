/**
 * The products: every sign-in method the widget offers, each one module in its own folder (house style "A
 * product"), registered by one line in `registered.ts`.
 *
 * Each folder also adds what its product brings to the flow's vocabulary — its actions, events, screens,
 * services, host events — to {@link ProductRegistry}; the flow's unions are derived from it (`product.ts`).
 * Re-exporting the registered modules' types keeps those declarations in the published `.d.ts`, so hosts see
 * the same unions.
 */
import * as registered from './registered.js';

export type * from './registered.js';

/** What each product declares about itself, by product id (see `ProductDeclaration`); each folder adds its own. */
// Empty here on purpose: each product's folder adds its entry by declaration merging.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ProductRegistry {}

/**
 * Every product, by id. The order does not change what happens: each screen's event and each action has one
 * owner, and the products' parts of the start and their `after` hooks do not touch each other. The ids are
 * ASCII, compared by code unit: `localeCompare` would set up the browser's collation data while the page's
 * modules run, on the way to Main's first paint (issue 27: it showed in bench:render's profile).
 */
export const products = Object.values(registered).sort((a, b) => (a.id < b.id ? -1 : 1));
