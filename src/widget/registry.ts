/**
 * Products as plugins: which products this build offers, and each screen as a lazy chunk, so a page that
 * configures only some methods never downloads the others' screens and Main renders without waiting for any
 * of them. A product is offered once its screens exist; one that is not offered is simply not shown.
 */
import { lazy, type ComponentType } from 'react';
import type { Product } from '../flow/config';
import { SCREEN_NAMES } from '../flow/screens';
import type { ScreenName } from '../flow/state';
import { Main } from '../screens/Main';
import { OFFERED_PRODUCTS, PRODUCT_SCREENS } from './products';

type ScreenModule = { default: ComponentType };
type Loader = () => Promise<ScreenModule>;

/** A loader for a screen module's named export (screens are named exports; `lazy` wants a default). */
function named<K extends string>(load: () => Promise<Record<K, ComponentType>>, key: K): Loader {
  return () => load().then((module) => ({ default: module[key] }));
}

/** How to load each screen that lives in its own chunk. */
const loaders: Partial<Record<ScreenName, Loader>> = {
  OTPAuthenticate: named(() => import('../screens/OTPAuthenticate'), 'OTPAuthenticate'),
  OTPConfirmation: named(() => import('../screens/OTPConfirmation'), 'OTPConfirmation'),
  PasskeyConfirmation: named(() => import('../screens/PasskeyConfirmation'), 'PasskeyConfirmation'),
  PasskeyRegistrationStart: named(() => import('../screens/PasskeyRegistrationStart'), 'PasskeyRegistrationStart'),
  PasskeyRegistrationSuccess: named(() => import('../screens/PasskeyRegistrationSuccess'), 'PasskeyRegistrationSuccess'),
  CryptoConnect: named(() => import('../screens/CryptoConnect'), 'CryptoConnect'),
  CryptoSignMessage: named(() => import('../screens/CryptoSignMessage'), 'CryptoSignMessage'),
  CryptoSetupWallet: named(() => import('../screens/CryptoSetupWallet'), 'CryptoSetupWallet'),
  CryptoOtherScreen: named(() => import('../screens/CryptoOtherScreen'), 'CryptoOtherScreen'),
  CryptoConfirmation: named(() => import('../screens/CryptoConfirmation'), 'CryptoConfirmation'),
  CryptoError: named(() => import('../screens/CryptoError'), 'CryptoError'),
  TOTPAuthenticate: named(() => import('../screens/TOTPAuthenticate'), 'TOTPAuthenticate'),
  TOTPRecover: named(() => import('../screens/TOTPRecover'), 'TOTPRecover'),
  TOTPEnroll: named(() => import('../screens/TOTPEnroll'), 'TOTPEnroll'),
  TOTPRecoveryCodes: named(() => import('../screens/TOTPRecoveryCodes'), 'TOTPRecoveryCodes'),
  EmailConfirmation: named(() => import('../screens/EmailConfirmation'), 'EmailConfirmation'),
  PasswordCreateOrLogin: named(() => import('../screens/PasswordCreateOrLogin'), 'PasswordCreateOrLogin'),
  PasswordForgot: named(() => import('../screens/PasswordForgot'), 'PasswordForgot'),
  PasswordBreached: named(() => import('../screens/PasswordBreached'), 'PasswordBreached'),
  PasswordSetNew: named(() => import('../screens/PasswordSetNew'), 'PasswordSetNew'),
  PasswordDedupe: named(() => import('../screens/PasswordDedupe'), 'PasswordDedupe'),
  PasswordResetForm: named(() => import('../screens/PasswordResetForm'), 'PasswordResetForm'),
  PasswordConfirmation: named(() => import('../screens/PasswordConfirmation'), 'PasswordConfirmation'),
};

const OFFERED: ReadonlySet<Product> = new Set(OFFERED_PRODUCTS);

/** Every screen's component: Main is part of the entry chunk, the rest load on first use. */
export const SCREENS: Record<ScreenName, ComponentType | null> = (() => {
  const out = {} as Record<ScreenName, ComponentType | null>;
  for (const name of SCREEN_NAMES) {
    const load = loaders[name];
    out[name] = name === 'Main' ? Main : load ? lazy(load) : null;
  }
  return out;
})();

/** Starts loading the screens of the configured products, so the next screen shows without a wait. */
export function prefetchScreens(products: readonly Product[]): void {
  for (const product of products) {
    if (!OFFERED.has(product)) continue;
    for (const screen of PRODUCT_SCREENS[product]) void loaders[screen]?.().catch(() => undefined);
  }
}
