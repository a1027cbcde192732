/**
 * Small pure helpers the reducers share: moving to a screen, starting an action, queueing a toast, failing
 * visibly, and completing a sign-in. Each returns new data; nothing here performs an effect.
 */
import { DEFAULT_SESSION_DURATION_MINUTES } from '../wire/index.js';
import type { WidgetConfig } from './config.js';
import type { FlowError } from './errors.js';
import type {
  ActionName,
  Actions,
  CallCommand,
  Command,
  FlowEvent,
  SignInData,
  SignInEvent,
  Step,
  WidgetEvent,
  WidgetEventData,
  WidgetEventType,
} from './types.js';
import { baseOf } from './base.js';
import type { FlowBase, FlowState, Message, Notice, ScreenState, SignedInScreen } from './state.js';

export const step = (state: FlowState, ...commands: Command[]): Step => ({ state, commands });

/** Moves to a screen: its own state replaces the last screen's, and the last screen's messages go. */
export function show(state: FlowState, screen: ScreenState, patch: Partial<FlowBase> = {}): FlowState {
  return { ...baseOf(state), errorMessage: null, fieldErrors: {}, ...patch, ...screen } as FlowState;
}

/**
 * Starts the action the current screen waits for: its form is disabled (`pending`) until the answer, the
 * last attempt's messages are cleared, and any other answer still on its way becomes stale.
 */
export function call<A extends ActionName>(state: FlowState, action: A, input: Actions[A]['input']): Step {
  const id = state.seq + 1;
  const command = { type: 'call', id, action, input } as CallCommand;
  const commands: Command[] = state.pending ? [{ type: 'cancel', id: state.pending.id }, command] : [command];
  return { state: { ...state, seq: id, pending: { id, action }, errorMessage: null, fieldErrors: {} }, commands };
}

/** Starts an action nobody waits for (its answer is matched by the id the caller keeps). */
export function callInBackground<A extends ActionName>(
  state: FlowState,
  action: A,
  input: Actions[A]['input'],
): { state: FlowState; id: number; command: Command } {
  const id = state.seq + 1;
  return { state: { ...state, seq: id }, id, command: { type: 'call', id, action, input, background: true } as CallCommand };
}

/** Whether `event` is the answer (DONE or FAILED) of the action with this id. */
export const isAnswerTo = (event: FlowEvent, id: number): boolean => (event.type === 'DONE' || event.type === 'FAILED') && event.id === id;

/** Queues a toast (spec §2 toast area). */
export function notify(state: FlowState, tone: Notice['tone'], message: Message): FlowState {
  const id = state.seq + 1;
  return { ...state, seq: id, notices: [...state.notices, { id, tone, message }] };
}

/**
 * Text to show for a failure (spec §8): a provider API error's `error_message`, with its type so the widget
 * can show the active language's text for it; the client's own "other errors" as catalogue keys, so they
 * are translated too (issue 24); anything else as its message.
 */
export function errorText(error: FlowError): Message {
  if (error.errorType) {
    return { text: error.message, errorType: error.errorType, ...(error.retryAfter !== undefined && { retryAfter: error.retryAfter }) };
  }
  if (error.name === 'NetworkError') return { key: 'error.unableToContact' };
  if (error.name === 'InvalidResponseError') {
    return { key: error.code === 'invalid_json' ? 'error.invalidJson' : 'error.invalidResponse' };
  }
  return { text: error.message };
}

/** Shows a failure in the warning banner (spec §8) and reports it to `onError`. */
export function fail(state: FlowState, error: FlowError, message: Message = errorText(error)): Step {
  return step({ ...state, errorMessage: message }, { type: 'report', error });
}

/**
 * A resend failed: spec §8's error toast with the message, and the same message in the card's banner until
 * the next action (issue 23: a 4-second toast far from the card, e.g. 'Try again in 593 seconds', is easily
 * missed).
 */
export function resendFailed(state: FlowState, error: FlowError): Step {
  const message = errorText(error);
  return step(notify({ ...state, errorMessage: message }, 'error', message), { type: 'report', error });
}

/** Emits a host event (`callbacks.onEvent`) with the data its type carries. */
export const emit = <T extends WidgetEventType>(type: T, data: WidgetEventData[T]): Command => ({
  type: 'emit',
  // One member of the union for this `T`; TypeScript cannot narrow a mapped union by a generic key.
  event: { type, data } as WidgetEvent,
});

/** The session length the config asks for (spec §9 default 30 minutes). */
export const sessionMinutes = (config: WidgetConfig): number =>
  config.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES;

/**
 * The sign-in is complete: its confirmation screen and `AUTHENTICATE_FLOW_COMPLETE` with `data` (spec §2),
 * after the event of the step that just succeeded, if one did.
 */
export function completeSignIn(state: FlowState, confirmation: SignedInScreen, data: SignInData, stepEvent?: SignInEvent): Step {
  const complete = emit('AUTHENTICATE_FLOW_COMPLETE', data);
  return step(show(state, confirmation), ...(stepEvent ? [{ type: 'emit', event: stepEvent } as const, complete] : [complete]));
}
