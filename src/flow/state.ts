/**
 * The flow's state: which screen is shown (spec §2) and the spec's widget form state (§3), plus what the
 * screens need to render without asking anything else — the action in flight, queued toasts, the bits of
 * the bootstrap config and browser capabilities that change Main. Plain data: a story or a test can seed
 * any screen in any state by writing one of these.
 */
import type { BootstrapData } from '../client';
import type { StrengthCheckResult, WalletType, WebAuthnRegistration } from '../wire';
import type { MessageKey, MessageParams } from '../i18n/messages';
import type { OTPMethod, TOTPEnrollment } from './config';
import type { ActionName } from './types';

/** The three ways a host mounts the widget (spec §1), each with its first screen. */
export type FlowMode = 'login' | 'resetPassword' | 'passkeyRegistration';

/** Every screen (spec §2), plus the TOTP step-up screens. There are no URL routes: this decides what shows. */
export const SCREEN_NAMES = [
  'Main',
  'OTPAuthenticate',
  'OTPConfirmation',
  'EmailConfirmation',
  'PasswordCreateOrLogin',
  'PasswordForgot',
  'PasswordBreached',
  'PasswordSetNew',
  'PasswordDedupe',
  'PasswordResetForm',
  'PasswordConfirmation',
  'PasskeyRegistrationStart',
  'PasskeyRegistrationSuccess',
  'PasskeyConfirmation',
  'CryptoConnect',
  'CryptoSignMessage',
  'CryptoSetupWallet',
  'CryptoOtherScreen',
  'CryptoConfirmation',
  'CryptoError',
  'TOTPAuthenticate',
  'TOTPRecover',
  'TOTPEnroll',
  'TOTPRecoveryCodes',
] as const;

export type ScreenName = (typeof SCREEN_NAMES)[number];

/**
 * Text to show: a catalogue key (so a host's `strings` override and placeholders apply at render time) or
 * text from the server (`error_message`), shown as it came.
 */
export type Message = { key: MessageKey; params?: MessageParams } | { text: string };

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

/** The spec's widget form state (§3 "Widget form state"), field for field. */
export interface FormState {
  magicLinkState: { email: string };
  /** `type` defaults to email (spec §3). */
  otpState: { type: OTPMethod; methodId: string; otpDestination: string };
  /** `walletOption` defaults to Metamask (spec §3). */
  cryptoState: { walletAddress: string; walletOption: WalletOption; walletChallenge: string };
  /** `type` defaults to 'new' (spec §3). */
  passwordState: { email: string; type: PasswordUserType };
  resetPasswordState: { token: string };
  /** The form error shown in the warning banner (spec §8), or null. */
  errorMessage: Message | null;
}

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

/** The live strength check of a new password (spec §5), for the meter and the submit button. */
export interface StrengthState {
  /** The check's answer for the password as it was when checked, or null before the first answer. */
  result: StrengthCheckResult | null;
  /** Id of the check in flight; a newer keystroke supersedes it (issue: one check per pause). */
  checking: number | null;
}

/**
 * Passkey autofill on Main (spec §5): a conditional-mediation ceremony waits in the autofill list of the
 * email/phone input while Main is shown and nothing else is in flight.
 */
export interface AutofillState {
  /** The form's input with `webauthn` in its autocomplete is on the page (its form says so once mounted). */
  inputReady: boolean;
  /** Id of the ceremony in flight, or null. */
  running: number | null;
  /** Ceremonies that failed since Main was shown; spec §5 retries up to 5 times, then the button shows. */
  failures: number;
}

/** Google One Tap on Main (spec §2, §4 "One Tap error states"). */
export interface OneTapState {
  /** `loading` until the prompt renders, fails or is cancelled (spec §4); `failed` shows the plain button. */
  status: 'loading' | 'shown' | 'failed';
  /** Id of the background action in flight (the prompt, then the wait for the user's pick), or null. */
  running: number | null;
  /** Spec §8's developer message for the failure, only with a test public token. */
  message: Message | null;
}

