/**
 * What every Gatehouse custom element does the same way (the spec §9 elements and `<gatehouse-account-settings>`):
 * properties set from script (taken over when set before the element was defined), one render per task however
 * many of them the page sets, a React root kept while the element moves within the page and unmounted once it
 * has left it. The element says only which properties and attributes it has and what it renders.
 */
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface PropertyElementOptions<P> {
  /** The properties the page sets from script. */
  properties: readonly (keyof P & string)[];
  /** The attributes whose change renders again. */
  observedAttributes: readonly string[];
  /** What a property reads before the page set it. */
  unset: (key: keyof P) => unknown;
  /** The tree for the element and its properties so far; `null` renders nothing yet (a required one is unset). */
  render: (element: HTMLElement, properties: Partial<P>) => ReactNode | null;
}

/** The element class; made when `defineElements()` runs, as there is no `HTMLElement` on a server. */
export function propertyElementClass<P>(options: PropertyElementOptions<P>): CustomElementConstructor {
  class PropertyElement extends HTMLElement {
    static readonly observedAttributes = options.observedAttributes;

    #props: Partial<P> = {};
    #root: Root | null = null;
    #scheduled = false;

    constructor() {
      super();
      // A page may set properties before the element was defined; those sit on the instance and would hide
      // the accessors. Take them over (the usual custom-element "upgrade" step).
      for (const key of options.properties) {
        if (!Object.prototype.hasOwnProperty.call(this, key)) continue;
        const value = (this as Record<string, unknown>)[key];
        delete (this as Record<string, unknown>)[key];
        (this as Record<string, unknown>)[key] = value;
      }
    }

    connectedCallback(): void {
      this.schedule();
    }

    disconnectedCallback(): void {
      // Moving the element within the page disconnects and reconnects it in one task: keep the widget (and
      // the user's place). Only an element still out of the page at the end of the task is torn down: the
      // React tree unmounts, which stops the flow's timers, actions in flight (the passkey autofill
      // ceremony among them) and subscriptions.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#root?.unmount();
        this.#root = null;
      });
    }

    attributeChangedCallback(): void {
      this.schedule();
    }

    /** Renders once per task, however many properties the page sets in it. */
    schedule(): void {
      if (this.#scheduled) return;
      this.#scheduled = true;
      queueMicrotask(() => {
        this.#scheduled = false;
        this.#render();
      });
    }

    readProperty(key: keyof P): unknown {
      return this.#props[key] ?? options.unset(key);
    }

    writeProperty(key: keyof P, value: unknown): void {
      (this.#props as Record<keyof P, unknown>)[key] = value;
      this.schedule();
    }

    #render(): void {
      if (!this.isConnected) return;
      const tree = options.render(this, this.#props);
      if (tree === null) return;
      this.#root ??= createRoot(this);
      this.#root.render(tree);
    }
  }
  for (const key of options.properties) {
    Object.defineProperty(PropertyElement.prototype, key, {
      configurable: true,
      enumerable: true,
      get(this: PropertyElement) {
        return this.readProperty(key);
      },
      set(this: PropertyElement, value: unknown) {
        this.writeProperty(key, value);
      },
    });
  }
  return PropertyElement;
}
