/**
 * `<gatehouse-account-settings>` (issue 39): the signed-in user's account page as a custom element, the same
 * `AccountSettings` the React entry renders, into the element itself or, with the `shadow` attribute (or
 * `enableShadowDOM` property), into its open shadow root. The page's code loads when the element first
 * renders. Created by `defineElements()`, never on import.
 */
import { createRoot, type Root } from 'react-dom/client';
import { AccountSettings } from '../account/lazy.js';
import type { AccountCallbacks } from '../account/index.js';
import type { GatehouseClient } from '../client/index.js';
import type { MessageOverrides } from '../i18n/index.js';
import type { BaseTheme, Theme } from '../theme/index.js';

/** The element's name. */
export const ACCOUNT_ELEMENT_NAME = 'gatehouse-account-settings';

/** The shadow-container attribute: present, the page renders in the element's open shadow root. */
export const SHADOW_ATTRIBUTE = 'shadow';

/** What `<gatehouse-account-settings>` takes from script (the `AccountSettings` props). */
export interface AccountSettingsElementProperties {
  /** A `gatehouse-auth/client` instance. Nothing renders until it is set. */
  client: GatehouseClient | null;
  styles: Theme | undefined;
  baseTheme: BaseTheme | undefined;
  strings: MessageOverrides | undefined;
  /** `onEvent` / `onError`; both are also dispatched as `stytch-event` / `stytch-error` DOM events. */
  callbacks: AccountCallbacks | undefined;
}

export interface AccountSettingsElement extends HTMLElement, AccountSettingsElementProperties {}

const PROPERTIES = [
  'client',
  'styles',
  'baseTheme',
  'strings',
  'callbacks',
] as const satisfies readonly (keyof AccountSettingsElementProperties)[];

/** The element's class, made when `defineElements()` runs (there is no `HTMLElement` on a server). */
export function accountElementClass(localeAttribute: string): CustomElementConstructor {
  class Element extends HTMLElement {
    static readonly observedAttributes: readonly string[] = [localeAttribute, SHADOW_ATTRIBUTE];
    #props: Partial<AccountSettingsElementProperties> = {};
    #root: Root | null = null;
    #scheduled = false;

    constructor() {
      super();
      // Properties set before the element was defined sit on the instance: take them over (the upgrade step).
      for (const key of PROPERTIES) {
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
      // A move within the page keeps the page (and the user's place); only an element left out is torn down.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#root?.unmount();
        this.#root = null;
      });
    }

    attributeChangedCallback(): void {
      this.schedule();
    }

    schedule(): void {
      if (this.#scheduled) return;
      this.#scheduled = true;
      queueMicrotask(() => {
        this.#scheduled = false;
        this.render();
      });
    }

    write(key: keyof AccountSettingsElementProperties, value: unknown): void {
      (this.#props as Record<string, unknown>)[key] = value;
      this.schedule();
    }

    read(key: keyof AccountSettingsElementProperties): unknown {
      return this.#props[key] ?? (key === 'client' ? null : undefined);
    }

    private render(): void {
      const { client, styles, baseTheme, strings, callbacks } = this.#props;
      if (!this.isConnected || !client) return;
      this.#root ??= createRoot(this);
      this.#root.render(
        <AccountSettings
          host={this}
          client={client}
          styles={styles}
          baseTheme={baseTheme}
          strings={strings}
          callbacks={callbacks}
          locale={this.getAttribute(localeAttribute) ?? undefined}
          enableShadowDOM={this.hasAttribute(SHADOW_ATTRIBUTE)}
        />,
      );
    }
  }
  for (const key of PROPERTIES) {
    Object.defineProperty(Element.prototype, key, {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        return this.read(key);
      },
      set(this: Element, value: unknown) {
        this.write(key, value);
      },
    });
  }
  return Element;
}

declare global {
  interface HTMLElementTagNameMap {
    'gatehouse-account-settings': AccountSettingsElement;
  }
}
