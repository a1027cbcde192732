/**
 * The flow's pure transition function (house style: `reduce(state, event)` plus commands for the effects).
 * The core handles what every widget shares — start-up, back arrows, toasts, field messages, stale answers,
 * failures — and hands the rest to the products: an event to the product whose table lists it for the
 * current screen, an action's answer to the product the action belongs to. The tables come as an argument
 * (`tables.ts`): this module holds no state, so whether a later part has arrived is the controller's to know.
 */
import { formTabs } from './config.js';
import type { ProductContext } from './product.js';
import { products } from './products/index.js';
import { callInBackground, completeSignIn, fail, notify, show, step } from './step.js';
import { initialState } from './base.js';
import type { FlowState, ScreenName, SignedInScreen } from './state.js';
import { own, type FlowTables } from './tables.js';
import type { Command, FlowEvent, ReduceContext, SignInEvent, Step } from './types.js';

/** The products' sign-in confirmations (spec §2 "Success! You have successfully logged in."). */
const confirmations = new Set<ScreenName>(products.flatMap((product) => (product.confirmation ? [product.confirmation] : [])));

/**
 * The next state and commands for `event`, with the products' `tables` as far as they are loaded (the
 * controller's; `tables.ts`). Pure: the same state, event, config and tables give the same step.
 */
export function reduce(state: FlowState, event: FlowEvent, context: ReduceContext, tables: FlowTables): Step {
  const productContext: ProductContext = {
    ...context,
    signedIn: (current, confirmation, signIn) => signedIn(tables, current, confirmation, signIn),
  };
  let next = transition(state, event, productContext, tables);
  for (const after of tables.afters) next = after(state, event, next, context);
  return next;
}

function transition(state: FlowState, event: FlowEvent, context: ProductContext, tables: FlowTables): Step {
  if ((event.type === 'DONE' || event.type === 'FAILED') && !event.background) {
    // Only the answer the screen waits for may move the user: an answer from an abandoned screen or an
    // attempt that was superseded is dropped, so a slow response can never pull the user back.
    if (state.pending?.id !== event.id) return step(state);
    state = { ...state, pending: null };
  }
  switch (event.type) {
    case 'INIT': {
      let current = init(state, context);
      for (const product of products) {
        const next = product.init?.(current.state, context, event);
        if (next) current = { state: next.state, commands: [...current.commands, ...next.commands] };
      }
      return current;
    }
    case 'DONE':
      return own(tables.done, event.action)?.(state, event, context) ?? answered(state, event);
    case 'FAILED':
      return own(tables.failed, event.action)?.(state, event, context) ?? failure(state, event);
    case 'GO_MAIN': {
      if (state.screen === 'Main') return step(state);
      const commands: Command[] = state.pending ? [{ type: 'cancel', id: state.pending.id }] : [];
      return step(show(state, { screen: 'Main' }, { pending: null }), ...commands);
    }
    case 'SESSION_ENDED':
      return confirmations.has(state.screen) ? restart(state, context, tables) : step(state);
    case 'NOTIFY':
      return step(notify(state, event.tone, event.message));
    case 'NOTICE_SHOWN':
      return step({ ...state, notices: state.notices.filter((notice) => notice.id !== event.id) });
    case 'FIELD_INVALID':
      return step({ ...state, fieldErrors: { ...state.fieldErrors, [event.field]: event.message } });
    case 'FIELD_EDITED': {
      if (!state.fieldErrors[event.field]) return step(state);
      const { [event.field]: _gone, ...rest } = state.fieldErrors;
      return step({ ...state, fieldErrors: rest });
    }
    default: {
      // An event the current screen does not list is ignored: a press on a screen that has moved on, or
      // the event of a product this screen does not show.
      const handler = own(own(tables.on, state.screen), event.type);
      return handler ? (handler(state, event, context) ?? step(state)) : step(state);
    }
  }
}

/**
 * The session of a confirmed sign-in ended (the user signed out here or in another tab, or it expired): the
 * widget starts over on its start screen as a fresh mount would (the request ids go on, so an answer still
 * in flight cannot land on the new screen).
 */
function restart(state: FlowState, context: ProductContext, tables: FlowTables): Step {
  const fresh = initialState({ mode: state.mode });
  return transition({ ...fresh, seq: state.seq }, { type: 'INIT' }, context, tables);
}

function init(state: FlowState, { config }: ReduceContext): Step {
  const commands: Command[] = [];
  const bootstrap = callInBackground(state, 'bootstrap.load', undefined);
  state = bootstrap.state;
  commands.push(bootstrap.command);
  const configured = new Set(config.products);
  // Spec §2: whether Main shows 'Login with a Passkey' depends on autofill support when a form is present
  // (never used in shadow DOM: see `passkeyAutofill`); the wallet buttons depend on the wallets offered.
  const passkeys = configured.has('passkeys') && formTabs(config).length > 0 && !config.enableShadowDOM;
  const wallets = configured.has('crypto');
  if (passkeys || wallets) {
    const detect = callInBackground(state, 'env.detect', { passkeys, wallets });
    state = detect.state;
    commands.push(detect.command);
  }
  if (state.mode === 'login') {
    // Spec §7 notes: render_login_screen with the options as details.
    commands.push({ type: 'log', name: 'render_login_screen', details: { options: config } });
  }
  return { state, commands };
}

/** An answer no product took further: the core's own actions, else nothing more happens. */
function answered(state: FlowState, event: Extract<FlowEvent, { type: 'DONE' }>): Step {
  switch (event.action) {
    case 'bootstrap.load':
      return step({ ...state, bootstrap: event.result });
    case 'env.detect':
      return step({ ...state, env: { ...state.env, ...event.result } });
    default:
      return step(state);
  }
}

/** A failure no product took further: shown in the banner and reported (spec §8). */
function failure(state: FlowState, event: Extract<FlowEvent, { type: 'FAILED' }>): Step {
  if (event.action === 'env.detect') {
    // No capability could be confirmed: Main falls back to the plain buttons.
    return step({ ...state, env: { passkeyAutofill: false, wallets: state.env.wallets ?? [] } });
  }
  if (event.background) return step(state, { type: 'report', error: event.error });
  return fail(state, event.error);
}

/**
 * A sign-in succeeded: a product may step in first (TOTP step-up), else the method's confirmation screen
 * and the host hears the step's event and that the authenticate flow is complete (spec §2).
 */
function signedIn(tables: FlowTables, state: FlowState, confirmation: SignedInScreen, signIn: SignInEvent): Step {
  for (const stepUp of tables.stepUps) {
    const next = stepUp(state, confirmation, signIn);
    if (next) return next;
  }
  return completeSignIn(state, confirmation, signIn.data, signIn);
}
