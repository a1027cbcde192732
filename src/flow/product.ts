/**
 * A product (house style "A product"): each sign-in method is one module, `defineProduct({ id, screens,
 * services, handlers, on, done, failed })` in its own folder under `products/`, registered by one line in
 * `products/registered.ts`. What the flow's unions need from it — its actions, events, screens, services,
 * host events — the product declares in its folder by adding itself to {@link ProductRegistry} (declaration
 * merging), and the core derives `Actions`, `FlowEvent`, `ScreenState`, `FlowServices`, `WidgetEventType`
 * and `Product` from those declarations. So a new method edits its own folder and that one line.
 */
import { deferred, type Outline } from '../client/deferred.js';
import type { GatehouseClient } from '../client/index.js';
import type { MainMessageKey } from '../i18n/index.js';
import type { OptionCheck } from './config.js';
import type { MainGroup } from './main.js';
import type { ProductRegistry } from './products/index.js';
import type { FlowBase, FlowMode, FlowState, InitialStateOptions, ScreenName, ScreenState, SignedInScreen, StateOf } from './state.js';
import type { ActionHandler, ActionName, DoneEvent, FailedEvent, FlowEvent, ReduceContext, SignInEvent, Step } from './types.js';

/** What a product may declare about itself in {@link ProductRegistry}; every part is optional. */
interface ProductDeclaration {
  /** Its async actions, by name (`'otp.send'`): what each is called with and resolves to (`ActionSpec`). */
  actions?: object;
  /** The events its screens send (a union discriminated by `type`). */
  events?: { type: string };
  /** Its screens, each with the state of its own (`{}` when it has none). */
  screens?: object;
  /** Its part of `FlowServices` (e.g. `{ otp: OTPServices }`). */
  services?: object;
  /** The events it tells the host through `onEvent` (spec §4): each type with the `data` it carries. */
  hostEvents?: object;
  /** The screen that confirms a sign-in by this method (spec §2), what TOTP step-up returns to. */
  confirmation?: string;
  /** Fields it keeps on Main's state while Main can host its work (passkey autofill, One Tap). */
  main?: object;
  /**
   * Its options in the widget config (spec §3: `{ otpOptions: OTPOptions }`); `WidgetConfig` joins them. An
   * option declared required must be given whenever the config lists the product.
   */
  options?: object;
  /** Its slice of the spec's widget form state (§3), on every screen (`otpState`); `FormState` joins them. */
  form?: object;
  /** Other fields it keeps on every screen, beside the form state (TOTP's step-up rule). */
  shared?: object;
}

/** The state of a screen that has none of its own (a confirmation, a wait). */
export type NoOwnState = Record<never, never>;

/** A sign-in method the widget offers (spec §3 products, plus our `totp` step-up). */
export type Product = keyof ProductRegistry;

/** Part `K` of product `P`'s declaration, or never when it declares none. */
export type Declared<K extends keyof ProductDeclaration, P extends Product = Product> = P extends unknown
  ? ProductRegistry[P] extends { [key in K]: infer V }
    ? V
    : never
  : never;

/** Part `K` of product `P`'s declaration, or `unknown` (no fields) when it declares none. */
type Own<K extends keyof ProductDeclaration, P extends Product> = [Declared<K, P>] extends [never] ? unknown : Declared<K, P>;

/** `A | B` → `A & B` (the products' object parts joined into one object type; `unknown` for none). */
export type Joined<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/** The names of product `P`'s own actions. */
type ActionOf<P extends Product> = keyof Declared<'actions', P> & ActionName;

/** The events product `P`'s screens send. */
type EventOf<P extends Product> = Declared<'events', P>;

/** The names of product `P`'s own screens. */
type ScreenOf<P extends Product> = keyof Declared<'screens', P> & ScreenName;

/** What a product's transitions may read besides the state and the event. */
export interface ProductContext extends ReduceContext {
  /**
   * A sign-in succeeded: the method's confirmation screen and `AUTHENTICATE_FLOW_COMPLETE` (spec §2), unless
   * a product steps in first (TOTP step-up).
   */
  signedIn(state: FlowState, confirmation: SignedInScreen, signIn: SignInEvent): Step;
}

