/**
 * The account page's controller (issue 39) and what it tells the host: typed {@link AccountEvent}s through
 * `onEvent`, each failure shown through `onError`. Its state and transitions are `reduce.ts`'s.
 */
import { ControllerCore, type CallCommand } from '../flow/core.js';
import { toFlowError, type FlowError } from '../flow/errors.js';
import type { UserName } from '../wire/index.js';
import { accountHandlers, type AccountActionName, type AccountActions, type AccountEffectContext } from './actions.js';
import type { AccountMessage } from './context.js';
import {
  initialAccountState,
  reduceAccount,
  type AccountCommand,
  type AccountFlowEvent,
  type AccountState,
  type AccountStep,
  type Success,
} from './reduce.js';
import type { AccountServices, RemovableKind } from './services.js';

/** The fresh factors the prompt can take (whichever the user has). */
export type StepUpFactor = 'email' | 'sms' | 'passkey' | 'password' | 'totp';

/** What each account event tells the host. */
export interface AccountEventData {
  ACCOUNT_NAME_UPDATE: { name: UserName };
  ACCOUNT_EMAIL_ADD: { email: string };
  ACCOUNT_PHONE_ADD: { phone_number: string };
  ACCOUNT_PASSKEY_ADD: null;
  ACCOUNT_PASSKEY_RENAME: { webauthn_registration_id: string; name: string };
  ACCOUNT_TOTP_ADD: null;
  ACCOUNT_RECOVERY_CODES_VIEW: null;
  ACCOUNT_PASSWORD_SET: null;
  /** A way to sign in or recover was removed. */
  ACCOUNT_FACTOR_REMOVE: { kind: RemovableKind | 'passkey'; id: string };
  /** A fresh factor passed at the prompt. */
  ACCOUNT_STEP_UP: { factor: StepUpFactor };
  ACCOUNT_SIGN_OUT: null;
}

export type AccountEventType = keyof AccountEventData;

/** An account event, `{ type, data }` as the widget's (`WidgetEvent`). */
export type AccountEvent = { [T in AccountEventType]: { type: T; data: AccountEventData[T] } }[AccountEventType];

/** What the host hears: `onEvent` on each change, `onError` for each failure shown. */
export interface AccountCallbacks {
  onEvent?: (event: AccountEvent) => void;
  onError?: (error: FlowError) => void;
}

/**
 * The account page's controller: the controller core (`flow/core.ts`, as the sign-in flow's) with the
 * account's reducer (`reduce.ts`) and its actions' handlers over the services (`actions.ts`). Disposed, as
 * the flow's, once no view is attached: every call in flight is aborted.
 *
 * For the sections it keeps the store's promise-returning calls as a thin façade: {@link AccountController.run}
 * sends a `RUN` and resolves when the reducer answers it.
 */
export class AccountController extends ControllerCore<AccountState, AccountFlowEvent, AccountCommand, AccountEvent> {
  private runs = 0;
  private readonly answers = new Map<number, (answer: { value: unknown } | null) => void>();
  /** Set by the page's toast area: how a success is announced. */
  announce: (message: AccountMessage, tone: 'success' | 'error') => void = () => undefined;

  constructor(
    readonly services: AccountServices,
    callbacks: AccountCallbacks,
    private readonly sessionDurationMinutes: number,
  ) {
    super();
    this.state = initialAccountState(services.account.user());
    this.callbacks = callbacks;
  }

  /** New callbacks from the host (new props). */
  update(callbacks: AccountCallbacks): void {
    this.callbacks = callbacks;
  }

  protected receive(event: AccountFlowEvent): void {
    this.apply(event);
  }

  protected reduce(state: AccountState, event: AccountFlowEvent): AccountStep {
    return reduceAccount(state, event);
  }

  protected async execute({ action, input }: CallCommand, signal: AbortSignal): Promise<unknown> {
    const handler = accountHandlers[action as AccountActionName] as (input: unknown, context: AccountEffectContext) => Promise<unknown>;
    return handler(input, { services: this.services, sessionDurationMinutes: this.sessionDurationMinutes, signal });
  }

  /** Fetches the user afresh and follows the client's. */
  protected begin(): () => void {
    this.send({ type: 'INIT' });
    return this.services.account.onUser((user) => this.send({ type: 'USER', user }));
  }

  protected perform(command: Extract<AccountCommand, { type: 'announce' | 'answer' }>): void {
    if (command.type === 'announce') {
      this.announce(command.message, 'success');
      return;
    }
    this.answers.get(command.run)?.(command.answer);
    this.answers.delete(command.run);
  }

  /** Sends the event `make` gives a new run number, and resolves with the reducer's answer to it. */
  private ask<T>(make: (run: number) => AccountFlowEvent): Promise<{ value: T } | null> {
    const run = ++this.runs;
    return new Promise((resolve) => {
      this.answers.set(run, resolve as (answer: { value: unknown } | null) => void);
      this.send(make(run));
    });
  }

  /**
   * Runs `action` with `input`, shown under `key`. Resolves with `{ value }`, its answer, or `null` when it
   * was not run (another is in flight), failed (the error is in `errors[key]`, and reported) or the
   * fresh-factor prompt it led to was cancelled.
   */
  run<A extends AccountActionName>(
    key: string,
    action: A,
    input: AccountActions[A]['input'],
    success?: Success,
  ): Promise<{ value: AccountActions[A]['result'] } | null> {
    return this.ask((run) => ({ type: 'RUN', run, key, action, input, success }) as AccountFlowEvent);
  }

  /** A step of the prompt: sends a code (`otp.send`) or checks a fresh factor. Resolves as {@link run} does. */
  stepUp<A extends AccountActionName>(
    factor: StepUpFactor,
    action: A,
    input: AccountActions[A]['input'],
  ): Promise<{ value: unknown } | null> {
    return this.ask((run) => ({ type: 'STEP_UP_RUN', run, factor, action, input }) as AccountFlowEvent);
  }

  /** The prompt was cancelled: the refused change ends without an answer. */
  stepUpCancelled(): void {
    this.send({ type: 'STEP_UP_CANCEL' });
  }

  /** Shows a failure of a section's own check under `key`, and reports it. */
  fail(key: string, thrown: unknown): void {
    this.send({ type: 'FAIL', key, error: toFlowError(thrown) });
  }
}
