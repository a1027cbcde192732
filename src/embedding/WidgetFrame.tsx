/**
 * The container the widget renders in (spec §1: "either in an isolated shadow container (option
 * enableShadowDOM) or in a plain container"). Every form of the widget — the React entry points, the mount
 * API and the custom elements — renders through this, so they behave alike.
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { EmbeddingContext } from '../react/embedding.js';
import * as styles from './frame.css.js';
import { mirrorParts } from './parts.js';
import { serverShadowStyles, shadowStyles, subscribeShadowStyles } from './stylesheet.js';

const noSubscription = () => () => undefined;

export interface WidgetFrameProps {
  /** Render inside an open shadow root (`config.enableShadowDOM`). */
  shadow: boolean;
  /**
   * The element to live in when the caller owns one (a custom element renders into itself). Without it the
   * frame renders a `<div data-gatehouse>` of its own.
   */
  host?: HTMLElement;
  /** Receives the host element once it exists (the target of the widget's DOM events). */
  hostRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/**
 * Renders `children` in the plain container or in an open shadow root on the host. In the shadow root the
 * package stylesheet is linked (or, from source, adopted: see `stylesheet.ts`) and the content waits for it,
 * so it never shows unstyled; `data-part`s are mirrored as `part`s for `::part()`. Switching modes keeps the
 * flow (it lives above this) and re-renders the screens in the other container; a shadow root cannot be
 * removed, so in plain mode an existing one gets a `<slot>` that shows the light DOM again.
 */
export function WidgetFrame({ shadow, host: given, hostRef, children }: WidgetFrameProps) {
  // The container of its own, once rendered. It becomes state (for the shadow root and `useEmbedding`'s
  // `host`) after the first paint in a plain container, not from a ref callback: a state update in the
  // commit phase is synchronous, and React then runs that re-render and every pending passive effect of the
  // first render (the flow's connect, brand marks, listeners) in the same task, before the browser paints
  // Main (issue 27: mount → header).
  const ownRef = useRef<HTMLDivElement>(null);
  const [own, setOwn] = useState<HTMLElement | null>(null);
  const host = given ?? own;
  const [root, setRoot] = useState<ShadowRoot | null>(() => given?.shadowRoot ?? null);
  // Only a shadow root needs the package's styles brought in (and, from source, watched for changes).
  const sheets = useSyncExternalStore(shadow ? subscribeShadowStyles : noSubscription, shadowStyles, serverShadowStyles);
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());

  useLayoutEffect(() => {
    if (hostRef) hostRef.current = given ?? ownRef.current;
  }, [given, hostRef]);

  // In shadow DOM nothing shows until the root exists: the container is needed at once.
  useLayoutEffect(() => {
    if (shadow && !given) setOwn(ownRef.current);
  }, [shadow, given]);
  useEffect(() => {
    if (!given) setOwn(ownRef.current);
  }, [given]);

  useLayoutEffect(() => {
    if (!shadow) return;
    if (host && !root) setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, [shadow, host, root]);

  useLayoutEffect(() => {
    if (!shadow || !root) return;
    root.adoptedStyleSheets = [...sheets.sheets];
    const stopMirroring = mirrorParts(root);
    return () => {
      stopMirroring();
      root.adoptedStyleSheets = [];
    };
  }, [shadow, root, sheets.sheets]);

  const markLoaded = (href: string) => setLoaded((done) => (done.has(href) ? done : new Set(done).add(href)));
  const ready = sheets.links.every((href) => loaded.has(href));

  const light = shadow ? null : children;
  const portal =
    root &&
    createPortal(
      shadow ? (
        <EmbeddingContext.Provider value={{ host, shadowRoot: root }}>
          {sheets.links.map((href) => (
            // A failed load still shows the widget (unstyled but usable) rather than nothing.
            <link key={href} rel="stylesheet" href={href} onLoad={() => markLoaded(href)} onError={() => markLoaded(href)} />
          ))}
          {ready ? children : null}
        </EmbeddingContext.Provider>
      ) : (
        <slot />
      ),
      root,
    );

  if (given) {
    return (
      <EmbeddingContext.Provider value={{ host: given, shadowRoot: null }}>
        {light}
        {portal}
      </EmbeddingContext.Provider>
    );
  }
  return (
    <EmbeddingContext.Provider value={{ host: own, shadowRoot: null }}>
      <div ref={ownRef} data-gatehouse="" className={styles.container}>
        {light}
      </div>
      {portal}
    </EmbeddingContext.Provider>
  );
}
