/**
 * The flow's pure transition function (house style: `reduce(state, event)` plus commands for the effects).
 * The core handles what every widget shares — start-up, back arrows, toasts, stale answers, failures — and
 * hands every other event to the products' reducers.
 */
import { formTabs } from './config';
import { productFlows } from './products';
import { callInBackground, fail, notify, show, step } from './step';
import type { Command, FlowEvent, ProductFlow, ReduceContext, Step } from './types';
import type { FlowState } from './state';

/** Builds a reducer from a list of product flows (tests may pass a subset). */
export function createReducer(products: readonly ProductFlow<never>[]) {
  return function reduce(state: FlowState, event: FlowEvent, context: ReduceContext): Step {
    let next = transition(state, event, context);
    for (const product of products) if (product.after) next = product.after(state, event, next, context);
    return next;
  };

  function transition(state: FlowState, event: FlowEvent, context: ReduceContext): Step {
    if ((event.type === 'DONE' || event.type === 'FAILED') && !event.background) {
      // Only the answer the screen waits for may move the user: an answer from an abandoned screen or an
      // attempt that was superseded is dropped, so a slow response can never pull the user back.
      if (state.pending?.id !== event.id) return step(state);
      state = { ...state, pending: null };
    }
    if (event.type === 'INIT') {
      let current = init(state, context);
      for (const product of products) {
        const next = product.reduce(current.state, event, context);
        if (next) current = { state: next.state, commands: [...current.commands, ...next.commands] };
      }
      return current;
    }
    for (const product of products) {
      const next = product.reduce(state, event, context);
      if (next) return next;
    }
    return core(state, event, context);
  }
}

/** The reducer of the widget with every product. */
export const reduce = createReducer(productFlows);

function init(state: FlowState, { config }: ReduceContext): Step {
  const commands: Command[] = [];
  const bootstrap = callInBackground(state, 'bootstrap.load', undefined);
  state = bootstrap.state;
  commands.push(bootstrap.command);
  const products = new Set(config.products);
  // Spec §2: whether Main shows 'Login with a Passkey' depends on autofill support when a form is present
  // (never used in shadow DOM: see `passkeyAutofill`); the wallet buttons depend on the wallets offered.
  const passkeys = products.has('passkeys') && formTabs(config).length > 0 && !config.enableShadowDOM;
  const wallets = products.has('crypto');
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

function core(state: FlowState, event: FlowEvent, _context: ReduceContext): Step {
  switch (event.type) {
    case 'GO_MAIN': {
      if (state.screen === 'Main') return step(state);
      const commands: Command[] = state.pending ? [{ type: 'cancel', id: state.pending.id }] : [];
      return step(show(state, { screen: 'Main' }, { pending: null }), ...commands);
    }
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
    case 'DONE':
      switch (event.action) {
        case 'bootstrap.load':
          return step({ ...state, bootstrap: event.result });
        case 'env.detect':
          return step({ ...state, env: { ...state.env, ...event.result } });
        default:
          return step(state);
      }
    case 'FAILED':
      if (event.action === 'env.detect') {
        // No capability could be confirmed: Main falls back to the plain buttons.
        return step({ ...state, env: { passkeyAutofill: false, wallets: state.env.wallets ?? [] } });
      }
      if (event.background) return step(state, { type: 'report', error: event.error });
      return fail(state, event.error);
    case 'INIT':
      return step(state);
    default:
      // A product event whose product is not part of this reducer: nothing happens.
      return step(state);
  }
}
