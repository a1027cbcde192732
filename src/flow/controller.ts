/**
 * The flow controller: holds the state, runs `reduce()`, and carries out the commands it returns through the
 * services. It exposes `getSnapshot / subscribe / send` for React's `useSyncExternalStore` and for the custom
 * elements, and knows nothing about rendering.
 */
import type { WidgetConfig } from './config.js';
import { toFlowError } from './errors.js';
import { reduce } from './reduce.js';
import type { FlowServices } from './services.js';
import { screenStateOf } from './base.js';
import type { FlowState, ScreenState } from './state.js';
import { loadTables, needsLater, upFrontTables, type FlowTables } from './tables.js';
import type { ActionHandlers, CallCommand, Command, CoreActions, FlowEvent, WidgetEvent } from './types.js';
import type { FlowError } from './errors.js';

/** What a host hears from the widget (spec §4 events; every failure the user sees). */
export interface FlowCallbacks {
  onEvent?: (event: WidgetEvent) => void;
  onError?: (error: FlowError) => void;
}

export interface FlowControllerOptions {
  services: FlowServices;
  config: WidgetConfig;
  /** The state to start in. */
  initial: FlowState;
  callbacks?: FlowCallbacks;
}

/** The core's actions; each product brings its own. */
const coreHandlers: Pick<ActionHandlers, keyof CoreActions> = {
  'bootstrap.load': (_input, { services }) => services.bootstrap(),
  async 'env.detect'({ passkeys, wallets }, { services }) {
    const [passkeyAutofill, found] = await Promise.all([
      passkeys ? services.capabilities.passkeyAutofill() : Promise.resolve(false),
      wallets ? services.capabilities.wallets() : Promise.resolve([]),
    ]);
    return { passkeyAutofill, wallets: found };
  },
};

/**
 * A host callback that throws must not stop the flow mid-transition; its error still reaches the page's
 * error handling (`reportError`: the console and `window.onerror`).
 */
function hostCallback(run: () => void): void {
  try {
    run();
  } catch (error) {
    if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
    else
      queueMicrotask(() => {
        throw error;
      });
  }
}

export class FlowController {
  private state: FlowState;
  private config: WidgetConfig;
  private callbacks: FlowCallbacks;
  private readonly services: FlowServices;
  private readonly listeners = new Set<() => void>();
  private readonly inFlight = new Map<number, AbortController>();
  private started = false;
  private connections = 0;
  private screenChanges = 0;
  private disposed = false;
  private stopWatchingSession: () => void = () => undefined;
  /** Events held, in order, until the products' later parts have loaded (see `needsLater`). */
  private held: FlowEvent[] | null = null;
  /** The products' tables: their own up front, whole once their later parts have loaded (`loadLater`). */
  private tables: FlowTables = upFrontTables;
  private loadingLater: Promise<void> | null = null;

  constructor(options: FlowControllerOptions) {
    this.state = options.initial;
    this.config = options.config;
    this.callbacks = options.callbacks ?? {};
    this.services = options.services;
  }

  /** The current state (a new object after every change, so React can compare by identity). */
  getSnapshot = (): FlowState => this.state;

  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Feeds an event through the reducer and carries out its commands. Ignored after `dispose()`. */
  send = (event: FlowEvent): void => {
    if (this.disposed) return;
    if (this.held) {
      this.held.push(event);
      return;
    }
    if (needsLater(this.tables, this.state, event)) {
      this.held = [event];
      // Whether the chunk came or not, the held events go on in order (without it, as a press on a screen
      // with no transition for it: ignored).
      // Events sent meanwhile, even by those being applied, join the end of the queue.
      const held = this.held;
      const release = () => {
        for (let next = held.shift(); next; next = held.shift()) this.apply(next);
        this.held = null;
      };
      this.loadLater().then(release, release);
      return;
    }
    this.apply(event);
  };

  private apply(event: FlowEvent): void {
    if (this.disposed) return;
    const { state, commands } = reduce(this.state, event, { config: this.config }, this.tables);
    if (state !== this.state) {
      if (state.screen !== this.state.screen) this.screenChanges += 1;
      this.state = state;
      for (const listener of [...this.listeners]) listener();
    }
    for (const command of commands) this.run(command);
  }

