/**
 * Passkeys / WebAuthn verification core (spec §7 "/webauthn/*", wire doc "WebAuthn"), built on
 * @simplewebauthn/server 14. Independent of HTTP and storage: the routes keep challenges single use and
 * credentials (public key, signature counter) in SQLite, and pass them in here.
 *
 * Wire facts honoured here: the options go out as a JSON *string*, the credential comes back as a JSON
 * string; the relying party ID is the `domain` the caller sends; the user handle is stable per user so a
 * discoverable (passkey) assertion names its user.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { apiError } from '../http/errors.ts';

/** How long a ceremony may take; the challenge dies afterwards (same as the options' `timeout`). */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60_000;

export type AuthenticatorType = 'platform' | 'cross-platform';

export interface StoredCredential {
  /** base64url credential ID. */
  credentialId: string;
  /** base64url COSE public key. */
  publicKey: string;
  counter: number;
  transports: string[];
}

const RP_ID = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The relying party ID is the `domain` the widget sends (spec §7 register/start and authenticate/start).
 * It must be a bare host name — no scheme, port or path — because authenticators hash it into rpIdHash.
 */
export function normalizeRpId(domain: string): string {
  const rpId = domain.trim().toLowerCase();
  if (!RP_ID.test(rpId) || /^\d+(\.\d+){3}$/.test(rpId)) {
    throw apiError(
      'invalid_webauthn_registration_domain',
      `domain "${domain}" is not a host name; send e.g. "localhost" or "example.com", without scheme or port.`,
    );
  }
  return rpId;
}

/** Whether a page on `origin` may use `rpId`: the host must equal it or be a subdomain (WebAuthn §5.1.3 step 8). */
export function rpIdMatchesOrigin(rpId: string, origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === rpId || host.endsWith(`.${rpId}`);
}

/**
 * The user handle is the user_id's UTF-8 bytes: stable per user (the issue asks for that) and reversible,
 * so a discoverable assertion's `userHandle` leads back to its user. user IDs are ≤ 64 bytes (WebAuthn's cap).
 */
export function userHandleFor(userId: string): Uint8Array<ArrayBuffer> {
  const bytes = new TextEncoder().encode(userId);
  if (bytes.length > 64) throw new RangeError('A WebAuthn user handle is at most 64 bytes.');
  return bytes;
}

export function userIdFromHandle(handle: string | undefined): string | null {
  if (!handle || !isoBase64URL.isBase64URL(handle)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(isoBase64URL.toBuffer(handle));
  } catch {
    return null;
  }
}

/**
 * A passkey signs the user in on its own, so it must be a multi-factor authenticator: something held (the
 * key) unlocked by something known or inherent (PIN, biometric). Without the UV flag it is only proof of
 * possession — a found or unlocked device would do — so ceremonies ask for user verification and
 * assertions without it are refused (NIST SP 800-63B-4 §3.1.7, multi-factor cryptographic authenticators;
 * WebAuthn §7.2 step 15 when `userVerification` is `required`). `requireUserVerification: false` in the
 * verifiers below is for unit tests of other checks only.
 */
const USER_VERIFICATION = 'required';

export interface RegistrationOptionsInput {
  rpId: string;
  rpName: string;
  userId: string;
  /** `override_id` (spec §7 register/start): replaces the user handle derived from the user ID. */
  userHandle?: Uint8Array<ArrayBuffer> | undefined;
  userName: string;
  userDisplayName: string;
  /** A conditional create (issue 39): the browser makes the passkey without a prompt, so without verifying the user. */
  conditional?: boolean;
  authenticatorType?: AuthenticatorType | undefined;
  /** `return_passkey_credential_options` (spec §7): a discoverable credential is required. */
  passkey: boolean;
  /** The user's existing credentials, so the authenticator refuses to register one twice. */
  exclude: Pick<StoredCredential, 'credentialId' | 'transports'>[];
}

export async function registrationOptions(
  input: RegistrationOptionsInput,
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; challenge: string }> {
  const options = await generateRegistrationOptions({
    rpName: input.rpName,
    rpID: input.rpId,
    userID: input.userHandle ?? userHandleFor(input.userId),
    userName: input.userName,
    userDisplayName: input.userDisplayName,
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: input.exclude.map((c) => ({ id: c.credentialId, transports: c.transports as AuthenticatorTransport[] })),
    authenticatorSelection: {
      // Passkeys must be discoverable, so a later login can start without naming the user (spec §5
      // conditional mediation); plain WebAuthn second factors only prefer it.
      residentKey: input.passkey ? 'required' : 'preferred',
      requireResidentKey: input.passkey,
      userVerification: input.conditional ? 'preferred' : USER_VERIFICATION,
      ...(input.authenticatorType ? { authenticatorAttachment: input.authenticatorType } : {}),
    },
  });
  return { options, challenge: options.challenge };
}

