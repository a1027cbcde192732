// Every sign-in method the widget offers: one line each (house style "A product"). A product's folder holds
// all of it — its screens' state, events, actions, services and transitions (see `product.ts`).
export { cryptoWallets } from './crypto';
export { magicLinks } from './magicLinks';
export { oauth } from './oauth';
export { otp } from './otp';
export { passkeys } from './passkeys';
export { passwords } from './passwords';
export { totp } from './totp';
