import { type Core, authenticate, protection, type Stripped } from '../core';
import type { AuthenticateResponse, ResponseCommon, WebAuthnRegistration } from '../../wire';
import { validate } from '../validate';

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

// The browser's part of the ceremonies is loaded only when a passkey call is made, so the client entry stays small.
const loadWebAuthn = () => import('./webauthnBrowser');

const supportsAutofill = async (): Promise<boolean> => (await globalThis.PublicKeyCredential?.isConditionalMediationAvailable?.()) ?? false;

/** `client.webauthn`: passkeys and security keys (spec §7), through `@simplewebauthn/browser`. */
export function webauthn(core: Core) {
  return {
    /**
     * Registers a credential for the signed-in user: `POST /webauthn/register/start` (options arrive as a
     * JSON string), the browser ceremony, then `POST /webauthn/register` with the credential as a JSON string.
     */
    async register(options: WebAuthnRegisterOptions = {}): Promise<Stripped<AuthenticateResponse>> {
      validate(
        'webauthn.register',
        { ...options },
        {
          domain: 'string?',
          authenticator_type: 'string?',
          is_passkey: 'boolean?',
          session_duration_minutes: 'number?',
          override_id: 'string?',
          override_name: 'string?',
          override_display_name: 'string?',
        },
      );
      const start = await core.transport.request<{ public_key_credential_creation_options: string }>('POST', '/webauthn/register/start', {
        domain: options.domain ?? core.hostname,
        authenticator_type: options.authenticator_type,
        return_passkey_credential_options: options.is_passkey,
        override_id: options.override_id,
        override_name: options.override_name,
        override_display_name: options.override_display_name,
        user_agent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
      });
      const browser = await loadWebAuthn();
      const credential = await browser.register(JSON.parse(start.public_key_credential_creation_options));
      return authenticate(
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
    },

    /**
     * Signs in with a passkey: `POST /webauthn/authenticate/start/{primary|secondary}`, the browser ceremony
     * (conditional mediation when asked, cancellable through `signal`), then `POST /webauthn/authenticate`.
     * Resolves `null` when conditional mediation is asked for but the browser cannot autofill passkeys or the
     * page has no input with `webauthn` in its `autocomplete`.
     */
    async authenticate(options: WebAuthnAuthenticateOptions): Promise<Stripped<AuthenticateResponse> | null> {
      validate(
        'webauthn.authenticate',
        { ...options },
        {
          session_duration_minutes: 'number',
          domain: 'string?',
          is_passkey: 'boolean?',
          conditional_mediation: 'boolean?',
          signal: 'object?',
        },
      );
      // Spec §5: passkey autofill needs browser support and an input whose autocomplete contains "webauthn".
      if (options.conditional_mediation && (!(await supportsAutofill()) || !document.querySelector("input[autocomplete*='webauthn']"))) {
        return null;
      }
      const browser = await loadWebAuthn();
      options.signal?.throwIfAborted();
      const start = await core.transport.request<{ public_key_credential_request_options: string }>(
        'POST',
        `/webauthn/authenticate/start/${core.store.getSession() ? 'secondary' : 'primary'}`,
        { domain: options.domain ?? core.hostname, return_passkey_credential_options: options.is_passkey },
      );
      options.signal?.throwIfAborted();
      const credential = await browser.authenticate(
        JSON.parse(start.public_key_credential_request_options),
        !!options.conditional_mediation,
        options.signal,
      );
      return authenticate(core, 'POST', '/webauthn/authenticate', {
        public_key_credential: JSON.stringify(credential),
        session_duration_minutes: options.session_duration_minutes,
        ...(await protection(core)),
      });
    },

    /** Renames a registration: `PUT /webauthn/update/{webauthn_registration_id}` with `name`. */
    async update(options: {
      webauthn_registration_id: string;
      name: string;
    }): Promise<ResponseCommon & { webauthn_registration?: WebAuthnRegistration }> {
      validate('webauthn.update', { ...options }, { webauthn_registration_id: 'string', name: 'string' });
      return core.transport.request('PUT', `/webauthn/update/${encodeURIComponent(options.webauthn_registration_id)}`, {
        name: options.name,
      });
    },

    /** Whether the browser can offer passkeys in an input's autofill list (conditional mediation). */
    browserSupportsAutofill: supportsAutofill,
  };
}
