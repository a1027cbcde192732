/**
 * The controller core every widget screen runs on (house style "Screens and the flow"): the sign-in flow
 * (`FlowController`) and the account page (issue 39) alike. It holds a state that changes only by events
 * through a pure reducer returning `{ state, commands }`, and carries out the commands: `call` runs the named
 * action's handler with an `AbortSignal` and sends its answer back as `DONE` or `FAILED`; `cancel` aborts one;
 * `emit` and `report` tell the host. It exposes `getSnapshot / subscribe / send` for `useSyncExternalStore` and
 * the custom elements, and lives from the first view's `connect()` to `dispose()`, which aborts every call in
 * flight. What a controller adds (its reducer, its handlers, its own commands, its start) it gives by
 * extending this class.
 */
import { toFlowError, type FlowError } from './errors.js';

/** What a host hears: `onEvent` for each success event, `onError` for every failure the user sees. */
export interface HostCallbacks<HostEvent> {
  onEvent?: (event: HostEvent) => void;
  onError?: (error: FlowError) => void;
}

/** Starts an action: its handler runs with `input`, and its answer comes back as an event with the same `id`. */
export interface CallCommand {
  type: 'call';
  id: number;
  action: string;
  input: unknown;
  background?: boolean;
}

/** The commands the core carries out; a controller's own commands go to its `perform`. */
export type CoreCommand<HostEvent> =
  | CallCommand
  /** Aborts an action in flight (its answer would be dropped anyway). */
  | { type: 'cancel'; id: number }
  /** `callbacks.onEvent`. */
  | { type: 'emit'; event: HostEvent }
  /** `callbacks.onError`, for every failure the user sees. */
  | { type: 'report'; error: FlowError };

/**
 * A host callback that throws must not stop the controller mid-transition; its error still reaches the page's
 * error handling (`reportError`: the console and `window.onerror`).
 */
function hostCallback(run: () => void): void {
  try {
    run();
  } catch (error) {
    if (globalThis.reportError) globalThis.reportError(error);
    else
      queueMicrotask(() => {
        throw error;
      });
  }
}

export abstract class ControllerCore<State, Event, Command extends { type: string }, HostEvent> {
  private readonly listeners = new Set<() => void>();
  private readonly inFlight = new Map<number, AbortController>();
  private connections = 0;
  private disposed = false;
  /** What `begin` returned, once started. */
  declare private stop?: () => void;
  // Set by the controller's constructor (declared only: no field of their own to define first).
  declare protected state: State;
  declare protected callbacks: HostCallbacks<HostEvent>;

  /** The next state and commands for `event` (pure). */
  protected abstract reduce(state: State, event: Event): { state: State; commands: readonly Command[] };

  /** Runs a `call` command's action (its handler over the services); `signal` aborts with the call. */
  protected abstract execute(command: CallCommand, signal: AbortSignal): Promise<unknown>;

  /** What starts once a view first attaches (`start`); what it returns is called at `dispose()`. */
  protected abstract begin(): (() => void) | undefined;

  /** Carries out a command of the controller's own (not `call`, `cancel`, `emit` or `report`). */
  protected abstract perform(command: Command): void;

  /** The current state (a new object after every change, so React can compare by identity). */
  getSnapshot = (): State => this.state;

  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Feeds an event through the reducer and carries out its commands. Ignored after `dispose()`. */
  send = (event: Event): void => {
    if (!this.disposed) this.receive(event);
  };

  /** Takes a sent event: reduces it (`apply`) at once, or holds it back first. */
  protected abstract receive(event: Event): void;

  protected apply(event: Event): void {
    if (this.disposed) return;
    const { state, commands } = this.reduce(this.state, event);
    if (state !== this.state) {
      this.state = state;
      for (const listener of [...this.listeners]) listener();
    }
    for (const command of commands) this.carry(command);
  }

  /** Starts the controller once (`begin`): the first view's `connect()` does. */
  start(): void {
    if (!this.disposed) this.stop ??= this.begin() ?? (() => undefined);
  }

  /**
   * A view attaches (a React provider mounting, a custom element connecting): starts the controller. The
   * returned function detaches it; the controller is disposed once no view is attached at the end of the
   * current task, so React StrictMode's unmount-and-remount (and a custom element moved within the page)
   * keeps the user's place while a real unmount stops every action in flight.
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

  /** Whether the controller was disposed (it then ignores every event). */
  get isDisposed(): boolean {
    return this.disposed;
  }

  /** Aborts every action in flight and stops taking events (unmount). */
  dispose(): void {
    this.disposed = true;
    this.stop?.();
    for (const controller of this.inFlight.values()) controller.abort();
    this.inFlight.clear();
    this.listeners.clear();
  }

  private carry(command: Command | CoreCommand<HostEvent>): void {
    switch (command.type) {
      case 'call':
        this.call(command as CallCommand);
        return;
      case 'cancel':
        this.inFlight.get((command as { id: number }).id)?.abort();
        this.inFlight.delete((command as { id: number }).id);
        return;
      case 'emit':
        hostCallback(() => this.callbacks.onEvent?.((command as { event: HostEvent }).event));
        return;
      case 'report':
        hostCallback(() => this.callbacks.onError?.((command as { error: FlowError }).error));
        return;
      default:
        this.perform(command as Command);
    }
  }

  private call(command: CallCommand): void {
    const abort = new AbortController();
    this.inFlight.set(command.id, abort);
    const settle = (answer: object) => {
      if (abort.signal.aborted) return;
      this.inFlight.delete(command.id);
      // The answer carries the call's id, action, input and `background`.
      this.send({ ...command, ...answer } as Event);
    };
    this.execute(command, abort.signal).then(
      (result) => settle({ type: 'DONE', result }),
      (error: unknown) => settle({ type: 'FAILED', error: toFlowError(error) }),
    );
  }
}
