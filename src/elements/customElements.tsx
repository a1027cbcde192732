/**
 * The custom elements (spec §9 names): `<stytch-ui>` (login), `<stytch-reset-password>` and
 * `<stytch-passkey-registration>`. Each renders the same widget as the React entry points, into itself
 * (light DOM) or into its own open shadow root with `config.enableShadowDOM`.
 *
 * Nothing here runs on import: the classes are created by `defineElements()`, so importing
 * `gatehouse-auth/elements` on a server (no `HTMLElement`, no `customElements`) defines nothing and does not throw.
 */
import type { GatehouseClient } from '../client/index.js';
import type { WidgetConfig } from '../flow/config.js';
import type { FlowCallbacks } from '../flow/controller.js';
import type { FlowMode } from '../flow/state.js';
import type { MessageOverrides } from '../i18n/index.js';
import type { BaseTheme, ColorScheme, Presentation, Theme } from '../theme/index.js';
import { CurrentScreen, FlowProvider } from '../widget/index.js';
import { ELEMENT_NAMES } from '../embedding/index.js';
import { ACCOUNT_ELEMENT_NAME, accountElementClass } from './accountElement.js';
import { propertyElementClass } from './propertyElement.js';

/** The reset token attribute of `<stytch-reset-password>`. */
export const RESET_TOKEN_ATTRIBUTE = 'password-reset-token';

/**
 * The language attribute of every element (`<stytch-ui locale="fr">`), the `locale` prop of the React entry
 * points; without it the page's `<html lang>`, then the browser's languages.
 */
export const LOCALE_ATTRIBUTE = 'locale';

/** The properties every element takes (the React entry points' props). Set them from script. */
export interface GatehouseElementProperties {
  /** A `gatehouse-auth/client` instance. Nothing renders until `client` and `config` are both set. */
  client: GatehouseClient | null;
  /** The widget config (spec §3); `enableShadowDOM` renders into the element's open shadow root. */
  config: WidgetConfig | null;
  /** A typed theme override (spec §3 Theme). */
  styles: Theme | undefined;
  /** The built-in theme the override applies on. @default 'default' */
  baseTheme: BaseTheme | undefined;
  /** A theme in the provider's 6.x keys (`{ theme, options }`), instead of `styles` (issue 41). */
  presentation: Presentation | undefined;
  /** `'light'`, `'dark'` or `'auto'` (follows `prefers-color-scheme`). */
  colorScheme: ColorScheme | undefined;
  /** Any subset of the message catalogue. */
  strings: MessageOverrides | undefined;
  /** `onEvent` / `onError`; both are also dispatched as `stytch-event` / `stytch-error` DOM events. */
  callbacks: FlowCallbacks | undefined;
}

/** `<stytch-ui>` and `<stytch-passkey-registration>`. */
export interface GatehouseElement extends HTMLElement, GatehouseElementProperties {}

/** `<stytch-reset-password>`: also the reset token, as the `password-reset-token` attribute or this property. */
export interface ResetPasswordElement extends GatehouseElement {
  /** Reflects `password-reset-token`; when absent the token is read from the page's URL (spec §2). */
  passwordResetToken: string | null;
}

const PROPERTIES = [
  'client',
  'config',
  'styles',
  'baseTheme',
  'presentation',
  'colorScheme',
  'strings',
  'callbacks',
] as const satisfies readonly (keyof GatehouseElementProperties)[];

function elementClass(mode: FlowMode): CustomElementConstructor {
  const WidgetElement = propertyElementClass<GatehouseElementProperties>({
    properties: PROPERTIES,
    observedAttributes: mode === 'resetPassword' ? [LOCALE_ATTRIBUTE, RESET_TOKEN_ATTRIBUTE] : [LOCALE_ATTRIBUTE],
    unset: (key) => (key === 'client' || key === 'config' ? null : undefined),
    render: (element, { client, config, styles, baseTheme, presentation, colorScheme, strings, callbacks }) =>
      client && config ? (
        <FlowProvider
          host={element}
          mode={mode}
          client={client}
          config={config}
          styles={styles}
          baseTheme={baseTheme}
          presentation={presentation}
          colorScheme={colorScheme}
          locale={element.getAttribute(LOCALE_ATTRIBUTE) ?? undefined}
          strings={strings}
          callbacks={callbacks}
          passwordResetToken={element.getAttribute(RESET_TOKEN_ATTRIBUTE) ?? undefined}
        >
          <CurrentScreen />
        </FlowProvider>
      ) : null,
  });
  if (mode === 'resetPassword') {
    Object.defineProperty(WidgetElement.prototype, 'passwordResetToken', {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.getAttribute(RESET_TOKEN_ATTRIBUTE);
      },
      set(this: HTMLElement, value: string | null) {
        if (value === null || value === undefined) this.removeAttribute(RESET_TOKEN_ATTRIBUTE);
        else this.setAttribute(RESET_TOKEN_ATTRIBUTE, value);
      },
    });
  }
  return WidgetElement;
}

/**
 * Registers `<stytch-ui>`, `<stytch-reset-password>`, `<stytch-passkey-registration>` and
 * `<gatehouse-account-settings>` (issue 39). Safe to call
 * more than once, and when another copy of the package registered them first (that copy's elements are kept).
 * Does nothing where there is no custom element registry (a server).
 */
export function defineElements(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (!registry) return;
  for (const [mode, name] of Object.entries(ELEMENT_NAMES) as [FlowMode, string][]) {
    if (!registry.get(name)) registry.define(name, elementClass(mode));
  }
  if (!registry.get(ACCOUNT_ELEMENT_NAME)) registry.define(ACCOUNT_ELEMENT_NAME, accountElementClass(LOCALE_ATTRIBUTE));
}

declare global {
  interface HTMLElementTagNameMap {
    'stytch-ui': GatehouseElement;
    'stytch-reset-password': ResetPasswordElement;
    'stytch-passkey-registration': GatehouseElement;
  }
}