export async function authenticationOptions(input: {
  rpId: string;
  /** Secondary (signed-in user): that user's credentials. Primary/discoverable: empty, the authenticator picks. */
  allow: Pick<StoredCredential, 'credentialId' | 'transports'>[];
}): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; challenge: string }> {
  const options = await generateAuthenticationOptions({
    rpID: input.rpId,
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
    userVerification: USER_VERIFICATION,
    allowCredentials: input.allow.map((c) => ({ id: c.credentialId, transports: c.transports as AuthenticatorTransport[] })),
  });
  return { options, challenge: options.challenge };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireB64(record: Record<string, unknown>, key: string, where: string): string {
  const value = record[key];
  if (typeof value !== 'string' || value.length === 0 || !isoBase64URL.isBase64URL(value)) {
    throw apiError('invalid_public_key_credential', `public_key_credential ${where}${key} must be a base64url string.`);
  }
  return value;
}

/** What the authenticator signed in clientDataJSON: the challenge is the key to the pending ceremony. */
export interface ClientData {
  type: string;
  challenge: string;
  origin: string;
}

function decodeClientData(clientDataJSON: string): ClientData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
  } catch {
    throw apiError('invalid_public_key_credential', 'public_key_credential response.clientDataJSON is not base64url JSON.');
  }
  if (!isObject(parsed) || typeof parsed.type !== 'string' || typeof parsed.challenge !== 'string' || typeof parsed.origin !== 'string') {
    throw apiError('invalid_public_key_credential', 'public_key_credential response.clientDataJSON lacks type, challenge or origin.');
  }
  return { type: parsed.type, challenge: parsed.challenge, origin: parsed.origin };
}

function parseCredentialCommon(json: string): { credential: Record<string, unknown>; response: Record<string, unknown> } {
  let credential: unknown;
  try {
    credential = JSON.parse(json);
  } catch {
    throw apiError('invalid_public_key_credential', 'public_key_credential must be a JSON string (wire doc "WebAuthn").');
  }
  if (!isObject(credential)) throw apiError('invalid_public_key_credential', 'public_key_credential must encode an object.');
  requireB64(credential, 'id', '');
  requireB64(credential, 'rawId', '');
  if (credential.id !== credential.rawId) throw apiError('invalid_public_key_credential', 'public_key_credential id and rawId differ.');
  if (credential.type !== 'public-key') throw apiError('invalid_public_key_credential', "public_key_credential type must be 'public-key'.");
  if (!isObject(credential.response)) throw apiError('invalid_public_key_credential', 'public_key_credential response is missing.');
  if (!isObject(credential.clientExtensionResults)) credential.clientExtensionResults = {};
  return { credential, response: credential.response };
}

/** Parses a `navigator.credentials.create()` result sent as a JSON string, and reads its client data. */
export function parseRegistrationCredential(json: string): { credential: RegistrationResponseJSON; clientData: ClientData } {
  const { credential, response } = parseCredentialCommon(json);
  const clientDataJSON = requireB64(response, 'clientDataJSON', 'response.');
  requireB64(response, 'attestationObject', 'response.');
  if (
    response.transports !== undefined &&
    (!Array.isArray(response.transports) || !response.transports.every((t) => typeof t === 'string'))
  ) {
    throw apiError('invalid_public_key_credential', 'public_key_credential response.transports must be an array of strings.');
  }
  const clientData = decodeClientData(clientDataJSON);
  if (clientData.type !== 'webauthn.create') {
    throw apiError('invalid_public_key_credential', `Expected a registration credential (webauthn.create), got ${clientData.type}.`);
  }
  return { credential: credential as unknown as RegistrationResponseJSON, clientData };
}

