/**
 * The flow's vocabulary: the events it takes (`FlowEvent`, by `type`), the commands `reduce()` asks the
 * controller to carry out (`Command`), the async actions behind those commands with their inputs and
 * results, and the events a host receives through `onEvent` (spec §4 success events).
 *
 * Each product (OTP, magic links, passwords, …) declares its own events, actions and host events in its own
 * folder under `products/` (see `product.ts`); this file joins them with the core's into the unions the
 * reducer and the controller switch on.
 */
import type { SessionState, Stripped } from '../client/index.js';
import type { AuthenticateResponse } from '../wire/index.js';
import type { WidgetConfig } from './config.js';
import type { FlowError } from './errors.js';
import type { Declared, Joined } from './product.js';
import type { FlowServices } from './services.js';
import type { FieldName, FlowBootstrap, FlowEnvironment, FlowState, Message, Notice } from './state.js';

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

/** Every action: the core's and every product's. */
export type Actions = CoreActions & Joined<Declared<'actions'>>;

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
export type DoneEvent<Name extends ActionName = ActionName> = {
  [A in Name]: {
    type: 'DONE';
    id: number;
    action: A;
    input: Actions[A]['input'];
    result: Actions[A]['result'];
    background?: boolean;
  };
}[Name];

/** An action's failure, with the input it was started with. */
export type FailedEvent<Name extends ActionName = ActionName> = {
  [A in Name]: {
    type: 'FAILED';
    id: number;
    action: A;
    input: Actions[A]['input'];
    error: FlowError;
    background?: boolean;
  };
}[Name];

/** What a step that signs the user in answers: the API's authenticate response, as the client returns it. */
export type SignInData = Stripped<AuthenticateResponse>;

/**
 * The `data` of each event a host receives through `callbacks.onEvent` (spec §4 "Events dispatched on
 * success"), by type: each product's (declared with its other parts), and `AUTHENTICATE_FLOW_COMPLETE` once
 * a sign-in is complete (spec §2 confirmation screens) with the answer of the step that completed it.
 */
export type WidgetEventData = { AUTHENTICATE_FLOW_COMPLETE: SignInData } & Joined<Declared<'hostEvents'>>;

export type WidgetEventType = keyof WidgetEventData & string;

/**
 * `onEvent({ type, data })`, one member per type: after `event.type === 'OTP_AUTHENTICATE'`, `event.data`
 * is the API's answer to that call (`event.data.session`, `event.data.user`, …).
 */
export type WidgetEvent = { [T in WidgetEventType]: { type: T; data: WidgetEventData[T] } }[WidgetEventType];

/** The event of a step that signed the user in (what `AUTHENTICATE_FLOW_COMPLETE` follows, unless a step-up comes first). */
export type SignInEvent = Exclude<Extract<WidgetEvent, { data: SignInData }>, { type: 'AUTHENTICATE_FLOW_COMPLETE' }>;

export type Command =
  | CallCommand
  /** Aborts an action in flight (its answer would be dropped anyway). */
  | { type: 'cancel'; id: number }
  /** `callbacks.onEvent`. */
  | { type: 'emit'; event: WidgetEvent }
  /** `callbacks.onError`, for every failure the user sees (issue: "onError for every failure"). */
  | { type: 'report'; error: FlowError }
  /** The client's analytics event logger (spec §7 notes: render_login_screen, email_sent, …). */
  | { type: 'log'; name: string; details?: Record<string, unknown> }
  /** A line on the browser console for the page's developers, with the error behind it (e.g. spec §4 crypto). */
  | { type: 'console'; message: string; error: FlowError };

/** Events the widget core takes, whatever the products. */
export type CoreEvent =
  /**
   * The widget mounted: load the bootstrap config, detect capabilities, log the render. `awaiting` is the
   * stored sign-in when it still awaits a factor (a reload in the middle of a TOTP step-up), to resume.
   */
  | { type: 'INIT'; awaiting?: SessionState | null }
  /** A back arrow: every back arrow of spec §2 returns to Main. */
  | { type: 'GO_MAIN' }
  /** The client's session ended (sign-out, revocation, expiry, another tab). */
  | { type: 'SESSION_ENDED' }
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

/** Every event: the core's, the answers of actions, and every product's. */
export type FlowEvent = CoreEvent | DoneEvent | FailedEvent | Declared<'events'>;

/** What the reducer may read besides the state. */
export interface ReduceContext {
  config: WidgetConfig;
}

/** A transition: the next state and what to do about it. */
export interface Step {
  state: FlowState;
  commands: Command[];
}
