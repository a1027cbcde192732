/**
 * The flow's state: which screen is shown (spec §2) and the spec's widget form state (§3), plus what the
 * screens need to render without asking anything else — the action in flight, queued toasts, the bits of
 * the bootstrap config and browser capabilities that change Main. Plain data: a story or a test can seed
 * any screen in any state by writing one of these.
 *
 * Each screen's own state is declared by the product it belongs to (`products/<id>/types.ts`); Main is the
 * core's, with the fields products keep on it. Types only: what is known at run time from the registered
 * products (which fields every screen shares, the first state) is `base.ts`'s, so the screens' hooks, which
 * every lazy chunk shares, import nothing of the registry.
 */
import type { BootstrapData } from '../client/index.js';
import type { APIErrorType, WalletType } from '../wire/index.js';
import type { MessageParams } from '../i18n/format.js';
import type { MainMessageKey } from '../i18n/messages.js';
import type { Declared, Joined } from './product.js';
import type { ActionName } from './types.js';

/** The three ways a host mounts the widget (spec §1), each with its first screen. */
export type FlowMode = 'login' | 'resetPassword' | 'passkeyRegistration';

/**
 * Text to show: a catalogue key (so a host's `strings` override and placeholders apply at render time) or
 * text from the server (`error_message`). A provider API error keeps its `error_type`: the text shown is
 * the active locale's `apiError.<error_type>` where it has one, else the server's text as it came (spec §8;
 * issue 24); a rate limit keeps its wait (`retryAfter`, seconds) for the translated text. A key is one of
 * the up-front catalogue's: a toast shows outside the screen whose chunk brings the later text (issue 27).
 */
export type Message = { key: MainMessageKey; params?: MessageParams } | { text: string; errorType?: APIErrorType; retryAfter?: number };

/** A toast waiting to be shown (spec §2 toast area; §4 'Code resent', §8 'Email resent', error toasts). */
export interface Notice {
  id: number;
  tone: 'success' | 'error';
  message: Message;
}

/** Form fields that can carry a validation message of their own (spec §5). */
export type FieldName = 'email' | 'phone' | 'password' | 'code';

/** A user type from `users/search` (spec §3 passwordState.type). */
export type PasswordUserType = 'new' | 'password' | 'passwordless';

/** Wallet options of spec §3 ("Wallet types"); `ethereum` and `solana` are the generic wallets. */
export type WalletOption = WalletType;

/** A wallet the browser offers (EIP-6963 announcement, `window.ethereum`, `window.solana`). */
export interface DetectedWallet {
  /** Stable id for this page load (EIP-6963 `uuid`, or the injected object's name). */
  id: string;
  /** Which of the spec's wallet types it is, for the icon, the name and `crypto_wallet_type`. */
  option: WalletOption;
  /** The name the wallet announces (EIP-6963 `info.name`); falls back to the spec's brand name. */
  name?: string;
  /** A `data:` icon the wallet announces (EIP-6963 `info.icon`). */
  icon?: string;
}

/**
 * The spec's widget form state (§3 "Widget form state"), field for field: each product's slice (its `form`
 * declaration: `otpState`, `magicLinkState`, …) and the form error.
 */
export type FormState = Joined<Declared<'form'>> & {
  /** The form error shown in the warning banner (spec §8), or null. */
  errorMessage: Message | null;
};

/** The foreground action in flight. Its id ties the answer to the request, so a stale answer is dropped. */
export interface Pending {
  id: number;
  action: ActionName;
}

/** What the bootstrap config changes on screen (spec §3 "Bootstrap config"). */
export type FlowBootstrap = Pick<
  BootstrapData,
  'displayWatermark' | 'emailDomains' | 'passwordConfig' | 'siweRequiredForCryptoWallets' | 'cnameDomain'
>;

/** Browser capabilities that change Main (spec §2), `null` until known. */
export interface FlowEnvironment {
  /** Passkey autofill (conditional mediation) is available (spec §2 'Login with a Passkey' rule). */
  passkeyAutofill: boolean | null;
  /** Wallets the browser offers, in discovery order. */
  wallets: DetectedWallet[] | null;
}

/** A method's sign-in confirmation (spec §2), what a TOTP step waits on before it shows. */
export type SignedInScreen = Extract<ScreenState, { screen: Declared<'confirmation'> }>;

/** The core's fields on every screen. */
export interface CoreFields {
  mode: FlowMode;
  /** The foreground action in flight, or null. Screens disable their form while it is set. */
  pending: Pending | null;
  /** Source of request ids. */
  seq: number;
  /** Toasts not yet handed to the toast area. */
  notices: Notice[];
  /** Validation messages under individual fields of the current screen. */
  fieldErrors: Partial<Record<FieldName, Message>>;
  bootstrap: FlowBootstrap | null;
  env: FlowEnvironment;
}

/** Fields every screen shares: the core's, the form state, and what products keep beside it (their `shared`). */
export type FlowBase = CoreFields & FormState & Joined<Declared<'shared'>>;

/** Every product's screens, each with the state of its own. */
type ProductScreens = Joined<Declared<'screens'>>;

/**
 * Screen-specific state, discriminated by `screen` (spec §2; there are no URL routes: this decides what
 * shows): Main, with what products keep on it (passkey autofill, One Tap), and every product's screens.
 */
export type ScreenState =
  | ({ screen: 'Main' } & Joined<Declared<'main'>>)
  | { [S in keyof ProductScreens]: { screen: S } & ProductScreens[S] }[keyof ProductScreens];

/** Every screen's name. */
export type ScreenName = ScreenState['screen'];

/** The flow's whole state. Narrow it with `state.screen`. */
export type FlowState = FlowBase & ScreenState;

/** The state of one screen: the shared fields and its own. */
export type StateOf<S extends ScreenName> = FlowBase & ScreenStateOf<S>;

/** The fields of one screen's own (what `useScreen(screen)` returns), without the shared ones. */
export type ScreenStateOf<S extends ScreenName> = Extract<ScreenState, { screen: S }>;

/** What decides the first state (`initialState` in `base.ts`; a product's first screen of a mode reads it). */
export interface InitialStateOptions {
  mode?: FlowMode;
  /** The reset token (reset-password mode). */
  resetToken?: string;
  /** Reset-password mode opened from a `stytch_token_type=login` link: log in by itself. */
  autoLogin?: boolean;
}
