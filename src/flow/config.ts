/**
 * The widget config, exactly in the spec's shape (§3 "Widget config", product names as in SDK 5.15), and
 * the §5 configuration rules. Plain data and pure functions: the flow, the screens and the custom elements
 * all read the same resolved config.
 */
import { OTP_METHODS, type OAuthProvider, type OTPMethod } from '../wire/index.js';
import type { Product } from './product.js';
import type { FlowEnvironment } from './state.js';

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

/** A list with at least one item: an empty one is a type error. */
export type NonEmpty<T> = readonly [T, ...T[]];

export interface OTPOptions {
  /** The delivery methods offered, in tab order: at least one. */
  methods: NonEmpty<OTPMethod>;
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

/** What every widget config has, whichever products it lists. */
interface ConfigBase {
  emailMagicLinksOptions?: EmailMagicLinksOptions;
  oauthOptions?: OAuthOptions;
  passwordOptions?: PasswordOptions;
  sessionOptions?: SessionOptions;
  totpOptions?: TOTPOptions;
  /** Render inside an isolated shadow root (spec §1). @default false */
  enableShadowDOM?: boolean;
}

/** A config without `otp`: `otpOptions` may be left out. */
interface ConfigWithoutOTP extends ConfigBase {
  /** The sign-in methods offered (spec §3): at least one. */
  products: NonEmpty<Exclude<Product, 'otp'>>;
  otpOptions?: OTPOptions;
}

/** A config with `otp`: its delivery methods are required, or Main would have no passcode form. */
interface ConfigWithOTP extends ConfigBase {
  /** The sign-in methods offered (spec §3): at least one. */
  products: NonEmpty<Product>;
  otpOptions: OTPOptions;
}

/**
 * The widget config (spec §3). A misspelt key is a type error, and so are the configs that could only
 * render an empty card (issue 22): no products, and `otp` without `otpOptions.methods`. A config from
 * JavaScript is checked again at run time ({@link configMistake}).
 */
export type WidgetConfig = ConfigWithoutOTP | ConfigWithOTP;

/**
 * A config the types forbid but JavaScript can pass (issue 22): no products, a product this widget does not
 * know, `otp` without delivery methods. Returns what the developer should change, for `console.error` and
 * `onError`; the user is shown a generic error instead, as these texts are not for them. Null when the
 * config is usable. `known` is every registered product's id.
 */
export function configMistake(config: WidgetConfig, known: readonly string[]): string | null {
  const list = known.map((id) => `'${id}'`).join(', ');
  const products: unknown = (config as { products?: unknown } | null | undefined)?.products;
  if (!Array.isArray(products) || products.length === 0) {
    return `Gatehouse: config.products lists no sign-in method. Give at least one of ${list}, e.g. { products: ['otp'], otpOptions: { methods: ['email'] } }.`;
  }
  const unknown = products.filter((product) => !known.includes(product as string));
  if (unknown.length) {
    return `Gatehouse: config.products has ${unknown.map((product) => `'${String(product)}'`).join(', ')}, which ${unknown.length === 1 ? 'is not a product' : 'are not products'} of this widget. Use only ${list}.`;
  }
  const methods: unknown = config.otpOptions?.methods;
  if (products.includes('otp') && (!Array.isArray(methods) || methods.length === 0)) {
    return `Gatehouse: config.products has 'otp' but config.otpOptions.methods lists no delivery method. Add otpOptions: { methods: [...] } with any of ${OTP_METHODS.map((m) => `'${m}'`).join(', ')}.`;
  }
  const unknownMethods = Array.isArray(methods) ? methods.filter((method) => !(OTP_METHODS as readonly unknown[]).includes(method)) : [];
  if (products.includes('otp') && unknownMethods.length) {
    return `Gatehouse: config.otpOptions.methods has ${unknownMethods.map((m) => `'${String(m)}'`).join(', ')}. Use only ${OTP_METHODS.map((m) => `'${m}'`).join(', ')}.`;
  }
  return null;
}

/** The products a config lists, as one list type (the config's own is a union of two, which `includes` cannot search). */
export const productsOf = (config: WidgetConfig): readonly Product[] => config.products;

/** The OTP delivery methods a config lists; none when left out. */
export const otpMethodsOf = (config: WidgetConfig): readonly OTPMethod[] => config.otpOptions?.methods ?? [];

/** Catalogue keys of the §5 configuration errors. */
export type ConfigErrorKey = 'config.passkeysAlone' | 'config.emlAndEmailOtp';

/**
 * The §5 configuration rules that make a config unusable: passkeys alone, and magic links together with
 * email OTP (both would own the same Email tab). With passwords configured neither owns it — §5 removes
 * both their email tabs in favour of the password form — so that combination is not a conflict.
 * Returns the catalogue key of the error to show, or null.
 */
export function configError(config: WidgetConfig): ConfigErrorKey | null {
  const products = new Set(productsOf(config));
  if (products.has('passkeys') && [...products].every((p) => p === 'passkeys')) return 'config.passkeysAlone';
  const emailOtp = products.has('otp') && otpMethodsOf(config).includes('email');
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
  const products = productsOf(config);
  const has = (p: Product) => products.includes(p);
  const emailForm: EmailForm | null = has('passwords') ? 'passwords' : has('emailMagicLinks') ? 'emailMagicLinks' : null;
  const otpMethods = has('otp') ? dedupe(otpMethodsOf(config)) : [];
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
    const emailFirst = products.indexOf(emailForm) < products.indexOf('otp') || otpMethods.length === 0;
    const tab: FormTab = { method: 'email', form: emailForm };
    if (emailFirst) tabs.unshift(tab);
    else tabs.push(tab);
  }
  return tabs;
}

/**
 * Whether passkey autofill can sign the user in from this widget (null while unknown). Spec §5: conditional
 * mediation needs browser autofill support *and* an input whose autocomplete contains `webauthn` — on the
 * page: the document-level check (SimpleWebAuthn's, password managers') cannot see an input inside a shadow
 * root. So in shadow DOM mode the widget does not rely on autofill and Main offers the passkey button
 * instead, as §2 does whenever autofill is unavailable.
 */
export function passkeyAutofill(config: WidgetConfig, env: FlowEnvironment): boolean | null {
  return config.enableShadowDOM ? false : env.passkeyAutofill;
}

function dedupe<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
