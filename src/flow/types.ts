/**
 * The flow's vocabulary: the events it takes (`FlowEvent`, by `type`), the commands `reduce()` asks the
 * controller to carry out (`Command`), the async actions behind those commands with their inputs and
 * results, and the events a host receives through `onEvent` (spec §4 success events).
 *
 * Each product (OTP, magic links, passwords, …) declares its own events and actions in its own module under
 * `products/`; this file joins them into the unions the reducer and the controller switch on.
 */
import type { OAuthProvider } from '../wire';
import type { WidgetConfig } from './config';
import type { FlowError } from './errors';
import type { FlowServices } from './services';
import type { FieldName, FlowBootstrap, FlowEnvironment, FlowState, Message, Notice } from './state';

import type { CryptoActions } from './products/crypto';
import type { MagicLinkActions, MagicLinkEvent } from './products/magicLinks';
import type { OAuthActions, OAuthEvent } from './products/oauth';
import type { OTPActions, OTPEvent } from './products/otp';
import type { PasskeyActions, PasskeyEvent } from './products/passkeys';
import type { PasswordActions, PasswordEvent } from './products/passwords';
import type { TOTPActions, TOTPEvent } from './products/totp';

/** An async action: what it is called with and what it resolves to. */
export interface ActionSpec<I, R> {
  input: I;
  result: R;
}

/** Actions every widget runs, whatever its products. */
export interface CoreActions {
  /** The project's bootstrap config (watermark, email domains, password policy, SIWE). */
  'bootstrap.load': ActionSpec<undefined, FlowBootstrap>;
  /** Browser capabilities that change Main: passkey autofill, wallets. */
  'env.detect': ActionSpec<{ passkeys: boolean; wallets: boolean }, Partial<FlowEnvironment>>;
}

/** Every action of every product. */
export type Actions = CoreActions &
  OTPActions &
  MagicLinkActions &
  PasswordActions &
  PasskeyActions &
  OAuthActions &
  CryptoActions &
  TOTPActions;

export type ActionName = keyof Actions & string;

/** Runs an action (the controller calls it; `signal` aborts when the flow moves on or is disposed). */
export type ActionHandler<A extends ActionName> = (input: Actions[A]['input'], context: EffectContext) => Promise<Actions[A]['result']>;

export type ActionHandlers = { [A in ActionName]: ActionHandler<A> };

/** What an action handler may use. */
export interface EffectContext {
  services: FlowServices;
  config: WidgetConfig;
  /** Aborted when the action is cancelled (the user took another path) or the widget unmounts. */
  signal: AbortSignal;
}

/**
 * Starts an action. Foreground actions (`background` unset) are what the current screen waits for: the
 * state's `pending` holds their id, and an answer with another id is stale and dropped. Background actions
 * (bootstrap, capability checks, live strength checks, the passkey autofill ceremony) keep their own ids.
 */
export type CallCommand = {
  [A in ActionName]: { type: 'call'; id: number; action: A; input: Actions[A]['input']; background?: boolean };
}[ActionName];

/** An action's answer, with the input it was started with. */
export type DoneEvent = {
  [A in ActionName]: {
    type: 'DONE';
    id: number;
    action: A;
    input: Actions[A]['input'];
    result: Actions[A]['result'];
    background?: boolean;
  };
}[ActionName];

/** An action's failure, with the input it was started with. */
export type FailedEvent = {
  [A in ActionName]: {
    type: 'FAILED';
    id: number;
    action: A;
    input: Actions[A]['input'];
    error: FlowError;
    background?: boolean;
  };
}[ActionName];

/** The events a host receives through `callbacks.onEvent` (spec §4 "Events dispatched on success"). */
export type WidgetEventType =
  | 'MAGIC_LINK_LOGIN_OR_CREATE'
  /** A magic link's token signed the user in inside the widget (PasswordResetForm's 'Login without a password'). */
  | 'MAGIC_LINK_AUTHENTICATE'
  | 'OTP_LOGIN_OR_CREATE'
  | 'OTP_AUTHENTICATE'
  | 'PASSWORD_CREATE'
  | 'PASSWORD_AUTHENTICATE'
  | 'PASSWORD_RESET_BY_EMAIL_START'
  | 'PASSWORD_RESET_BY_EMAIL'
  | 'PASSKEY_AUTHENTICATE'
  | 'PASSKEY_REGISTER'
  | 'PASSKEY_SKIP'
  | 'PASSKEY_DONE'
  | 'CRYPTO_WALLET_AUTHENTICATE_START'
  | 'CRYPTO_WALLET_AUTHENTICATE'
  | 'OAUTH_START'
  | 'TOTP_AUTHENTICATE'
  | 'TOTP_RECOVER'
  | 'AUTHENTICATE_FLOW_COMPLETE';

