/**
 * Where the widget lives on the page, for the parts that must know: the toast area announces inside the
 * shadow root, and One Tap needs a mount point in the light DOM. The frame that decides it (the embedding
 * layer's `WidgetFrame`) provides this; screens read it here, so they never import the frame.
 */
import { createContext, useContext, useId, type Ref } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './LightDomSlot.css.js';

/** Where the widget lives on the page. */
export interface Embedding {
  /** The element the widget lives in: a custom element, or the container the widget renders itself. */
  host: HTMLElement | null;
  /** The shadow root the widget renders in, or null in the plain container. */
  shadowRoot: ShadowRoot | null;
}

export const EmbeddingContext = createContext<Embedding>({ host: null, shadowRoot: null });

/** Where the widget lives: its host element and, in shadow DOM mode, its shadow root. */
export function useEmbedding(): Embedding {
  return useContext(EmbeddingContext);
}

export interface LightDomSlotProps {
  /** What the mount point is for; part of its id and slot name. */
  name: string;
  /** The mount point's id, when the caller must know it in advance. @default a unique id from `name` */
  id?: string;
  /** Stable styling hook. @default name */
  part?: string;
  /**
   * Styles the box the mount point takes: the element itself in a plain container, the `<slot>` that shows
   * it in shadow DOM (the shadow root's stylesheet cannot style the light-DOM element).
   */
  className?: string;
  /** The mount point element, for code that renders into it by itself. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A mount point that is always in the page's light DOM, shown where this renders. For third-party scripts
 * that look their container up by id and cannot render inside a shadow root (Google One Tap's
 * `prompt_parent_id`). In shadow DOM mode the element is a child of the host, assigned to a `<slot>` placed
 * here; in the plain container it simply renders here. Its id is unique on the page.
 */
export function LightDomSlot({ name, id: fixedId, part = name, className, ref }: LightDomSlotProps) {
  const { host, shadowRoot } = useEmbedding();
  const generated = `gh-${name}-${useId().replace(/[^\w-]/g, '')}`;
  const id = fixedId ?? generated;
  if (!shadowRoot || !host) return <div ref={ref} id={id} data-part={part} className={className} />;
  return (
    <>
      <slot name={id} className={className ? `${styles.lightDomSlot} ${className}` : styles.lightDomSlot} />
      {createPortal(<div ref={ref} id={id} slot={id} data-part={part} />, host)}
    </>
  );
}
