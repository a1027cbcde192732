/**
 * The WebAuthn ceremonies of `client.webauthn` (spec §7), in the chunk the first passkey call loads (with
 * @simplewebauthn/browser), so a page's first bundle carries neither: the API calls around the browser's part,
 * and the browser's part itself. Whatever the browser throws leaves the client as one of spec §8's SDK errors
 * (`toSDKError`: a named one, else an internal error keeping the browser's name and message, e.g.
 * `InvalidStateError` for an authenticator already registered), so callers catch one error family. A
 * ceremony the caller cancelled keeps the caller's own abort reason.
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { AuthenticateResponse } from '../../wire/index.js';
import { type Core, authenticate as signIn, protection, type Stripped } from '../core.js';
import type { WebAuthnAuthenticateOptions, WebAuthnRegisterOptions } from './webauthn.js';
import { signalUnknownCredential } from './webauthnLevel3.js';

/**
 * WebAuthn Level 3's JSON conversions (issue 39): where the browser has `parseCreationOptionsFromJSON` /
 * `parseRequestOptionsFromJSON` and the credential's `toJSON()`, it reads the server's options and writes the
 * credential itself (its own reading of every extension and field); elsewhere @simplewebauthn/browser's
 * conversion does.
 */
interface NativeJSON {
  parseCreationOptionsFromJSON?(options: PublicKeyCredentialCreationOptionsJSON): PublicKeyCredentialCreationOptions;
  parseRequestOptionsFromJSON?(options: PublicKeyCredentialRequestOptionsJSON): PublicKeyCredentialRequestOptions;
  prototype: { toJSON?: unknown };
}

const nativeJSON = (): NativeJSON | undefined => {
  const PKC = (globalThis as { PublicKeyCredential?: NativeJSON }).PublicKeyCredential;
  return typeof PKC?.prototype.toJSON === 'function' ? PKC : undefined;
};

/** The browser's credential as the API takes it; the ceremony's null (no credential) is an error. */
function credentialJSON<T>(credential: Credential | null): T {
  if (!credential) throw new Error('Authenticator returned no credential.');
  return (credential as unknown as { toJSON(): T }).toJSON();
}

/**
 * `navigator.credentials.create()`: with `conditional`, WebAuthn Level 3's conditional create (automatic
 * passkey upgrade: the password manager makes the passkey without a prompt, or refuses).
 */
async function create(optionsJSON: PublicKeyCredentialCreationOptionsJSON, conditional: boolean): Promise<RegistrationResponseJSON> {
  const parse = nativeJSON()?.parseCreationOptionsFromJSON;
  if (!parse) return startRegistration({ optionsJSON, useAutoRegister: conditional });
  const publicKey = parse(optionsJSON);
  return credentialJSON(await navigator.credentials.create({ publicKey, ...(conditional && { mediation: 'conditional' }) }));
}

/** `navigator.credentials.get()`, cancelled through `signal`; from an input's autofill list with `autofill`. */
async function get(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
  autofill: boolean,
  signal: AbortSignal | undefined,
): Promise<AuthenticationResponseJSON> {
  const parse = nativeJSON()?.parseRequestOptionsFromJSON;
  if (!parse) {
    // The library keeps one ceremony at a time behind its own AbortController; the caller's signal cancels it.
    const cancel = () => WebAuthnAbortService.cancelCeremony();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      return await startAuthentication({ optionsJSON, useBrowserAutofill: autofill, verifyBrowserAutofillInput: false });
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  }
  const publicKey = parse(optionsJSON);
  return credentialJSON(
    await navigator.credentials.get({ publicKey, ...(signal && { signal }), ...(autofill && { mediation: 'conditional' }) }),
  );
}

/**
 * Spec §8's SDK errors for a ceremony's failures, from the caller (webauthn.ts): this chunk imports nothing
 * the client's first bundle holds, so a host's bundler keeps that bundle in one piece (issue 27).
 */
export interface CeremonyErrors {
  /** PasskeysUnsupportedError. */
  unsupported(): Error;
  /** `toSDKError`. */
  of(error: unknown): Error;
}

async function ceremony<T>(errors: CeremonyErrors, run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!browserSupportsWebAuthn()) throw errors.unsupported();
  try {
    return await run();
  } catch (error) {
    // The caller's own reason, whichever conversion ran (the library's would be its own ceremony error).
    if (signal?.aborted) throw signal.reason;
    throw errors.of(error);
  }
}

/**
 * (Its options checked by the caller.) `POST /webauthn/register/start` (options arrive as a JSON string), `navigator.credentials.create()`, then
 * `POST /webauthn/register` with the credential as a JSON string.
 */
export async function register(
  core: Core,
  options: WebAuthnRegisterOptions,
  errors: CeremonyErrors,
): Promise<Stripped<AuthenticateResponse>> {
  const start = await core.transport.request<{ public_key_credential_creation_options: string }>('POST', '/webauthn/register/start', {
    domain: options.domain ?? core.hostname,
    authenticator_type: options.authenticator_type,
    return_passkey_credential_options: options.is_passkey,
    override_id: options.override_id,
    override_name: options.override_name,
    override_display_name: options.override_display_name,
    user_agent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    // Issue 39: the emulator then accepts the credential a conditional create makes without user presence.
    conditional_mediation: options.conditional_mediation,
  });
  const optionsJSON: PublicKeyCredentialCreationOptionsJSON = JSON.parse(start.public_key_credential_creation_options);
  const credential = await ceremony(errors, () => create(optionsJSON, !!options.conditional_mediation));
  return signIn(
    core,
    'POST',
    '/webauthn/register',
    {
      public_key_credential: JSON.stringify(credential),
      session_duration_minutes: options.session_duration_minutes,
      is_passkey: options.is_passkey,
    },
    false,
  );
}

/**
 * `POST /webauthn/authenticate/start/{primary|secondary}`, `navigator.credentials.get()` (from an input's
 * autofill list with conditional mediation; the caller's signal cancels it), then `POST /webauthn/authenticate`.
 */
export async function authenticate(
  core: Core,
  options: WebAuthnAuthenticateOptions,
  errors: CeremonyErrors,
): Promise<Stripped<AuthenticateResponse>> {
  const { signal } = options;
  const domain = options.domain ?? core.hostname;
  signal?.throwIfAborted();
  const start = await core.transport.request<{ public_key_credential_request_options: string }>(
    'POST',
    `/webauthn/authenticate/start/${core.store.getSession() ? 'secondary' : 'primary'}`,
    { domain, return_passkey_credential_options: options.is_passkey },
  );
  signal?.throwIfAborted();
  const optionsJSON: PublicKeyCredentialRequestOptionsJSON = JSON.parse(start.public_key_credential_request_options);
  const credential = await ceremony(errors, () => get(optionsJSON, !!options.conditional_mediation, signal), signal);
  try {
    return await signIn(core, 'POST', '/webauthn/authenticate', {
      public_key_credential: JSON.stringify(credential),
      session_duration_minutes: options.session_duration_minutes,
      ...(await protection(core)),
    });
  } catch (error) {
    // Issue 39 (Signal API): the server does not know this passkey (deleted from the account); the password
    // manager may stop offering it.
    if ((error as { error_type?: unknown }).error_type === 'webauthn_registration_not_found') {
      signalUnknownCredential(optionsJSON.rpId ?? domain, credential.id);
    }
    throw error;
  }
}
