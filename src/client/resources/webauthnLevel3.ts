/**
 * WebAuthn Level 3's browser functions (issue 39): what the browser reports it can do
 * (`PublicKeyCredential.getClientCapabilities()`), and the Signal API, which tells the user's password manager
 * which passkeys the site still accepts and what the user is called now. Each is used only where the browser
 * has it; a signal is fire-and-forget — never awaited by a flow, its failure swallowed — as it only tidies the
 * password manager's list. Loaded with the first call that needs one (the passkey ceremonies, the passkey
 * list's changes, a sign-in's end), never in a page's first bundle.
 */
import { webauthnAccountNames } from '../../wire/accountNames.js';
import type { User, WebAuthnRegistration } from '../../wire/index.js';

/** The capabilities the widget reads (WebAuthn Level 3 §5.1.7 `getClientCapabilities()`, by their keys there). */
export interface PasskeyCapabilities {
  /** The browser can make a passkey on this device (`passkeyPlatformAuthenticator`). */
  passkeyPlatformAuthenticator: boolean;
  /** Passkeys in an input's autofill list (`conditionalGet`: conditional mediation). */
  conditionalGet: boolean;
  /** A passkey made without a prompt right after a password sign-in (`conditionalCreate`). */
  conditionalCreate: boolean;
  /** A passkey on another device through a QR code (`hybridTransport`). */
  hybridTransport: boolean;
}

/** Level 3's static members of `PublicKeyCredential`, each possibly missing (older browsers, jsdom). */
interface Level3 {
  getClientCapabilities?(): Promise<Record<string, boolean | undefined>>;
  isConditionalMediationAvailable?(): Promise<boolean>;
  isUserVerifyingPlatformAuthenticatorAvailable?(): Promise<boolean>;
  signalUnknownCredential?(options: { rpId: string; credentialId: string }): Promise<void>;
  signalAllAcceptedCredentials?(options: { rpId: string; userId: string; allAcceptedCredentialIds: string[] }): Promise<void>;
  signalCurrentUserDetails?(options: { rpId: string; userId: string; name: string; displayName: string }): Promise<void>;
}

const level3 = (): Level3 | undefined => (globalThis as { PublicKeyCredential?: Level3 }).PublicKeyCredential;

/** A browser function's answer, or `fallback` when it is missing or fails. */
async function ask<T>(run: (() => Promise<T> | undefined) | undefined, fallback: T): Promise<T> {
  try {
    return (await run?.()) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * What the browser reports through `getClientCapabilities()`; where it does not (before Chrome 133, Safari
 * 17.4, Firefox 135) or leaves a key out, the Level 2 checks stand in: `isConditionalMediationAvailable()` for
 * autofill and `isUserVerifyingPlatformAuthenticatorAvailable()` for a platform passkey. Nothing is assumed
 * of what is not reported: no conditional create, no hybrid.
 */
export async function passkeyCapabilities(): Promise<PasskeyCapabilities> {
  const PKC = level3();
  const reported = await ask(() => PKC?.getClientCapabilities?.(), {} as Record<string, boolean | undefined>);
  return {
    passkeyPlatformAuthenticator:
      reported.passkeyPlatformAuthenticator ?? (await ask(() => PKC?.isUserVerifyingPlatformAuthenticatorAvailable?.(), false)),
    conditionalGet: reported.conditionalGet ?? (await ask(() => PKC?.isConditionalMediationAvailable?.(), false)),
    conditionalCreate: reported.conditionalCreate ?? false,
    hybridTransport: reported.hybridTransport ?? false,
  };
}

/** Calls a signal when the browser has it; never throws, never waits. */
function signal<K extends keyof Level3>(name: K, ...args: Parameters<NonNullable<Level3[K]>>): void {
  const PKC = level3();
  const run = PKC?.[name] as ((...a: typeof args) => Promise<unknown>) | undefined;
  if (typeof run !== 'function') return;
  try {
    run.apply(PKC, args).catch(() => undefined);
  } catch {
    // A browser refusing synchronously (e.g. a TypeError for an id it cannot decode) is no more than a rejection.
  }
}

/**
 * A sign-in presented a passkey the server does not know (`webauthn_registration_not_found`): the password
 * manager may drop it, so the user is not offered it again.
 */
export function signalUnknownCredential(rpId: string, credentialId: string): void {
  signal('signalUnknownCredential', { rpId, credentialId });
}

/** The registrations that can be signalled: the emulator's extensions give their credential id and user handle. */
type Signalled = WebAuthnRegistration & Required<Pick<WebAuthnRegistration, 'public_key_credential_id' | 'user_handle'>>;
const signalled = (list: readonly WebAuthnRegistration[]): Signalled[] =>
  list.filter((r): r is Signalled => !!r.public_key_credential_id && !!r.user_handle);

/** Each relying party and user handle among `list`, once. */
function accounts(list: readonly Signalled[]): { rpId: string; userId: string }[] {
  const seen = new Map<string, { rpId: string; userId: string }>();
  for (const r of list) seen.set(`${r.domain} ${r.user_handle}`, { rpId: r.domain, userId: r.user_handle });
  return [...seen.values()];
}

/**
 * The passkeys the site accepts now (`after`), for every relying party and user handle that had one `before`
 * or has one now: a passkey deleted here disappears from the password manager, as does one deleted elsewhere
 * when the user next signs in (`before` = `after` then).
 */
export function signalAcceptedCredentials(before: readonly WebAuthnRegistration[], after: readonly WebAuthnRegistration[]): void {
  const now = signalled(after);
  for (const { rpId, userId } of accounts([...signalled(before), ...now])) {
    signal('signalAllAcceptedCredentials', {
      rpId,
      userId,
      allAcceptedCredentialIds: now.filter((r) => r.domain === rpId && r.user_handle === userId).map((r) => r.public_key_credential_id),
    });
  }
}

/** The user's names as the passkeys show them, after a rename of the user or of a passkey. */
export function signalCurrentUserDetails(user: User): void {
  const { name, displayName } = webauthnAccountNames(user);
  for (const { rpId, userId } of accounts(signalled(user.webauthn_registrations))) {
    signal('signalCurrentUserDetails', { rpId, userId, name, displayName });
  }
}
