import type { Core, Stripped } from '../core.js';
import type { AuthenticateResponse, ResponseCommon, WebAuthnRegistration } from '../../wire/index.js';
import { PasskeysUnsupportedError, toSDKError } from '../sdkErrors.js';
import { boolean, optional, record } from '../../wire/fields.js';
import { RESOURCE_ID, WEBAUTHN_AUTHENTICATE, WEBAUTHN_REGISTER, WEBAUTHN_REGISTER_START, WEBAUTHN_UPDATE } from '../../wire/requests.js';
import { validate } from '../validate.js';
import type { CeremonyErrors } from './webauthnBrowser.js';

export interface WebAuthnRegisterOptions {
  /** The relying-party domain. @default location.hostname */
  domain?: string;
  /** `platform` or `cross-platform`. */
  authenticator_type?: string;
  /** Register a passkey (resident key, user verification). */
  is_passkey?: boolean;
  session_duration_minutes?: number;
  override_id?: string;
  override_name?: string;
  override_display_name?: string;
  /**
   * WebAuthn Level 3's conditional create (issue 39, automatic passkey upgrade): the browser's password
   * manager makes the passkey without a prompt — right after it filled in the password the user signed in
   * with — or refuses. Only where `getClientCapabilities()` reports `conditionalCreate`.
   */
  conditional_mediation?: boolean;
}

export interface WebAuthnAuthenticateOptions {
  session_duration_minutes: number;
  /** @default location.hostname */
  domain?: string;
  is_passkey?: boolean;
  /** Passkey autofill: waits for the user to pick a passkey from an input's autofill list. */
  conditional_mediation?: boolean;
  /** Aborts the pending browser prompt (e.g. when the user starts another sign-in method). */
  signal?: AbortSignal;
}

// What the calls check of their options (spec §5), from the bodies the options go to: `domain` defaults to the
// page's, `is_passkey` is the client's own switch (it asks for passkey options and marks the registration), and
// `conditional_mediation` and `signal` never leave the browser.
const domain = optional(WEBAUTHN_REGISTER_START.domain);
const isPasskey = optional(boolean);
const REGISTER_CHECKS = {
  domain,
  authenticator_type: WEBAUTHN_REGISTER_START.authenticator_type,
  is_passkey: isPasskey,
  session_duration_minutes: WEBAUTHN_REGISTER.session_duration_minutes,
  override_id: WEBAUTHN_REGISTER_START.override_id,
  override_name: WEBAUTHN_REGISTER_START.override_name,
  override_display_name: WEBAUTHN_REGISTER_START.override_display_name,
  conditional_mediation: WEBAUTHN_REGISTER_START.conditional_mediation,
};
const AUTHENTICATE_CHECKS = {
  session_duration_minutes: WEBAUTHN_AUTHENTICATE.session_duration_minutes,
  domain,
  is_passkey: isPasskey,
  conditional_mediation: optional(boolean),
  signal: optional(record()),
};
const UPDATE_CHECKS = { webauthn_registration_id: RESOURCE_ID, name: WEBAUTHN_UPDATE.name };

// The ceremonies (their calls and the browser's part) load only when a passkey call is made: the client entry stays small.
const loadWebAuthn = () => import('./webauthnBrowser.js');

/** How the ceremonies' failures become spec §8's SDK errors (webauthnBrowser.ts takes them from here). */
const ceremonyErrors: CeremonyErrors = { unsupported: () => new PasskeysUnsupportedError(), of: toSDKError };

const supportsAutofill = async (): Promise<boolean> => (await globalThis.PublicKeyCredential?.isConditionalMediationAvailable?.()) ?? false;

/** `client.webauthn`: passkeys and security keys (spec §7), through `@simplewebauthn/browser`. */
export function webauthn(core: Core) {
  return {
    /**
     * Registers a credential for the signed-in user: `POST /webauthn/register/start` (options arrive as a
     * JSON string), the browser ceremony, then `POST /webauthn/register` with the credential as a JSON string.
     */
    async register(options: WebAuthnRegisterOptions = {}): Promise<Stripped<AuthenticateResponse>> {
      validate('webauthn.register', { ...options }, REGISTER_CHECKS);
      return (await loadWebAuthn()).register(core, options, ceremonyErrors);
    },

    /**
     * Signs in with a passkey: `POST /webauthn/authenticate/start/{primary|secondary}`, the browser ceremony
     * (conditional mediation when asked, cancellable through `signal`), then `POST /webauthn/authenticate`.
     * Resolves `null` when conditional mediation is asked for but the browser cannot autofill passkeys or the
     * page has no input with `webauthn` in its `autocomplete`.
     */
    async authenticate(options: WebAuthnAuthenticateOptions): Promise<Stripped<AuthenticateResponse> | null> {
      validate('webauthn.authenticate', { ...options }, AUTHENTICATE_CHECKS);
      // Spec §5: passkey autofill needs browser support and an input whose autocomplete contains "webauthn".
      if (options.conditional_mediation && (!(await supportsAutofill()) || !document.querySelector("input[autocomplete*='webauthn']"))) {
        return null;
      }
      return (await loadWebAuthn()).authenticate(core, options, ceremonyErrors);
    },

    /** Renames a registration: `PUT /webauthn/update/{webauthn_registration_id}` with `name`. */
    async update(options: {
      webauthn_registration_id: string;
      name: string;
    }): Promise<ResponseCommon & { webauthn_registration?: WebAuthnRegistration }> {
      validate('webauthn.update', { ...options }, UPDATE_CHECKS);
      return core.transport.request('PUT', `/webauthn/update/${encodeURIComponent(options.webauthn_registration_id)}`, {
        name: options.name,
      });
    },

    /** Whether the browser can offer passkeys in an input's autofill list (conditional mediation). */
    browserSupportsAutofill: supportsAutofill,
  };
}