/** `onEvent({ type, data })`: `data` is the API's answer for the step (tokens stripped by the client). */
export interface WidgetEvent {
  type: WidgetEventType;
  data: unknown;
}

export type Command =
  | CallCommand
  /** Aborts an action in flight (its answer would be dropped anyway). */
  | { type: 'cancel'; id: number }
  /** `callbacks.onEvent`. */
  | { type: 'emit'; event: WidgetEvent }
  /** `callbacks.onError`, for every failure the user sees (issue: "onError for every failure"). */
  | { type: 'report'; error: FlowError }
  /** The client's analytics event logger (spec §7 notes: render_login_screen, email_sent, …). */
  | { type: 'log'; name: string; details?: Record<string, unknown> };

/** Events the widget core takes, whatever the products. */
export type CoreEvent =
  /** The widget mounted: load the bootstrap config, detect capabilities, log the render. */
  | { type: 'INIT' }
  /** A back arrow: every back arrow of spec §2 returns to Main. */
  | { type: 'GO_MAIN' }
  /** The toast area took a queued toast. */
  | { type: 'NOTICE_SHOWN'; id: number }
  /**
   * A screen's own outcome to toast (e.g. codes copied to the clipboard): queued like the flow's, so it
   * waits for the lazily loaded toast area instead of needing it mounted.
   */
  | { type: 'NOTIFY'; tone: Notice['tone']; message: Message }
  /** A screen's own validation failed before any call (e.g. a phone number that does not parse, spec §5). */
  | { type: 'FIELD_INVALID'; field: FieldName; message: Message }
  /** The user changed a field: its validation message goes. */
  | { type: 'FIELD_EDITED'; field: FieldName };

/**
 * What the user asks for on Main (spec §2). Main sends these whatever the configured products; each is
 * handled by its product's reducer (OTP's own `OTP_SUBMIT` lives with the OTP product).
 */
export type MainEvent =
  /** The magic-link email form. */
  | { type: 'MAGIC_LINK_SUBMIT'; email: string }
  /** The password product's email form (looks the user up first, spec §4). */
  | { type: 'PASSWORD_EMAIL_SUBMIT'; email: string }
  /** 'Continue with {provider}'. */
  | { type: 'OAUTH_START'; provider: OAuthProvider }
  /** 'Continue with {wallet}' for a wallet the browser offers (its DetectedWallet id), on Main or CryptoOtherScreen. */
  | { type: 'WALLET_SELECT'; wallet: string }
  /** 'Continue with other Crypto Wallet'. */
  | { type: 'WALLET_OTHER' }
  /** 'Set up a new crypto wallet'. */
  | { type: 'WALLET_SETUP' }
  /** 'Login with a Passkey'. */
  | { type: 'PASSKEY_LOGIN' };

export type FlowEvent =
  CoreEvent | MainEvent | DoneEvent | FailedEvent | OTPEvent | MagicLinkEvent | PasswordEvent | PasskeyEvent | OAuthEvent | TOTPEvent;

/** What the reducer may read besides the state. */
export interface ReduceContext {
  config: WidgetConfig;
}

/** A transition: the next state and what to do about it. */
export interface Step {
  state: FlowState;
  commands: Command[];
}

/**
 * One product's part of the flow. `reduce` returns null for events it does not handle. On `INIT` every
 * product gets a turn (their steps are chained); for other events the first product that answers wins.
 */
export interface ProductFlow<A extends ActionName = never> {
  reduce(state: FlowState, event: FlowEvent, context: ReduceContext): Step | null;
  /**
   * Runs after every transition, whichever product made it, with the state before it: for work that lives
   * as long as a screen does (passkey autofill and One Tap on Main start when Main can host them and are
   * cancelled when the user takes another path).
   */
  after?(previous: FlowState, event: FlowEvent, next: Step, context: ReduceContext): Step;
  handlers: { [K in A]: ActionHandler<K> };
}
