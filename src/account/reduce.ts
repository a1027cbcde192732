/**
 * The account page's state and its pure transition function (issue 39; house style "Screens and the flow"),
 * run by the controller core as the sign-in flow's is: the signed-in user, the change under way and where it
 * shows, each section's last error, and the fresh-factor prompt.
 *
 * A section asks for a change (`RUN`: a named action with its input, and what its success tells the host and
 * the user); a `call` command runs it. An answer refusing it for a stale session (the provider's recent-factor
 * rule: `stale_factors`, `session_too_old_to_reset_password`; emulator `assertRecentFactor`) does not fail
 * the change: the prompt opens with the change kept as data, runs its own steps (`STEP_UP_RUN`: a code sent,
 * a factor checked) and, once a factor passes, tells the host and issues the same call again. Each success
 * is told to the host (`emit` of an `AccountEvent`) and announced; each failure shows in its section and is
 * reported. A façade's caller hears its run's outcome through an `answer` command.
 */
import type { FlowError } from '../flow/errors.js';
import { errorText } from '../flow/step.js';
import type { CoreCommand } from '../flow/core.js';
import type { User } from '../wire/index.js';
import type { AccountActionName, AccountActions, AccountCall } from './actions.js';
import type { AccountMessage } from './context.js';
import type { AccountEvent, StepUpFactor } from './store.js';

/** Which kind of fresh factor the refused change needs. */
export type StepUpNeed = 'reset_password' | 'change_factors';

/** What a change's success tells: the host's event, and the announcement (a toast, a live region's text). */
export interface Success {
  event?: AccountEvent;
  notice?: AccountMessage;
}

/** A change a section asked for. */
export type AccountRun = AccountCall & {
  /** The façade's number for it: its caller's answer. */
  run: number;
  /** Where it shows: its section's spinner, error and prompt (`profile`, `contacts.remove.<id>`, …). */
  key: string;
  success?: Success;
};

export interface AccountState {
  /** The signed-in user; null when nobody is (the page then says so). */
  user: User | null;
  /** The first fetch of the user is on its way. */
  loading: boolean;
  /** The key of the change in flight, or null. */
  busy: string | null;
  /** Each key's last failure, shown in its section (cleared when it runs again); the prompt's under `stepUp`. */
  errors: Readonly<Record<string, AccountMessage | undefined>>;
  /** The fresh-factor prompt: the refused change's key, what it needs, the code sent for it. */
  stepUp: { key: string; need: StepUpNeed; sent: { methodId: string } | null } | null;
  /** The change under way: kept, as data, while the prompt asks for a fresh factor, then issued again. */
  change: AccountRun | null;
  /** The call the page waits for, the change's or a prompt step's (`factor`); any other answer is stale. */
  pending: { id: number; run: number; factor?: StepUpFactor } | null;
  /** The last call's id. */
  seq: number;
}

export const initialAccountState = (user: User | null): AccountState => ({
  user,
  loading: user === null,
  busy: null,
  errors: {},
  stepUp: null,
  change: null,
  pending: null,
  seq: 0,
});

type Answer<A extends AccountActionName> = { id: number; action: A; input: AccountActions[A]['input']; background?: boolean };

/** What the account page's controller takes. */
export type AccountFlowEvent =
  /** The page's first view attached: fetch the user afresh. */
  | { type: 'INIT' }
  /** The client's user changed (a call's `__user`, another tab, a sign-out). */
  | { type: 'USER'; user: User | null }
  | ({ type: 'RUN' } & AccountRun)
  /** A step of the prompt: a code sent (`otp.send`) or a fresh factor checked, `run` numbering its caller's answer. */
  | ({ type: 'STEP_UP_RUN'; run: number; factor: StepUpFactor } & AccountCall)
  /** The prompt's Cancel: the refused change ends without an answer. */
  | { type: 'STEP_UP_CANCEL' }
  /** A section's own check failed before any call (a phone number that does not parse). */
  | { type: 'FAIL'; key: string; error: FlowError }
  | { [A in AccountActionName]: Answer<A> & { type: 'DONE'; result: AccountActions[A]['result'] } }[AccountActionName]
  | { [A in AccountActionName]: Answer<A> & { type: 'FAILED'; error: FlowError } }[AccountActionName];

/** A `call` command of the account's actions. */
type AccountCallCommand = { [A in AccountActionName]: Answer<A> & { type: 'call' } }[AccountActionName];

export type AccountCommand =
  | Exclude<CoreCommand<AccountEvent>, { type: 'call' }>
  | AccountCallCommand
  /** The toast area's announcement of a success. */
  | { type: 'announce'; message: AccountMessage }
  /** The outcome a façade's caller waits for: the answer, or null (ignored, failed, cancelled). */
  | { type: 'answer'; run: number; answer: { value: unknown } | null };

export interface AccountStep {
  state: AccountState;
  commands: AccountCommand[];
}

/** The refusals that a fresh factor answers. */
const STALE: Partial<Record<string, StepUpNeed>> = {
  stale_factors: 'change_factors',
  session_too_old_to_reset_password: 'reset_password',
};

/** The prompt's key: its steps' failures show in the prompt. */
export const PROMPT = 'stepUp';