  /**
   * Loads the products' later parts (each its own chunk; issue 27), once: the flow needs them, or the user
   * reached for a product on Main. A failed load (a chunk could not be fetched) is tried again by the next
   * event that needs it.
   */
  loadLater(): Promise<void> {
    this.loadingLater ??= loadTables().then(
      (tables) => {
        this.tables = tables;
      },
      (error: unknown) => {
        this.loadingLater = null;
        throw error;
      },
    );
    return this.loadingLater;
  }

  /** Sends `INIT` once: bootstrap, capability checks, the render log. */
  start(): void {
    if (this.started || this.disposed) return;
    this.started = true;
    this.send({ type: 'INIT', awaiting: this.services.awaitingSignIn() });
    this.stopWatchingSession = this.services.onSessionEnd?.(() => this.send({ type: 'SESSION_ENDED' })) ?? this.stopWatchingSession;
  }

  /**
   * A view attaches (a React provider mounting, a custom element connecting): starts the flow. The returned
   * function detaches it; the controller is disposed once no view is attached at the end of the current
   * task, so React StrictMode's unmount-and-remount (and a custom element moved within the page) keeps the
   * user's place while a real unmount stops every action in flight.
   */
  connect(): () => void {
    this.connections += 1;
    this.start();
    let connected = true;
    return () => {
      if (!connected) return;
      connected = false;
      this.connections -= 1;
      queueMicrotask(() => {
        if (this.connections === 0) this.dispose();
      });
    };
  }

  /** New config or callbacks from the host (`update()`, new props); the user's place is kept. */
  update({ config, callbacks }: { config?: WidgetConfig; callbacks?: FlowCallbacks }): void {
    if (config) this.config = config;
    if (callbacks) this.callbacks = callbacks;
  }

  /**
   * How many times the screen has changed since the widget mounted. A screen that appears after a change
   * moves focus to itself (its heading); the first screen leaves focus where the host page has it.
   */
  get navigations(): number {
    return this.screenChanges;
  }

  /** The flow's clock (the services' `now`), for countdowns on screen. */
  now = (): number => this.services.now();

  /** The current screen's own fields of `state` (`useScreen`), told apart by the registered products' shared ones. */
  screenOf = (state: FlowState): ScreenState => screenStateOf(state);

  /** The config actions read. */
  getConfig = (): WidgetConfig => this.config;

  /** Whether the controller was disposed (it then ignores every event). */
  get isDisposed(): boolean {
    return this.disposed;
  }

  /** Aborts every action in flight and stops taking events (unmount). */
  dispose(): void {
    this.disposed = true;
    this.stopWatchingSession();
    for (const controller of this.inFlight.values()) controller.abort();
    this.inFlight.clear();
    this.listeners.clear();
  }

  private run(command: Command): void {
    switch (command.type) {
      case 'call':
        this.call(command);
        return;
      case 'cancel':
        this.inFlight.get(command.id)?.abort();
        this.inFlight.delete(command.id);
        return;
      case 'emit':
        hostCallback(() => this.callbacks.onEvent?.(command.event));
        return;
      case 'report':
        hostCallback(() => this.callbacks.onError?.(command.error));
        return;
      case 'log':
        this.services.logEvent(command.name, command.details);
        return;
      case 'console':
        console.error(command.message, command.error);
        return;
      default:
        command satisfies never;
    }
  }

  private call(command: CallCommand): void {
    const abort = new AbortController();
    this.inFlight.set(command.id, abort);
    const settle = (event: FlowEvent) => {
      if (abort.signal.aborted) return;
      this.inFlight.delete(command.id);
      this.send(event);
    };
    const { id, action, input, background } = command;
    // An action the user started runs from the products' later parts: it waits for them, the first time.
    const runner = () => (coreHandlers as Partial<ActionHandlers>)[action] ?? this.tables.handlers[action];
    (runner() ? Promise.resolve() : this.loadLater())
      .then(() => {
        const handler = runner();
        if (!handler) throw new Error(`No handler for ${action}.`);
        return (handler as (input: unknown, context: unknown) => Promise<unknown>)(input, {
          services: this.services,
          config: this.config,
          signal: abort.signal,
        });
      })
      .then(
        (result) => settle({ type: 'DONE', id, action, input, result, background } as FlowEvent),
        (error: unknown) => settle({ type: 'FAILED', id, action, input, error: toFlowError(error), background } as FlowEvent),
      );
  }
}