/**
 * What product `P`'s events do, as a table by screen and event: `on[screen][event]` is called with that
 * screen's typed state and that event. An event the current screen does not list is ignored (the state
 * stays as it is): a press on a screen that has moved on, or a button of another product's form.
 */
type Transitions<P extends Product> = {
  [S in ScreenName]?: {
    [T in EventOf<P>['type']]?: (state: StateOf<S>, event: Extract<EventOf<P>, { type: T }>, context: ProductContext) => Step;
  };
};

/** What the answers of product `P`'s actions do, by action; `null` leaves the answer to the core's default. */
type Answers<P extends Product, E extends 'DONE' | 'FAILED'> = {
  [A in ActionOf<P>]?: (state: FlowState, event: E extends 'DONE' ? DoneEvent<A> : FailedEvent<A>, context: ProductContext) => Step | null;
};

/** Runners of product `P`'s actions, by action: each in `index.ts` or in `later.ts`, none in both. */
type Handlers<P extends Product> = { [A in ActionOf<P>]?: ActionHandler<A> };

/** A step before a sign-in's completion (TOTP step-up), or null. */
type StepUp = (state: FlowState, confirmation: SignedInScreen, signIn: SignInEvent) => Step | null;

/** The defaults of the fields product `P` keeps on every screen: required when it declares any. */
type Fields<P extends Product> = [Declared<'form', P> | Declared<'shared', P>] extends [never]
  ? { fields?: undefined }
  : {
      /** Its `form` and `shared` fields as a freshly mounted widget has them (spec §3 defaults). */
      fields: Own<'form', P> & Own<'shared', P>;
    };

/**
 * The checks of product `P`'s options, by their key in the config: required when it declares any, one for
 * each. Their keys are also the names a misspelt key is compared with (`configMistake`, `configHints`).
 */
type Options<P extends Product> = [Declared<'options', P>] extends [never]
  ? { options?: undefined }
  : {
      /** What is wrong with the value a config from JavaScript gives for each option (none when left out), or null. */
      options: { readonly [K in keyof Declared<'options', P>]-?: OptionCheck };
    };

/** What a submit of Main's email form sends while a product owns its Email tab (spec §5). */
export interface EmailSubmit {
  event(email: string): FlowEvent;
  /** The action the submit button spins for. */
  action: ActionName;
  /** The submit button's label. */
  label: MainMessageKey;
  /** The address the user last entered for this product, so coming back to Main loses nothing. */
  lastEmail(state: FlowState): string;
}

/** A product's place on Main (spec §2). */
interface MainPlace {
  /** The group its control shows in; Main orders the groups by the products' order in the config. */
  group: MainGroup;
  /** What the form's Email tab sends when this product owns it (`EmailForm`, spec §5). */
  email?: EmailSubmit;
}

/** The first screen of a mode a product provides (spec §1), with any field of the shared state it sets. */
type StartScreen = (options: InitialStateOptions) => ScreenState & Partial<FlowBase>;

/** One sign-in method's part of the flow. */
export type ProductDefinition<P extends Product> = ProductParts<P> & Fields<P> & Options<P>;

