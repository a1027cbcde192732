// Every sign-in method the widget offers: one line each (house style "A product"). A product's folder holds
// all of it — its screens' state, events, actions, services and transitions (see `product.ts`) — and is
// named, like its export, by the product's id.
export { crypto } from './crypto/index.js';
export { emailMagicLinks } from './emailMagicLinks/index.js';
export { oauth } from './oauth/index.js';
export { otp } from './otp/index.js';
export { passkeys } from './passkeys/index.js';
export { passwords } from './passwords/index.js';
export { totp } from './totp/index.js';
