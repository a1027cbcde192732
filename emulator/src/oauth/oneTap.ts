/**
 * The Google One Tap stand-in's state: the emulated Google client, the identity the
 * stand-in signs in as, and which One Tap error (spec §4 "One Tap error states", §8 failure reasons) to
 * produce on demand. Kept in `method_settings`, so `POST /_emulator/reset` clears it.
 */
import { SignJWT } from 'jose';
import type { EmulatorContext } from '../context.ts';
import type { TestIdentity } from './provider.ts';
import { getSetting, idpKey, setSetting } from './store.ts';

/** The emulated Google's client ID for this project (a Google Cloud web client ID in real life). */
export const GOOGLE_CLIENT_ID = 'gatehouse-emulator.apps.googleusercontent.com';
/** Google's ID-token issuer; the emulated Google signs with its own key, published at /_emulator/one_tap/jwks. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** API-side errors (the widget reads `error_type`) and GSI-side ones (the Google script reports them). */
export const ONE_TAP_ERRORS = [
  'origin_not_allowed_for_client',
  'invalid_client',
  'oauth_config_not_found',
  'no_login_redirect_urls_set',
  'no_signup_redirect_urls_set',
  'default_provider_not_allowed',
  'user_cancel',
] as const;

export type OneTapError = (typeof ONE_TAP_ERRORS)[number];

export interface OneTapMode {
  error: OneTapError | null;
  identity: Pick<TestIdentity, 'email' | 'name' | 'subject'>;
  /** Pick the identity without showing the prompt (Google's auto sign-in); otherwise the user clicks it. */
  auto_select: boolean;
}

/**
 * Google's quiet period between automatic sign-ins (Sign in with Google, "Automatic sign-in and sign-out"):
 * within 10 minutes of one, the prompt is shown instead and the user must pick the account. Without it a page
 * that keeps One Tap on after the sign-in (a redirect back to the same page) signs in again and again.
 */
const AUTO_SELECT_QUIET_MS = 10 * 60 * 1000;
const LAST_AUTO_SELECT = 'one_tap_last_auto_select';

/** Whether an automatic sign-in happened less than the quiet period ago (by the emulator's clock). */
export function autoSelectQuiet(ctx: EmulatorContext): boolean {
  const last = getSetting<number>(ctx.db, LAST_AUTO_SELECT);
  return last !== undefined && ctx.clock.now() - last < AUTO_SELECT_QUIET_MS;
}

/** Notes an automatic sign-in: the quiet period starts. */
export function noteAutoSelect(ctx: EmulatorContext): void {
  setSetting(ctx.db, LAST_AUTO_SELECT, ctx.clock.now());
}

export const DEFAULT_ONE_TAP_IDENTITY = { email: 'one.tap@example.com', name: 'One Tap Tester', subject: '' };

export function oneTapMode(ctx: EmulatorContext): OneTapMode {
  const stored = getSetting<Partial<OneTapMode>>(ctx.db, 'one_tap');
  return {
    error: stored?.error ?? null,
    identity: stored?.identity ?? DEFAULT_ONE_TAP_IDENTITY,
    auto_select: stored?.auto_select ?? false,
  };
}

export function setOneTapMode(ctx: EmulatorContext, mode: OneTapMode): OneTapMode {
  setSetting(ctx.db, 'one_tap', mode);
  return mode;
}

/** A Google-style ID token (RS256, `iss` accounts.google.com) for an identity, as Google's script returns it. */
export async function signGoogleIdToken(
  ctx: EmulatorContext,
  input: { identity: TestIdentity; audience?: string; nonce?: string | undefined; expiresInSeconds?: number },
): Promise<string> {
  const key = await idpKey(ctx.db, GOOGLE_ISSUER, ctx.clock.now());
  const now = Math.floor(ctx.clock.now() / 1000);
  const [given, ...rest] = input.identity.name.split(' ');
  return new SignJWT({
    email: input.identity.email,
    email_verified: true,
    name: input.identity.name || undefined,
    given_name: given || undefined,
    family_name: rest.join(' ') || undefined,
    locale: input.identity.locale,
    azp: input.audience ?? GOOGLE_CLIENT_ID,
    ...(input.nonce ? { nonce: input.nonce } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(GOOGLE_ISSUER)
    .setAudience(input.audience ?? GOOGLE_CLIENT_ID)
    .setSubject(input.identity.subject)
    .setIssuedAt(now)
    .setExpirationTime(now + (input.expiresInSeconds ?? 3600))
    .sign(key.privateKey);
}