/** Parses a `navigator.credentials.get()` result sent as a JSON string, and reads its client data. */
export function parseAuthenticationCredential(json: string): { credential: AuthenticationResponseJSON; clientData: ClientData } {
  const { credential, response } = parseCredentialCommon(json);
  const clientDataJSON = requireB64(response, 'clientDataJSON', 'response.');
  requireB64(response, 'authenticatorData', 'response.');
  requireB64(response, 'signature', 'response.');
  if (response.userHandle !== undefined && response.userHandle !== null && typeof response.userHandle !== 'string') {
    throw apiError('invalid_public_key_credential', 'public_key_credential response.userHandle must be a base64url string.');
  }
  const clientData = decodeClientData(clientDataJSON);
  if (clientData.type !== 'webauthn.get') {
    throw apiError('invalid_public_key_credential', `Expected an authentication credential (webauthn.get), got ${clientData.type}.`);
  }
  return { credential: credential as unknown as AuthenticationResponseJSON, clientData };
}

/**
 * The origin in clientDataJSON must be an allowed origin of the project and belong to the relying party ID.
 */
function checkOrigin(origin: string, rpId: string, isAllowedOrigin: (origin: string) => boolean): void {
  if (!isAllowedOrigin(origin))
    throw apiError('origin_not_allowed', `The credential was made on ${origin}, which is not an allowed origin of this project.`);
  if (!rpIdMatchesOrigin(rpId, origin)) {
    throw apiError('origin_not_allowed', `The credential was made on ${origin}, which does not belong to the relying party ${rpId}.`);
  }
}

export interface VerifiedRegistration {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  aaguid: string;
  userVerified: boolean;
  backedUp: boolean;
  /** 'platform' / 'cross-platform' as the browser reported it, '' when unknown. */
  authenticatorAttachment: string;
  origin: string;
}

export async function verifyRegistration(input: {
  credential: RegistrationResponseJSON;
  clientData: ClientData;
  expectedChallenge: string;
  rpId: string;
  isAllowedOrigin: (origin: string) => boolean;
  requireUserVerification?: boolean;
  /**
   * The ceremony's challenge was started as a conditional create (issue 39): WebAuthn Level 3 §5.1.3 makes
   * that credential without user presence or verification, so neither is required of it; of any other
   * registration both still are.
   */
  conditional?: boolean;
}): Promise<VerifiedRegistration> {
  checkOrigin(input.clientData.origin, input.rpId, input.isAllowedOrigin);
  let result;
  try {
    result = await verifyRegistrationResponse({
      response: input.credential,
      expectedChallenge: input.expectedChallenge,
      expectedOrigin: input.clientData.origin,
      expectedRPID: input.rpId,
      requireUserPresence: !input.conditional,
      requireUserVerification: !input.conditional && (input.requireUserVerification ?? true),
    });
  } catch (error) {
    throw apiError(
      'unable_to_register_webauthn_registration',
      `The WebAuthn registration could not be verified: ${(error as Error).message}`,
    );
  }
  if (!result.verified) throw apiError('unable_to_register_webauthn_registration');
  const info = result.registrationInfo;
  return {
    credentialId: info.credential.id,
    publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: info.credential.counter,
    transports: input.credential.response.transports ?? [],
    aaguid: info.aaguid,
    userVerified: info.userVerified,
    backedUp: info.credentialBackedUp,
    authenticatorAttachment: input.credential.authenticatorAttachment ?? '',
    origin: info.origin,
  };
}

export async function verifyAuthentication(input: {
  credential: AuthenticationResponseJSON;
  clientData: ClientData;
  expectedChallenge: string;
  rpId: string;
  isAllowedOrigin: (origin: string) => boolean;
  stored: StoredCredential;
  requireUserVerification?: boolean;
}): Promise<{ newCounter: number; userVerified: boolean }> {
  checkOrigin(input.clientData.origin, input.rpId, input.isAllowedOrigin);
  if (input.credential.id !== input.stored.credentialId) throw apiError('webauthn_registration_not_found');
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response: input.credential,
      expectedChallenge: input.expectedChallenge,
      expectedOrigin: input.clientData.origin,
      expectedRPID: input.rpId,
      credential: {
        id: input.stored.credentialId,
        publicKey: isoBase64URL.toBuffer(input.stored.publicKey),
        counter: input.stored.counter,
        transports: input.stored.transports as AuthenticatorTransport[],
      },
      requireUserVerification: input.requireUserVerification ?? true,
    });
  } catch (error) {
    // Includes a signature counter that did not grow: the sign of a cloned authenticator (WebAuthn §6.1.1).
    throw apiError('unable_to_auth_webauthn_registration', `The WebAuthn assertion could not be verified: ${(error as Error).message}`);
  }
  if (!result.verified) throw apiError('unable_to_auth_webauthn_registration');
  return { newCounter: result.authenticationInfo.newCounter, userVerified: result.authenticationInfo.userVerified };
}