interface ProductParts<P extends Product> {
  /** Its name in the config's `products` (spec §3). */
  id: P;
  /** Its own screens, each a folder under `src/screens`. */
  screens: readonly ScreenOf<P>[];
  /**
   * Other products' screens its flow can lead to (e.g. a password user's login email leads to
   * EmailConfirmation). With its own, they load when the user reaches for its control on Main, or once the
   * flow has left Main, when it is configured.
   */
  leadsTo?: readonly ScreenName[];
  /**
   * The screen that confirms a sign-in by it (its declared `confirmation`): a widget showing it returns to
   * its start screen when the session ends, instead of congratulating a signed-out user.
   */
  confirmation?: Declared<'confirmation', P>;
  /** Its part of the services on the real client and browser (stories and tests pass fakes instead). */
  services(client: GatehouseClient): Declared<'services', P>;
  /**
   * Runs its actions that start without the user reaching for it (at the start, or in the background on
   * Main); the others are its later part's (the controller calls them with the services and an abort signal).
   */
  handlers?: Handlers<P>;
  /** Its part of the start (`INIT`): every product's step is chained, in the products' order. */
  init?(state: FlowState, context: ProductContext, event: Extract<FlowEvent, { type: 'INIT' }>): Step | null;
  /** Its events, by screen. */
  on?: Transitions<P>;
  /**
   * The answers of its actions. A foreground answer arrives here only when the screen still waits for it
   * (the core drops stale ones). Without a handler, or when it returns null, the core's default applies:
   * a success changes nothing more; a failure shows its message in the banner and is reported (spec §8).
   */
  done?: Answers<P, 'DONE'>;
  failed?: Answers<P, 'FAILED'>;
  /**
   * Runs after every transition, whichever product made it, with the state before it: for work that lives
   * as long as a screen does (passkey autofill and One Tap on Main start when Main can host them and are
   * cancelled when the user takes another path).
   */
  after?(previous: FlowState, event: FlowEvent, next: Step, context: ReduceContext): Step;
  /** A primary sign-in succeeded: the step that comes before its completion (TOTP step-up), or null. */
  stepUp?: StepUp;
  /** Its later part (`() => import('./later.js')`): its own chunk, fetched once the flow needs it. */
  load?: LoadPart<P>;
  /** Its place on Main (spec §2); a product without one has no control there and follows a sign-in (TOTP). */
  onMain?: MainPlace;
  /** The modes it opens with a screen of its own (spec §1: `resetPassword`, `passkeyRegistration`); login opens on Main. */
  modes?: { [M in Exclude<FlowMode, 'login'>]?: StartScreen };
}

/**
 * The rest of a product: the transitions of its later screens, the answers of its actions, the runners of
 * the actions the user starts and the step before a sign-in's completion, in its folder's `later.ts` (issue
 * 27), exported as `later`. They are not on the way to Main's first paint: the product's `load` brings them,
 * and the controller calls every product's when the user reaches for a product on Main or the first action,
 * answer or later screen needs them; it holds what needs them until then and hands `reduce` the tables they
 * complete (`tables.ts`). Main's own transitions, the start, `after`, the services and the runners of the
 * actions that start by themselves stay in `index.ts`.
 */
export interface ProductPart<P extends Product> {
  id: P;
  on?: Transitions<P>;
  done?: Answers<P, 'DONE'>;
  failed?: Answers<P, 'FAILED'>;
  handlers?: Handlers<P>;
  /** Only called on a sign-in's answer, which waits for the later parts anyway. */
  stepUp?: StepUp;
  /**
   * Runs after every transition once the later parts are in, as the definition's `after` does: for work that
   * follows a later step (after a sign-in completes: the automatic passkey upgrade, issue 39).
   */
  after?: ProductDefinition<P>['after'];
  /**
   * Its services on the real client that only its later actions call (the definition's `services` stands
   * for them with {@link laterServices}): the methods of its part of `FlowServices`, by name.
   */
  services?(client: GatehouseClient): object;
}

/** How a product's later part is fetched: `() => import('./later.js')`. */
export type LoadPart<P extends Product> = () => Promise<{ later: ProductPart<P> }>;

/** Declares a product's later part (typed as its definition's `on`, `done` and `failed`). */
export function definePart<P extends Product>(part: ProductPart<P>): ProductPart<P> {
  return part;
}

/** Declares a product (typed by what its folder adds to {@link ProductRegistry}). */
export function defineProduct<P extends Product>(product: ProductDefinition<P>): ProductDefinition<P> {
  return product;
}

/**
 * The services of a product that only its later actions call, whose code is in its later part (issue 27):
 * stand-ins with the methods of `outline`, each of which loads the part (already loaded when one of those
 * actions runs, so at no cost) and calls the part's own with the same arguments. The part's services are
 * built once per set of services; a chunk that could not be fetched is tried again by the next call.
 */
export function laterServices<S>(client: GatehouseClient, load: LoadPart<Product>, outline: Outline<S>): S {
  let services: Promise<object> | null = null;
  const built = () => {
    services ??= load().then(
      ({ later }) => later.services?.(client) ?? {},
      (error: unknown) => {
        services = null;
        throw error;
      },
    );
    return services;
  };
  return deferred<S>(built, [], outline);
}
