/**
 * Every product's later part (`<product>/later.ts`): the transitions of its screens after Main and the
 * answers of its actions. One chunk the controller loads when the flow first needs it or the user reaches
 * for a product on Main, so none of it is on the way to Main's first paint (issue 27).
 */
import type { Product, ProductPart } from '../product.js';
import { addLaterParts } from '../reduce.js';
import { cryptoLater } from './crypto/later.js';
import { magicLinksLater } from './emailMagicLinks/later.js';
import { oauthLater } from './oauth/later.js';
import { otpLater } from './otp/later.js';
import { passkeysLater } from './passkeys/later.js';
import { passwordsLater } from './passwords/later.js';
import { totpLater } from './totp/later.js';

/** Every product's later part, with its transitions and answers (the tables' other half). */
export const laterParts: readonly ProductPart<Product>[] = [
  cryptoLater,
  magicLinksLater,
  oauthLater,
  otpLater,
  passkeysLater,
  passwordsLater,
  totpLater,
];

/** Adds the later parts to the reducer's tables. */
export function registerLaterParts(): void {
  addLaterParts(laterParts);
}
