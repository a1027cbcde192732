/**
 * `<gatehouse-account-settings>` (issue 39): the signed-in user's account page as a custom element, the same
 * `AccountSettings` the React entry renders, into the element itself or, with the `shadow` attribute (or
 * `enableShadowDOM` property), into its open shadow root. The page's code loads when the element first
 * renders. Created by `defineElements()`, never on import.
 */
import { AccountSettings } from '../account/lazy.js';
import type { AccountCallbacks } from '../account/index.js';
import type { GatehouseClient } from '../client/index.js';
import type { GatehouseElementProperties } from './customElements.js';
import { propertyElementClass } from './propertyElement.js';

/** The element's name. */
export const ACCOUNT_ELEMENT_NAME = 'gatehouse-account-settings';

/** The shadow-container attribute: present, the page renders in the element's open shadow root. */
export const SHADOW_ATTRIBUTE = 'shadow';

/** What `<gatehouse-account-settings>` takes from script (the `AccountSettings` props): the looks as `<stytch-ui>`'s. */
export interface AccountSettingsElementProperties extends Pick<
  GatehouseElementProperties,
  'styles' | 'baseTheme' | 'presentation' | 'colorScheme' | 'strings'
> {
  /** A `gatehouse-auth/client` instance. Nothing renders until it is set. */
  client: GatehouseClient | null;
  /** `onEvent` / `onError`; both are also dispatched as `stytch-event` / `stytch-error` DOM events. */
  callbacks: AccountCallbacks | undefined;
}

export interface AccountSettingsElement extends HTMLElement, AccountSettingsElementProperties {}

const PROPERTIES = [
  'client',
  'styles',
  'baseTheme',
  'presentation',
  'colorScheme',
  'strings',
  'callbacks',
] as const satisfies readonly (keyof AccountSettingsElementProperties)[];

/** The element's class, made when `defineElements()` runs (there is no `HTMLElement` on a server). */
export function accountElementClass(localeAttribute: string): CustomElementConstructor {
  return propertyElementClass<AccountSettingsElementProperties>({
    properties: PROPERTIES,
    observedAttributes: [localeAttribute, SHADOW_ATTRIBUTE],
    unset: (key) => (key === 'client' ? null : undefined),
    render: (element, { client, styles, baseTheme, presentation, colorScheme, strings, callbacks }) =>
      client ? (
        <AccountSettings
          host={element}
          client={client}
          styles={styles}
          baseTheme={baseTheme}
          presentation={presentation}
          colorScheme={colorScheme}
          strings={strings}
          callbacks={callbacks}
          locale={element.getAttribute(localeAttribute) ?? undefined}
          enableShadowDOM={element.hasAttribute(SHADOW_ATTRIBUTE)}
        />
      ) : null,
  });
}

declare global {
  interface HTMLElementTagNameMap {
    'gatehouse-account-settings': AccountSettingsElement;
  }
}
