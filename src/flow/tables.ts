/**
 * The products' tables as the reducer reads them: their transitions by screen and event, the answers of their
 * actions, their steps before a sign-in's completion and the runners of their actions. Up front they hold
 * what the products' `index.ts` declare (Main's transitions, the start, the actions that start by themselves);
 * the controller completes them with the products' later parts once the flow needs those (issue 27) and hands
 * them to `reduce`, which keeps no table of its own. Plain data: a test builds the whole tables with
 * {@link loadTables} and reduces with them.
 */
import type { Product, ProductContext, ProductPart } from './product.js';
import { products } from './products/index.js';
import type { FlowState, SignedInScreen } from './state.js';
import type { ActionHandlers, CoreActions, CoreEvent, FlowEvent, SignInEvent, Step } from './types.js';

/** A transition or an answer as the reducer calls it (each product's are typed by screen, event and action). */
type Handler = (state: FlowState, event: FlowEvent, context: ProductContext) => Step | null;

/** A product's step before a sign-in's completion (TOTP step-up), or null. */
type StepUp = (state: FlowState, confirmation: SignedInScreen, signIn: SignInEvent) => Step | null;

/** What a product or its later part brings to the tables. */
type Part = Pick<ProductPart<Product>, 'on' | 'done' | 'failed' | 'stepUp' | 'handlers' | 'after'>;

/** What a table holds by name (a screen, an event, an action): read with {@link own}. */
type Table<T> = Readonly<Record<string, T>>;

export interface FlowTables {
  /** Each screen's transitions by event: each screen's event has one owner (test/widget/screens.test.ts). */
  readonly on: Table<Table<Handler>>;
  /** The answers of the products' actions, by action: each action has one product. */
  readonly done: Table<Handler>;
  readonly failed: Table<Handler>;
  /** The products' steps before a sign-in's completion, in the products' order. */
  readonly stepUps: readonly StepUp[];
  /** What runs after every transition (the products' and their later parts' `after`), in the products' order. */
  readonly afters: readonly NonNullable<Part['after']>[];
  /** The runners of the products' actions (the core's are the controller's). */
  readonly handlers: Partial<ActionHandlers>;
  /** Whether the products' later parts are in: then no event waits for them (`needsLater`). */
  readonly whole: boolean;
}

/** `table`'s entry for `name`, if it has one of its own (not an object's inherited `constructor`). */
export const own = <T>(table: Table<T> | undefined, name: string): T | undefined =>
  table && Object.hasOwn(table, name) ? table[name] : undefined;

/** The tables of `parts` (the products, and their later parts once loaded). */
function tablesOf(parts: readonly Part[], whole: boolean): FlowTables {
  const on: Record<string, Table<Handler>> = {};
  const done = {};
  const failed = {};
  const stepUps: StepUp[] = [];
  const afters: NonNullable<Part['after']>[] = [];
  const handlers: Partial<ActionHandlers> = {};
  for (const part of parts) {
    if (part.stepUp) stepUps.push(part.stepUp);
    if (part.after) afters.push(part.after);
    for (const [screen, events] of Object.entries(part.on ?? {})) on[screen] = { ...on[screen], ...events } as Table<Handler>;
    Object.assign(done, part.done);
    Object.assign(failed, part.failed);
    Object.assign(handlers, part.handlers);
  }
  return { on, done, failed, stepUps, afters, handlers, whole };
}

/** The tables before any later part has loaded: what Main's first paint needs. */
export const upFrontTables: FlowTables = /* @__PURE__ */ tablesOf(products, false);

/**
 * The whole tables: every product's later part fetched (each its own chunk, through its `load`) and added to
 * the products' own. Rejects when a chunk could not be fetched.
 */
export async function loadTables(): Promise<FlowTables> {
  const later = await Promise.all(products.map((product) => product.load?.().then((module) => module.later)));
  return tablesOf([...products, ...later.filter((part) => part !== undefined)], true);
}

/** The core's actions and events (see `reduce`): they never need a product's later part. Typed, so none is missed. */
const CORE_ACTIONS: Record<keyof CoreActions, true> = { 'bootstrap.load': true, 'env.detect': true };
const CORE_EVENTS: Record<CoreEvent['type'], true> = {
  INIT: true,
  GO_MAIN: true,
  SESSION_ENDED: true,
  NOTIFY: true,
  NOTICE_SHOWN: true,
  FIELD_INVALID: true,
  FIELD_EDITED: true,
};

/**
 * Whether `event` must wait for the products' later parts before `tables` can take it (issue 27): not once
 * they are in, nor Main's own events or the core's answers (bootstrap, capabilities), which Main's first
 * paint waits for.
 */
export function needsLater(tables: FlowTables, state: FlowState, event: FlowEvent): boolean {
  if (tables.whole) return false;
  if (event.type === 'DONE' || event.type === 'FAILED') return !Object.hasOwn(CORE_ACTIONS, event.action);
  return state.screen !== 'Main' && !Object.hasOwn(CORE_EVENTS, event.type);
}
