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

export const OTPAuthenticate = /* @__PURE__ */ lazyScreen('OTPAuthenticate');
export const OTPConfirmation = /* @__PURE__ */ lazyScreen('OTPConfirmation');
export const PasskeyConfirmation = /* @__PURE__ */ lazyScreen('PasskeyConfirmation');
export const PasskeyRegistrationStart = /* @__PURE__ */ lazyScreen('PasskeyRegistrationStart');
export const PasskeyRegistrationSuccess = /* @__PURE__ */ lazyScreen('PasskeyRegistrationSuccess');
export const CryptoConnect = /* @__PURE__ */ lazyScreen('CryptoConnect');
export const CryptoSignMessage = /* @__PURE__ */ lazyScreen('CryptoSignMessage');
export const CryptoSetupWallet = /* @__PURE__ */ lazyScreen('CryptoSetupWallet');
export const CryptoOtherScreen = /* @__PURE__ */ lazyScreen('CryptoOtherScreen');
export const CryptoConfirmation = /* @__PURE__ */ lazyScreen('CryptoConfirmation');
export const CryptoError = /* @__PURE__ */ lazyScreen('CryptoError');
export const TOTPAuthenticate = /* @__PURE__ */ lazyScreen('TOTPAuthenticate');
export const TOTPRecover = /* @__PURE__ */ lazyScreen('TOTPRecover');
export const TOTPEnroll = /* @__PURE__ */ lazyScreen('TOTPEnroll');
export const TOTPRecoveryCodes = /* @__PURE__ */ lazyScreen('TOTPRecoveryCodes');
export const EmailConfirmation = /* @__PURE__ */ lazyScreen('EmailConfirmation');
export const PasswordCreateOrLogin = /* @__PURE__ */ lazyScreen('PasswordCreateOrLogin');
export const PasswordForgot = /* @__PURE__ */ lazyScreen('PasswordForgot');
export const PasswordBreached = /* @__PURE__ */ lazyScreen('PasswordBreached');
export const PasswordSetNew = /* @__PURE__ */ lazyScreen('PasswordSetNew');
export const PasswordDedupe = /* @__PURE__ */ lazyScreen('PasswordDedupe');
export const PasswordResetForm = /* @__PURE__ */ lazyScreen('PasswordResetForm');
export const PasswordConfirmation = /* @__PURE__ */ lazyScreen('PasswordConfirmation');