/** What a TOTP step waits on before the sign-in's own confirmation screen shows. */
export type SignedInScreen = Extract<
  ScreenState,
  { screen: 'OTPConfirmation' | 'PasswordConfirmation' | 'PasskeyConfirmation' | 'CryptoConfirmation' }
>;

/** An authenticator app being enrolled: what `POST /totps` returned, kept until the codes were saved. */
export interface TOTPEnrolment {
  /** The base32 secret, shown as text for manual entry. */
  secret: string;
  /** The `otpauth://` URI the QR code encodes. */
  uri: string;
  recoveryCodes: string[];
}

/**
 * A passcode being entered (spec §2 OTPAuthenticate): when it expires, for the countdown and 'Your code has
 * expired.', and the entry's generation, bumped when the boxes must be cleared and focused again (a wrong
 * code, a resend). The passwordless password screen embeds the same entry.
 */
export interface PasscodeEntry {
  /** When the code expires (ms since the epoch, the flow's clock). */
  expiresAt: number;
  entry: number;
}

/** Fields every screen shares. */
export interface FlowBase extends FormState {
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
  /**
   * TOTP step-up after a primary sign-in (product `totp`, beyond the spec), set from the config on `INIT`;
   * null without the product.
   */
  stepUp: { enrollment: TOTPEnrollment } | null;
}

/** Screen-specific state, discriminated by `screen`. */
export type ScreenState =
  | { screen: 'Main'; autofill?: AutofillState; oneTap?: OneTapState }
  | ({ screen: 'OTPAuthenticate' } & PasscodeEntry)
  | { screen: 'OTPConfirmation' }
  | { screen: 'EmailConfirmation' }
  | {
      screen: 'PasswordCreateOrLogin';
      /** The live strength check of the set-password form (user type `new`). */
      strength: StrengthState;
      /** User type `passwordless` when the automatic send was an email code: its entry (spec §2). */
      passcode: PasscodeEntry | null;
    }
  | { screen: 'PasswordForgot' }
  | { screen: 'PasswordBreached' }
  | { screen: 'PasswordSetNew' }
  | { screen: 'PasswordDedupe' }
  | {
      screen: 'PasswordResetForm';
      strength: StrengthState;
      /** `stytch_token_type=login`: 'Logging in' while the token authenticates by itself (spec §2). */
      autoLogin: boolean;
      /** Spec §8: a failed reset shows the server's message under the form. */
      submitError: Message | null;
      /** Spec §8: a failed 'Login without a password' shows its message under that button. */
      loginError: Message | null;
    }
  | { screen: 'PasswordConfirmation' }
  | {
      screen: 'PasskeyRegistrationStart';
      /** Without a signed-in user the screen shows only the §2 error. */
      noUser: boolean;
      /** The user's passkeys, for 'Existing Passkeys' after Skip. */
      registrations: WebAuthnRegistration[];
    }
  | {
      screen: 'PasskeyRegistrationSuccess';
      registrations: WebAuthnRegistration[];
      /** The row being renamed (its other rows' actions hidden, add/done disabled: spec §4). */
      editing: string | null;
      /** The row about to be deleted ('Once deleted, the passkey cannot be restored.'). */
      deleting: string | null;
    }
  | { screen: 'PasskeyConfirmation' }
  | {
      screen: 'CryptoConnect';
      /** The chosen wallet (its DetectedWallet id), asked for its address. */
      wallet: string;
    }
  | {
      screen: 'CryptoSignMessage';
      /** The wallet asked to sign `cryptoState.walletChallenge`. */
      wallet: string;
    }
  | { screen: 'CryptoSetupWallet' }
  | { screen: 'CryptoOtherScreen' }
  | { screen: 'CryptoConfirmation' }
  | { screen: 'CryptoError' }
  | {
      screen: 'TOTPAuthenticate';
      /** The sign-in's confirmation, shown once the code is accepted. */
      then: SignedInScreen;
      /** Bumped when the boxes must be cleared (a refused code). */
      entry: number;
    }
  | { screen: 'TOTPRecover'; then: SignedInScreen }
  | {
      screen: 'TOTPEnroll';
      then: SignedInScreen;
      /** `totpOptions.enrollment: 'required'`: no way past it but enrolling. */
      required: boolean;
      /** Null while `POST /totps` runs. */
      enrolment: TOTPEnrolment | null;
      entry: number;
      /** The sign-in's answer, for completing without enrolling (optional enrolment). */
      data: unknown;
    }
  | {
      screen: 'TOTPRecoveryCodes';
      then: SignedInScreen;
      codes: string[];
      /** The verified step's answer, told to the host once the codes are saved. */
      data: unknown;
    };

