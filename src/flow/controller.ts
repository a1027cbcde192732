/**
 * The flow controller: the controller core (`core.ts`: the state, `getSnapshot / subscribe / send`, the
 * commands, `connect / dispose`) with the sign-in flow's `reduce()` and the products' tables, completed by
 * their later parts when the flow needs them, the core's and the products' action handlers over the services,
 * `INIT` and the session's end. It knows nothing about rendering.
 */
import type { WidgetConfig } from './config.js';
import { reduce } from './reduce.js';
import type { FlowServices } from './services.js';
import { screenStateOf } from './base.js';
import type { FlowState, ScreenState } from './state.js';
import { loadTables, needsLater, upFrontTables, type FlowTables } from './tables.js';
import type { ActionHandlers, ActionName, Command, CoreActions, FlowEvent, Step, WidgetEvent } from './types.js';
import type { FlowError } from './errors.js';
import { ControllerCore, type CallCommand, type CoreCommand } from './core.js';

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
      passkeys && services.capabilities.passkeyAutofill(),
      wallets ? services.capabilities.wallets() : [],
    ]);
    return { passkeyAutofill, wallets: found };
  },
};

export class FlowController extends ControllerCore<FlowState, FlowEvent, Command, WidgetEvent> {
  declare private config: WidgetConfig;
  declare private readonly services: FlowServices;
  private screenChanges = 0;
  /** Events held, in order, until the products' later parts have loaded (see `needsLater`). */
  private held: FlowEvent[] | null = null;
  /** The products' tables: their own up front, whole once their later parts have loaded (`loadLater`). */
  private tables: FlowTables = upFrontTables;
  private loadingLater: Promise<void> | null = null;

  constructor(options: FlowControllerOptions) {
    super();
    this.state = options.initial;
    this.callbacks = options.callbacks ?? {};
    this.config = options.config;
    this.services = options.services;
  }

  protected receive(event: FlowEvent): void {
    if (this.held) {
      this.held.push(event);
      return;
    }
    if (needsLater(this.tables, this.state, event)) {
      // Whether the chunk came or not, the held events go on in order (without it, as a press on a screen
      // with no transition for it: ignored).
      // Events sent meanwhile, even by those being applied, join the end of the queue.
      const held = (this.held = [event]);
      const release = () => {
        for (let next = held.shift(); next; next = held.shift()) this.apply(next);
        this.held = null;
      };
      this.loadLater().then(release, release);
      return;
    }
    this.apply(event);
  }

  protected reduce(state: FlowState, event: FlowEvent): Step {
    const next = reduce(state, event, { config: this.config }, this.tables);
    if (next.state.screen !== state.screen) this.screenChanges += 1;
    return next;
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

  /** Sends `INIT` (bootstrap, capability checks, the render log) and watches for the session's end. */
  protected begin(): (() => void) | undefined {
    this.send({ type: 'INIT', awaiting: this.services.awaitingSignIn() });
    return this.services.onSessionEnd?.(() => this.send({ type: 'SESSION_ENDED' }));
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
  screenOf: (state: FlowState) => ScreenState = screenStateOf;

  /** The config actions read. */
  getConfig = (): WidgetConfig => this.config;

  protected perform(command: Exclude<Command, CoreCommand<WidgetEvent>>): void {
    if (command.type === 'log') this.services.logEvent(command.name, command.details);
    else console.error((command satisfies { type: 'console' }).message, command.error);
  }

  protected async execute({ action, input }: CallCommand, signal: AbortSignal): Promise<unknown> {
    const runner = () => (coreHandlers as Partial<ActionHandlers>)[action as ActionName] ?? this.tables.handlers[action as ActionName];
    // An action the user started runs from the products' later parts: it waits for them, the first time.
    const handler = runner() ?? (await this.loadLater(), runner());
    if (!handler) throw new Error(`No handler for ${action}.`);
    return (handler as (input: unknown, context: unknown) => Promise<unknown>)(input, {
      services: this.services,
      config: this.config,
      signal,
    });
  }
}
