/**
 * The widget config, exactly in the spec's shape (§3 "Widget config", product names as in SDK 5.15), and
 * the §5 configuration rules. Plain data and pure functions: the flow, the screens and the custom elements
 * all read the same resolved config.
 */
import type { OTPMethod } from '../wire/index.js';
import type { Declared, Joined, Product } from './product.js';
import type { FlowEnvironment } from './state.js';

export type { OTPMethod, Product };

/** A list with at least one item: an empty one is a type error. */
export type NonEmpty<T> = readonly [T, ...T[]];

export interface SessionOptions {
  /** @default 30 (spec §9) */
  sessionDurationMinutes: number;
}

/** The options the core reads, whichever products a config lists. */
interface CoreOptions {
  sessionOptions?: SessionOptions;
  /** Render inside an isolated shadow root (spec §1). @default false */
  enableShadowDOM?: boolean;
}

/** Every product's options (its `options` declaration: `otpOptions`, `oauthOptions`, …). */
type AllOptions = Joined<Declared<'options'>>;
type ProductOptions = Partial<AllOptions>;

// The options' types by the names hosts know them; each is declared in its product's folder.
export type EmailMagicLinksOptions = NonNullable<AllOptions['emailMagicLinksOptions']>;
export type OAuthOptions = NonNullable<AllOptions['oauthOptions']>;
/** One OAuth provider button (spec §3 oauthOptions.providers). */
export type OAuthProviderConfig = OAuthOptions['providers'][number];
/** Where Google One Tap shows (spec §2: "embedded, floating or a plain button"). */
export type OneTapPosition = NonNullable<OAuthProviderConfig['position']>;
export type OTPOptions = AllOptions['otpOptions'];
export type PasskeyOptions = NonNullable<AllOptions['passkeyOptions']>;
export type PasswordOptions = NonNullable<AllOptions['passwordOptions']>;
export type TOTPOptions = NonNullable<AllOptions['totpOptions']>;
/** Whether users without an authenticator app are asked to enrol one after signing in (`totpOptions.enrollment`). */
export type TOTPEnrollment = NonNullable<TOTPOptions['enrollment']>;

/** The products whose options a config must give when it lists them (`otp`: its delivery methods). */
type NeedsOptions = { [P in Product]: Partial<Declared<'options', P>> extends Declared<'options', P> ? never : P }[Product];

/** A config that lists no product needing options: each may be left out. */
type ConfigWithoutNeeds = CoreOptions &
  ProductOptions & {
    /** The sign-in methods offered (spec §3): at least one. */
    products: NonEmpty<Exclude<Product, NeedsOptions>>;
  };

/** A config that may list product `P`, which needs its options (`otp` without them would have no passcode form). */
type ConfigWith<P extends NeedsOptions> = CoreOptions &
  ProductOptions &
  Declared<'options', P> & {
    /** The sign-in methods offered (spec §3): at least one. */
    products: NonEmpty<Product>;
  };

/**
 * The widget config (spec §3), its options declared by the products they belong to. A misspelt key is a type
 * error, and so are the configs that could only render an empty card (issue 22): no products, and `otp`
 * without `otpOptions.methods`. A config from JavaScript is checked again at run time ({@link configUsable}).
 */
export type WidgetConfig = ConfigWithoutNeeds | { [P in NeedsOptions]: ConfigWith<P> }[NeedsOptions];

/**
 * What is wrong with the value a config from JavaScript gives for one option (undefined when it leaves the
 * option out), for the developer: the types forbid it. Null when it is usable. `key` is the option's.
 */
export type OptionCheck = (value: unknown, key: string) => string | null;

/** A product as the run-time check of a config sees it: its id, and its options' checks by their key. */
export interface CheckedProduct {
  id: string;
  options?: Readonly<Record<string, OptionCheck>>;
}

/** The keys of a config that this widget reads: the core's, whichever products it lists, and the products' options. */
export const configKeys = (known: readonly CheckedProduct[]): string[] => [
  ...Object.keys({ products: 0, sessionOptions: 0, enableShadowDOM: 0 } satisfies Record<keyof CoreOptions | 'products', 0>),
  ...known.flatMap((product) => Object.keys(product.options ?? {})),
];

/**
 * The check of an option that, when given, is an object of settings (`passwordOptions: { … }`): what each
 * setting may be is the product's to say.
 */
export const settings: OptionCheck = (value, key) =>
  value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value))
    ? null
    : `Gatehouse: config.${key} must be an object.`;

/**
 * Whether a config the types forbid but JavaScript can pass (issue 22) is usable: it lists products, every
 * one registered (`known`), and the listed products' options pass their checks. What is wrong, said for the
 * developer, is `diagnose.ts`'s, loaded only for a config that needs it: it is not on the way to Main.
 */
export function configUsable(config: WidgetConfig, known: readonly CheckedProduct[]): boolean {
  const products: unknown = (config as { products?: unknown } | null | undefined)?.products;
  return (
    Array.isArray(products) &&
    products.length > 0 &&
    products.every((id) => known.some((product) => product.id === id)) &&
    known.every(
      (product) =>
        !products.includes(product.id) ||
        Object.entries(product.options ?? {}).every(([key, check]) => !check((config as unknown as Record<string, unknown>)[key], key)),
    )
  );
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
