/**
 * The browser's part of a WebAuthn ceremony, in the chunk the first passkey call loads (with
 * @simplewebauthn/browser), so a page's first bundle carries neither. Whatever the browser throws leaves the
 * client as one of spec §8's SDK errors (`toSDKError`: a named one, else an internal error keeping the
 * browser's name and message, e.g. `InvalidStateError` for an authenticator already registered), so callers
 * catch one error family. A ceremony the caller cancelled keeps the caller's own abort reason.
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { PasskeysUnsupportedError, toSDKError } from '../sdkErrors';

async function ceremony<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!browserSupportsWebAuthn()) throw new PasskeysUnsupportedError();
  try {
    return await run();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw toSDKError(error);
  }
}

/** `navigator.credentials.create()` with the server's options. */
export const register = (optionsJSON: PublicKeyCredentialCreationOptionsJSON) => ceremony(() => startRegistration({ optionsJSON }));

/** `navigator.credentials.get()`, from an input's autofill list with `autofill`; `signal` cancels it. */
export function authenticate(optionsJSON: PublicKeyCredentialRequestOptionsJSON, autofill: boolean, signal?: AbortSignal) {
  // The library keeps one ceremony at a time behind its own AbortController; the caller's signal cancels it.
  const cancel = () => WebAuthnAbortService.cancelCeremony();
  signal?.addEventListener('abort', cancel, { once: true });
  return ceremony(
    () => startAuthentication({ optionsJSON, useBrowserAutofill: autofill, verifyBrowserAutofillInput: false }),
    signal,
  ).finally(() => signal?.removeEventListener('abort', cancel));
}
