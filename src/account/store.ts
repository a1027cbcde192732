/**
 * The account page's state and its one way to act (issue 39), in the flow controller's shape
 * (`getSnapshot / subscribe` for `useSyncExternalStore`, house style "Screens and the flow"): the signed-in user,
 * the action in flight, each section's last error, and the fresh-factor prompt.
 *
 * Every change goes through {@link AccountStore.run}. An answer refusing it for a stale session (the provider's
 * recent-factor rule: `stale_factors`, `session_too_old_to_reset_password`; emulator `assertRecentFactor`) does
 * not fail the action: the prompt asks for a fresh factor inline and, once one passes, the action runs again and
 * its caller gets its answer as if nothing had happened. Each success is told to the host (`onEvent`, typed
 * {@link AccountEvent}s) and announced.
 */
import { errorText } from '../flow/step.js';
import { toFlowError, type FlowError } from '../flow/errors.js';
import type { User, UserName } from '../wire/index.js';
import type { AccountMessage } from './context.js';
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

/** Which kind of fresh factor the refused change needs. */
export type StepUpNeed = 'reset_password' | 'change_factors';

export interface AccountState {
  /** The signed-in user; null when nobody is (the page then says so). */
  user: User | null;
  /** The first fetch of the user is on its way. */
  loading: boolean;
  /** The action in flight (its name), or null. */
  busy: string | null;
  /** Each action's last failure, shown in its section (cleared when it runs again). */
  errors: Readonly<Record<string, AccountMessage | undefined>>;
  /** The fresh-factor prompt: the refused action's name and what it needs. */
  stepUp: { action: string; need: StepUpNeed } | null;
}

/** The refusals that a fresh factor answers. */
const STALE: Partial<Record<string, StepUpNeed>> = {
  stale_factors: 'change_factors',
  session_too_old_to_reset_password: 'reset_password',
};

export interface Success {
  event?: AccountEvent;
  /** The announcement (a toast, a live region's text). */
  notice?: AccountMessage;
}

export class AccountStore {
  private state: AccountState;
  private readonly listeners = new Set<() => void>();
  /** The refused action to run again once a fresh factor passes, with its caller's resolver. */
  private retry: (() => void) | null = null;
  private abandon: (() => void) | null = null;
  /** Set by the page's toast area: how a success is announced. */
  announce: (message: AccountMessage, tone: 'success' | 'error') => void = () => undefined;

  constructor(
    readonly services: AccountServices,
    private callbacks: AccountCallbacks,
    readonly sessionDurationMinutes: number,
  ) {
    const user = services.account.user();
    this.state = { user, loading: user === null, busy: null, errors: {}, stepUp: null };
  }

  getSnapshot = (): AccountState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<AccountState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  update(callbacks: AccountCallbacks): void {
    this.callbacks = callbacks;
  }

  /** Follows the client's user and fetches it once; returns the stop function. */
  connect(): () => void {
    const stop = this.services.account.onUser((user) => this.set({ user, loading: false }));
    this.services.account.refresh().then(
      (user) => this.set({ user, loading: false }),
      () => this.set({ loading: false }),
    );
    return stop;
  }

  /** Tells the host of an event without a call (a recovery codes view that needed none). */
  emit(event: AccountEvent): void {
    this.callbacks.onEvent?.(event);
  }

  /**
   * Runs `action`'s call. Resolves with `{ value }`, its answer, or `null` when it failed (the error is in
   * `errors[action]`, and reported) or the fresh-factor prompt it led to was cancelled.
   */
  run<T>(action: string, call: () => Promise<T>, success: Success = {}): Promise<{ value: T } | null> {
    if (this.state.busy) return Promise.resolve(null);
    return new Promise<{ value: T } | null>((resolve) => {
      const attempt = () => {
        this.set({ busy: action, errors: { ...this.state.errors, [action]: undefined } });
        call().then(
          (value) => {
            this.set({ busy: null, stepUp: null });
            if (success.event) this.callbacks.onEvent?.(success.event);
            if (success.notice) this.announce(success.notice, 'success');
            resolve({ value });
          },
          (thrown: unknown) => {
            const error = toFlowError(thrown);
            const need = error.errorType ? STALE[error.errorType] : undefined;
            if (need && !this.state.stepUp) {
              // Asked for a fresh factor; the action runs again once one passes (issue 39).
              this.retry = attempt;
              this.abandon = () => resolve(null);
              this.set({ busy: null, stepUp: { action, need } });
              return;
            }
            this.set({ busy: null, stepUp: null, errors: { ...this.state.errors, [action]: errorText(error) } });
            this.callbacks.onError?.(error);
            resolve(null);
          },
        );
      };
      attempt();
    });
  }

  /** The prompt's factor passed: tells the host and runs the refused action again. */
  stepUpPassed(factor: StepUpFactor): void {
    const retry = this.retry;
    this.retry = this.abandon = null;
    this.callbacks.onEvent?.({ type: 'ACCOUNT_STEP_UP', data: { factor } });
    if (retry) retry();
    else this.set({ stepUp: null });
  }

  /** The prompt was cancelled: the refused action ends without an answer. */
  stepUpCancelled(): void {
    const abandon = this.abandon;
    this.retry = this.abandon = null;
    this.set({ stepUp: null });
    abandon?.();
  }

  /** Shows a failure of a step inside an action (the prompt's own calls) under `action`. */
  fail(action: string, thrown: unknown): void {
    const error = toFlowError(thrown);
    this.set({ errors: { ...this.state.errors, [action]: errorText(error) } });
    this.callbacks.onError?.(error);
  }

  clearError(action: string): void {
    if (this.state.errors[action]) this.set({ errors: { ...this.state.errors, [action]: undefined } });
  }
}
