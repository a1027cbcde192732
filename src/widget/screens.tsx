/**
 * The composition API's screens as the package root exports them (docs: Composing screens). Each one
 * renders its screen while the flow is on it and nothing otherwise, as the screen itself does; its code
 * stays in the screen's own chunk (the registry's), fetched when the flow first shows it or when the user
 * reaches for its product on Main. Main is the screen itself: it is part of the up-front chunk.
 *
 * Why not re-export the screens' modules: a bundler with code splitting keeps a static import for each
 * re-exported module that a lazy chunk also uses (esbuild keeps a bare `import "./chunk-…"` even when the
 * page uses none of them), and the root entry then put every screen's chunk, ~40 files, on the way to
 * Main's header (issue 27). Through the registry, importing the root costs a page no screen it never shows.
 */
import { Suspense, type ReactNode } from 'react';
import type { ScreenName } from '../flow/state.js';
import { useFlowSelector } from '../react/index.js';
import { ScreenFallback } from './CurrentScreen.js';
import { screenComponent } from './registry.js';

/** A screen component that loads `name`'s code once the flow is on it. */
function lazyScreen(name: Exclude<ScreenName, 'Main'>): () => ReactNode {
  function Screen() {
    const shown = useFlowSelector((state) => state.screen === name);
    const Component = screenComponent(name);
    if (!shown || !Component) return null;
    return (
      <Suspense fallback={<ScreenFallback />}>
        <Component />
      </Suspense>
    );
  }
  Screen.displayName = name;
  return Screen;
}

export const OTPAuthenticate = lazyScreen('OTPAuthenticate');
export const OTPConfirmation = lazyScreen('OTPConfirmation');
export const PasskeyConfirmation = lazyScreen('PasskeyConfirmation');
export const PasskeyRegistrationStart = lazyScreen('PasskeyRegistrationStart');
export const PasskeyRegistrationSuccess = lazyScreen('PasskeyRegistrationSuccess');
export const CryptoConnect = lazyScreen('CryptoConnect');
export const CryptoSignMessage = lazyScreen('CryptoSignMessage');
export const CryptoSetupWallet = lazyScreen('CryptoSetupWallet');
export const CryptoOtherScreen = lazyScreen('CryptoOtherScreen');
export const CryptoConfirmation = lazyScreen('CryptoConfirmation');
export const CryptoError = lazyScreen('CryptoError');
export const TOTPAuthenticate = lazyScreen('TOTPAuthenticate');
export const TOTPRecover = lazyScreen('TOTPRecover');
export const TOTPEnroll = lazyScreen('TOTPEnroll');
export const TOTPRecoveryCodes = lazyScreen('TOTPRecoveryCodes');
export const EmailConfirmation = lazyScreen('EmailConfirmation');
export const PasswordCreateOrLogin = lazyScreen('PasswordCreateOrLogin');
export const PasswordForgot = lazyScreen('PasswordForgot');
export const PasswordBreached = lazyScreen('PasswordBreached');
export const PasswordSetNew = lazyScreen('PasswordSetNew');
export const PasswordDedupe = lazyScreen('PasswordDedupe');
export const PasswordResetForm = lazyScreen('PasswordResetForm');
export const PasswordConfirmation = lazyScreen('PasswordConfirmation');
