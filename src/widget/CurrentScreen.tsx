import { Suspense, useEffect, useLayoutEffect, useRef, type ComponentType } from 'react';
import { ScreenSkeleton } from '../primitives/ScreenSkeleton/index.js';
import type { FlowState, ScreenName } from '../flow/state.js';
import type { FlowEvent } from '../flow/types.js';
import { useConfig, useFlow, useFlowSelector } from '../react/index.js';
import { useFlowContext } from '../react/context.js';
import { screenComponent } from './registry.js';

/** What a replacement or wrapper of a screen receives. */
export interface ScreenSlotProps {
  /** The widget's own screen, to render inside a wrapper (or not at all, to replace it). */
  Default: ComponentType;
  /** The flow's state (on this screen). */
  state: FlowState;
  /** Sends an event to the flow. */
  send: (event: FlowEvent) => void;
}

/** Per-screen replacements or wrappers, by screen name (the `screens` prop of the entry points). */
export type ScreenOverrides = Partial<Record<ScreenName, ComponentType<ScreenSlotProps>>>;

export interface CurrentScreenProps {
  /** Replace or wrap any screen. */
  screens?: ScreenOverrides;
  /**
   * Screens already loaded, used instead of the registry's lazy ones: an entry point's first screen on a
   * server (registry.ts `serverFirst`), as `renderToString` cannot wait for a chunk (issue 38).
   * @internal
   */
  loaded?: Partial<Record<ScreenName, ComponentType>>;
}

/**
 * Shown while a screen's chunk loads: rarely, as a product's screens start loading when the user reaches for
 * its control on Main, and every configured product's once the flow has left Main. A skeleton of a screen's
 * frame rather than a bare spinner (issue 23), announced as 'Loading'.
 *
 * The control that had focus went with the previous screen: when it had focus in the widget (or focus fell
 * to `<body>`) after a step in the flow, the skeleton's 'Loading' takes focus until the screen arrives and focuses its own
 * heading or field, so keys typed meanwhile stay in the widget and a screen reader says what is happening.
 * On the first screen (nothing has happened yet) focus is left alone.
 */
export function ScreenFallback() {
  const { controller } = useFlowContext();
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = root.current;
    if (!node || controller.navigations === 0) return;
    // Focus is lost (on <body>), or still on the previous screen, which React hides (not yet blurred) while
    // the next one loads.
    const active = (node.getRootNode() as Document | ShadowRoot).activeElement;
    const widget = node.closest('[data-part="theme-root"]');
    const lost = active === null || active === node.ownerDocument.body || (widget !== null && widget.contains(active));
    if (!lost) return;
    const status = node.querySelector<HTMLElement>('[data-part="screen-loading"]');
    if (!status) return;
    status.tabIndex = -1;
    status.focus({ preventScroll: true });
    // Only when it appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={root} style={{ display: 'contents' }}>
      <ScreenSkeleton />
    </div>
  );
}

/** A host's replacement or wrapper of a screen, given the whole state (so it re-renders on every change). */
function Slot({ Override, Default }: { Override: ComponentType<ScreenSlotProps>; Default: ComponentType }) {
  const { state, send } = useFlow();
  return <Override Default={Default} state={state} send={send} />;
}

/**
 * Renders whichever screen the flow is on (spec §2: "An internal screen state decides what is shown"), or
 * the host's replacement for it. It re-renders only when the screen changes; the screen itself re-renders
 * for what it reads.
 */
export function CurrentScreen({ screens, loaded }: CurrentScreenProps) {
  const screen = useFlowSelector((state) => state.screen);
  const { prefetch } = useFlowContext();
  const config = useConfig();
  // Away from Main (a later step, or a mode that starts elsewhere), the user is in a flow: the screens it
  // may lead to load now rather than at each step.
  const away = screen !== 'Main';
  useEffect(() => {
    if (away) prefetch(config.products);
  }, [away, prefetch, config.products]);
  const Default = loaded?.[screen] ?? screenComponent(screen);
  if (!Default) return null;
  const Override = screens?.[screen];
  return <Suspense fallback={<ScreenFallback />}>{Override ? <Slot Override={Override} Default={Default} /> : <Default />}</Suspense>;
}