const step = (state: AccountState, ...commands: AccountCommand[]): AccountStep => ({ state, commands });

const answer = (run: number, value: { value: unknown } | null): AccountCommand => ({ type: 'answer', run, answer: value });

/** Issues `call` as the call the page waits for. */
function issue(state: AccountState, { action, input }: AccountCall, run: number, factor?: StepUpFactor): AccountStep {
  const id = state.seq + 1;
  const pending = factor ? { id, run, factor } : { id, run };
  return step({ ...state, seq: id, pending }, { type: 'call', id, action, input } as AccountCallCommand);
}

/** Starts (or, after a fresh factor, starts again) the change: its section shows it busy, its last error goes. */
const start = (state: AccountState, change: AccountRun): AccountStep =>
  issue({ ...state, change, busy: change.key, errors: { ...state.errors, [change.key]: undefined } }, change, change.run);

/** The prompt closes: a step of it in flight is dropped, and the change it waited for, if still waiting, ends unanswered. */
function closePrompt(state: AccountState): AccountStep {
  if (!state.stepUp) return step(state);
  const commands: AccountCommand[] = [];
  const { pending, change } = state;
  if (pending?.factor) commands.push({ type: 'cancel', id: pending.id }, answer(pending.run, null));
  const waiting = change && pending?.run !== change.run;
  if (waiting) commands.push(answer(change.run, null));
  return { state: { ...state, stepUp: null, pending: pending?.factor ? null : pending, change: waiting ? null : change }, commands };
}

const failed = (state: AccountState, key: string, error: FlowError): AccountStep =>
  step({ ...state, errors: { ...state.errors, [key]: errorText(error) } }, { type: 'report', error });

/** The next state and commands for `event`. Pure: the same state and event give the same step. */
export function reduceAccount(state: AccountState, event: AccountFlowEvent): AccountStep {
  switch (event.type) {
    case 'INIT': {
      const id = state.seq + 1;
      return step({ ...state, seq: id }, { type: 'call', id, action: 'account.refresh', input: undefined, background: true });
    }
    case 'USER':
      return step({ ...state, user: event.user, loading: false });
    case 'RUN': {
      const { type: _type, ...change } = event;
      // One change at a time; a change asked for while the prompt waits abandons the refused one.
      if (state.busy) return step(state, answer(event.run, null));
      const closed = closePrompt(state);
      const started = start(closed.state, change);
      return { state: started.state, commands: [...closed.commands, ...started.commands] };
    }
    case 'STEP_UP_RUN': {
      if (!state.stepUp || state.pending) return step(state, answer(event.run, null));
      return issue({ ...state, errors: { ...state.errors, [PROMPT]: undefined } }, event, event.run, event.factor);
    }
    case 'STEP_UP_CANCEL':
      return closePrompt(state);
    case 'FAIL':
      return failed(state, event.key, event.error);
    case 'DONE':
    case 'FAILED':
      return answered(state, event);
    default:
      return event satisfies never;
  }
}

function answered(state: AccountState, event: Extract<AccountFlowEvent, { type: 'DONE' | 'FAILED' }>): AccountStep {
  if (event.background) {
    // The first fetch of the user: a failure leaves the user the client has (none: the page says so).
    return step({ ...state, user: event.type === 'DONE' ? (event.result as User) : state.user, loading: false });
  }
  const { pending, change, stepUp } = state;
  // An answer the page no longer waits for (its prompt was closed) is dropped.
  if (!pending || pending.id !== event.id) return step(state);
  state = { ...state, pending: null };
  if (pending.factor && stepUp) {
    if (event.type === 'FAILED') {
      const next = failed(state, PROMPT, event.error);
      return { state: next.state, commands: [...next.commands, answer(pending.run, null)] };
    }
    const done = answer(pending.run, { value: event.result });
    if (event.action === 'otp.send') return step({ ...state, stepUp: { ...stepUp, sent: { methodId: event.result.method_id } } }, done);
    // A fresh factor passed: the host hears it, and the refused change is issued again as it was.
    const retried = change ? start(state, change) : step({ ...state, stepUp: null });
    return step(
      retried.state,
      { type: 'emit', event: { type: 'ACCOUNT_STEP_UP', data: { factor: pending.factor } } },
      done,
      ...retried.commands,
    );
  }
  if (!change) return step(state);
  state = { ...state, busy: null };
  if (event.type === 'DONE') {
    const { event: hostEvent, notice } = change.success ?? {};
    const commands: AccountCommand[] = [];
    if (hostEvent) commands.push({ type: 'emit', event: hostEvent });
    if (notice) commands.push({ type: 'announce', message: notice });
    commands.push(answer(change.run, { value: event.result }));
    return { state: { ...state, stepUp: null, change: null }, commands };
  }
  const need = event.error.errorType ? STALE[event.error.errorType] : undefined;
  // Refused for a stale session, the first time: a fresh factor, then the same call again (issue 39).
  if (need && !stepUp) return step({ ...state, stepUp: { key: change.key, need, sent: null } });
  const next = failed({ ...state, stepUp: null, change: null }, change.key, event.error);
  return { state: next.state, commands: [...next.commands, answer(change.run, null)] };
}
