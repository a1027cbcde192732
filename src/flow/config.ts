/**
 * The widget config, exactly in the spec's shape (§3 "Widget config", product names as in SDK 5.15), and
 * the §5 configuration rules. Plain data and pure functions: the flow, the screens and the custom elements
 * all read the same resolved config.
 */
import type { OAuthProvider, OTPMethod } from '../wire/index.js';
import type { Product } from './product.js';

export type { OTPMethod, Product };

/** Where Google One Tap shows (spec §2: "embedded, floating or a plain button"). */
export type OneTapPosition = 'embedded' | 'floating';

/** One OAuth provider button (spec §3 oauthOptions.providers). */
export interface OAuthProviderConfig {
  /** The provider, e.g. `google`. */
  type: OAuthProvider;
  /** Google only: offer One Tap instead of (before) the plain button. @default false */
  one_tap?: boolean;
  /** Google One Tap only: where it shows. @default 'embedded' */
  position?: OneTapPosition;
  /** Extra scopes to request (spec §5: an array of strings). */
  custom_scopes?: readonly string[];
  /** Extra query parameters for the provider's authorize URL (sent as `provider_*`). */
  provider_params?: Record<string, string>;
}

export interface EmailMagicLinksOptions {
  /** Where the login email's link points. */
  loginRedirectURL?: string;
  /** @default 30 (spec §9) */
  loginExpirationMinutes?: number;
  /** Where the sign-up email's link points. */
  signupRedirectURL?: string;
  /** @default 30 (spec §9) */
  signupExpirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  /** Create new users in the pending state. @default false (spec §9) */
  createUserAsPending?: boolean;
  /**
   * The domain the emails come from, for the EmailConfirmation inbox links ("search for mail from the
   * configured email domain when known"). @default the bootstrap's first email domain
   */
  domainHint?: string;
}

export interface OAuthOptions {
  providers: readonly OAuthProviderConfig[];
  /** Where the provider sends the user back after signing in (a page that completes the redirect). */
  loginRedirectURL?: string;
  /** Where the provider sends a new user back after signing up. */
  signupRedirectURL?: string;
  /**
   * Where Google's One Tap script is loaded from (tests and local development point it at the emulator's
   * stand-in, `{api}/_emulator/one_tap/gsi/client`). A strict CSP must allow it in `script-src`.
   * @default 'https://accounts.google.com/gsi/client'
   */
  oneTapScriptURL?: string;
}

export interface OTPOptions {
  /** The delivery methods offered, in tab order. */
  methods: readonly OTPMethod[];
  /** @default 5 (spec §9) */
  expirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
}

export interface PasswordOptions {
  /** Where 'Login without a password' emails link. */
  loginRedirectURL?: string;
  loginExpirationMinutes?: number;
  /** Where reset emails link (a page that mounts `ResetPassword`). */
  resetPasswordRedirectURL?: string;
  resetPasswordExpirationMinutes?: number;
  resetPasswordTemplateId?: string;
}

export interface SessionOptions {
  /** @default 30 (spec §9) */
  sessionDurationMinutes: number;
}

/**
 * Whether users without an authenticator app are asked to enrol one after signing in: `required` blocks
 * completion until they do, `optional` offers it with a skip, `off` never asks.
 */
export type TOTPEnrollment = 'off' | 'optional' | 'required';

/**
 * TOTP step-up after a primary sign-in (beyond the spec: product `totp`). A user with a verified
 * authenticator app is always asked for its code (or a recovery code) before the flow completes.
 */
export interface TOTPOptions {
  /** Enrolment after sign-in for users without an app. @default 'off' */
  enrollment?: TOTPEnrollment;
  /** Minutes an enrolment may stay unconfirmed (`POST /totps` `expiration_minutes`, 5–1440). @default 30 (`DEFAULT_TOTP_EXPIRATION_MINUTES`) */
  expirationMinutes?: number;
}

/** The widget config (spec §3). A misspelt key is a type error. */
export interface WidgetConfig {
  products: readonly Product[];
  emailMagicLinksOptions?: EmailMagicLinksOptions;
  oauthOptions?: OAuthOptions;
  otpOptions?: OTPOptions;
  passwordOptions?: PasswordOptions;
  sessionOptions?: SessionOptions;
  totpOptions?: TOTPOptions;
  /** Render inside an isolated shadow root (spec §1). @default false */
  enableShadowDOM?: boolean;
}

/** Catalogue keys of the §5 configuration errors. */
export type ConfigErrorKey = 'config.passkeysAlone' | 'config.emlAndEmailOtp';

/**
 * The §5 configuration rules that make a config unusable: passkeys alone, and magic links together with
 * email OTP (both would own the same Email tab). With passwords configured neither owns it — §5 removes
 * both their email tabs in favour of the password form — so that combination is not a conflict.
 * Returns the catalogue key of the error to show, or null.
 */
export function configError(config: WidgetConfig): ConfigErrorKey | null {
  const products = new Set(config.products);
  if (products.has('passkeys') && [...products].every((p) => p === 'passkeys')) return 'config.passkeysAlone';
  const emailOtp = products.has('otp') && (config.otpOptions?.methods ?? []).includes('email');
  if (products.has('emailMagicLinks') && emailOtp && !products.has('passwords')) return 'config.emlAndEmailOtp';
  return null;
}

/** Which form owns the Email tab (spec §5: with passwords, the magic-link and email-OTP email tabs are removed). */
export type EmailForm = 'passwords' | 'emailMagicLinks' | 'otp';

/** One tab of Main's form group, labelled Text, WhatsApp or Email (spec §2). */
export type FormTab = { method: 'sms' | 'whatsapp' } | { method: 'email'; form: EmailForm };

/**
 * The tabs of Main's form group, in order. OTP methods keep the order of `otpOptions.methods`; an email tab
 * owned by passwords or magic links takes the place of email OTP, or comes first when the email product is
 * listed before `otp` in `products` (else last).
 */
export function formTabs(config: WidgetConfig): FormTab[] {
  const has = (p: Product) => config.products.includes(p);
  const emailForm: EmailForm | null = has('passwords') ? 'passwords' : has('emailMagicLinks') ? 'emailMagicLinks' : null;
  const otpMethods = has('otp') ? dedupe(config.otpOptions?.methods ?? []) : [];
  const tabs: FormTab[] = [];
  for (const method of otpMethods) {
    if (method === 'email') {
      // Spec §5: with passwords (or magic links) the email-OTP tab is removed; that product's form takes it.
      tabs.push({ method: 'email', form: emailForm ?? 'otp' });
    } else {
      tabs.push({ method });
    }
  }
  if (emailForm && !tabs.some((tab) => tab.method === 'email')) {
    const emailFirst = config.products.indexOf(emailForm) < config.products.indexOf('otp') || otpMethods.length === 0;
    const tab: FormTab = { method: 'email', form: emailForm };
    if (emailFirst) tabs.unshift(tab);
    else tabs.push(tab);
  }
  return tabs;
}

function dedupe<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