/** The flow's whole state. Narrow it with `state.screen`. */
export type FlowState = FlowBase & ScreenState;

/** The state of one screen: the shared fields and its own. */
export type StateOf<S extends ScreenName> = FlowBase & ScreenStateOf<S>;

/** The fields of one screen's own (what `useScreen(screen)` returns), without the shared ones. */
export type ScreenStateOf<S extends ScreenName> = Extract<ScreenState, { screen: S }>;

/** Every shared field, so a screen's own fields can be told apart at run time (a missing one is a type error). */
const BASE_FIELDS: Record<keyof FlowBase, true> = {
  mode: true,
  pending: true,
  seq: true,
  notices: true,
  fieldErrors: true,
  bootstrap: true,
  env: true,
  stepUp: true,
  magicLinkState: true,
  otpState: true,
  cryptoState: true,
  passwordState: true,
  resetPasswordState: true,
  errorMessage: true,
};

/** The fields every screen shares, without the current screen's own. */
export function baseOf(state: FlowState): FlowBase {
  return Object.fromEntries(Object.entries(state).filter(([key]) => Object.hasOwn(BASE_FIELDS, key))) as unknown as FlowBase;
}

/** The current screen's own fields (`screen` included), without the shared ones. */
export function screenStateOf(state: FlowState): ScreenState {
  return Object.fromEntries(Object.entries(state).filter(([key]) => !Object.hasOwn(BASE_FIELDS, key))) as unknown as ScreenState;
}

/** The screen each mode starts on (spec §1). */
export const START_SCREEN = {
  login: 'Main',
  resetPassword: 'PasswordResetForm',
  passkeyRegistration: 'PasskeyRegistrationStart',
} as const satisfies Record<FlowMode, ScreenName>;

/** The spec's §3 defaults for the form state. */
export function initialFormState(): FormState {
  return {
    magicLinkState: { email: '' },
    otpState: { type: 'email', methodId: '', otpDestination: '' },
    cryptoState: { walletAddress: '', walletOption: 'metamask', walletChallenge: '' },
    passwordState: { email: '', type: 'new' },
    resetPasswordState: { token: '' },
    errorMessage: null,
  };
}

export interface InitialStateOptions {
  mode?: FlowMode;
  /** The reset token (reset-password mode). */
  resetToken?: string;
  /** Reset-password mode opened from a `stytch_token_type=login` link: log in by itself. */
  autoLogin?: boolean;
}

/** The state a freshly mounted widget starts in. */
export function initialState({ mode = 'login', resetToken = '', autoLogin = false }: InitialStateOptions = {}): FlowState {
  const base: FlowBase = {
    ...initialFormState(),
    resetPasswordState: { token: resetToken },
    mode,
    pending: null,
    seq: 0,
    notices: [],
    fieldErrors: {},
    bootstrap: null,
    env: { passkeyAutofill: null, wallets: null },
    stepUp: null,
  };
  switch (mode) {
    case 'login':
      return { ...base, screen: 'Main' };
    case 'resetPassword':
      return {
        ...base,
        screen: 'PasswordResetForm',
        strength: { result: null, checking: null },
        autoLogin,
        submitError: null,
        loginError: null,
      };
    case 'passkeyRegistration':
      return { ...base, screen: 'PasskeyRegistrationStart', noUser: false, registrations: [] };
    default:
      return mode satisfies never;
  }
}
