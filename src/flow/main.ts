/**
 * Main's layout rules (spec §2), as a pure function of the config and the browser's capabilities: which
 * groups show in which order, the social/wallet slot rule, the tabs and the passkey button. Main renders
 * the sections this returns and nothing else.
 */
import { MAX_MAIN_BUTTONS } from '../constants.js';
import {
  formTabs,
  passkeyAutofill,
  productsOf,
  type EmailForm,
  type FormTab,
  type OAuthProviderConfig,
  type Product,
  type WidgetConfig,
} from './config.js';
import type { EmailSubmit } from './product.js';
import { products } from './products/index.js';
import type { DetectedWallet, FlowEnvironment } from './state.js';

export type MainSection =
  | {
      kind: 'buttons';
      /** Social buttons, in config order. */
      providers: OAuthProviderConfig[];
      /** Wallet buttons shown on Main. */
      wallets: DetectedWallet[];
      /** 'Continue with other Crypto Wallet': more wallets than slots (spec §2). */
      otherWallets: boolean;
      /**
       * 'Set up a new crypto wallet': crypto is configured but the browser offers no wallet. `null` while the
       * wallets are unknown (a server render, the hydrating one): its slot is reserved, hidden, so the one
       * button that then shows (this one, or the wallet found) moves nothing (issue 38).
       */
      setupWallet: boolean | null;
    }
  | { kind: 'form'; tabs: FormTab[] }
  | {
      kind: 'passkey';
      /**
       * Its place is held, hidden: a server's HTML laid the button out while passkey autofill was unknown, and the
       * browser turned out to have it (or has not said yet), so the button does not show there (issue 38).
       */
      held: boolean;
    };

/** A group of Main's controls (spec §2): the social and wallet buttons, the form's tabs, the passkey button. */
export type MainGroup = MainSection['kind'];

/** The Main group `product` shows in (its `onMain`); none for a product with nothing on Main (totp). */
const groupOf = (product: Product): MainGroup | undefined => products.find((candidate) => candidate.id === product)?.onMain?.group;

/**
 * What a submit of Main's email form does when `owner` has its Email tab (spec §5): the owner's `onMain.email`
 * (each product an `EmailForm` names declares one: test/flow/main.test.ts).
 */
export const emailSubmit = (owner: EmailForm): EmailSubmit =>
  products.find((product) => product.id === owner)?.onMain?.email as EmailSubmit;

/**
 * The sections of Main in the order their products first appear in `products`, with a divider between
 * neighbours (spec §2 "A divider separates the social/crypto group from the form group"). `held`: the widget
 * rendered on a server or hydrated its HTML, which holds the passkey button's place (issue 38).
 */
export function mainLayout(config: WidgetConfig, env: FlowEnvironment, held = false): MainSection[] {
  const has = (p: Product) => productsOf(config).includes(p);
  const tabs = formTabs(config);
  const sections = new Map<MainGroup, MainSection>();

  for (const product of config.products) {
    const group = groupOf(product);
    if (!group || sections.has(group) || !has(product)) continue;
    if (group === 'buttons') {
      const section = buttonGroup(socialProviders(config), has('crypto'), env.wallets);
      if (section.providers.length || section.wallets.length || section.otherWallets || section.setupWallet !== false) {
        sections.set(group, section);
      }
    } else if (group === 'form') {
      if (tabs.length) sections.set(group, { kind: 'form', tabs });
    } else {
      const shown = showPasskeyButton(tabs.length > 0, passkeyAutofill(config, env));
      if (shown || held) sections.set(group, { kind: 'passkey', held: !shown });
    }
  }
  return [...sections.values()];
}

/**
 * The configured products whose screens a section's controls lead to, loaded once the user shows intent for
 * the section (issue 27). A product with no control on Main (TOTP) follows a primary sign-in, so every
 * section leads to it.
 */
export function sectionProducts(kind: MainGroup, config: WidgetConfig): Product[] {
  return config.products.filter((product) => {
    const group = groupOf(product);
    return group === kind || group === undefined;
  });
}

/** The configured social providers. */
function socialProviders(config: WidgetConfig): readonly OAuthProviderConfig[] {
  return config.products.includes('oauth') ? (config.oauthOptions?.providers ?? []) : [];
}

/** Spec §2: "Extra wallets go to the 'other' screen" — the wallets that found no slot on Main. */
export function otherWallets(config: WidgetConfig, env: FlowEnvironment): DetectedWallet[] {
  const onMain = new Set(buttonGroup(socialProviders(config), true, env.wallets).wallets.map((wallet) => wallet.id));
  return (env.wallets ?? []).filter((wallet) => !onMain.has(wallet.id));
}

/**
 * Spec §2: 'Login with a Passkey' appears unless the browser supports passkey autofill and a form product is
 * present (autofill on the form's input then offers the passkey). While support is unknown and a form is
 * present the button waits, so it does not flash and vanish.
 */
function showPasskeyButton(hasForm: boolean, autofill: boolean | null): boolean {
  if (!hasForm) return true;
  return autofill === false;
}

/**
 * Spec §2 social and wallet area: at most 6 buttons; wallet slots = 6 − social providers − 1; extra wallets
 * go to the 'other' screen. Social providers beyond the limit are cut (one slot stays for the wallet entry
 * when crypto is configured). Until the browser's wallets are known a wallet button's slot is held (`setupWallet: null`).
 */
export function buttonGroup(
  providers: readonly OAuthProviderConfig[],
  crypto: boolean,
  wallets: readonly DetectedWallet[] | null,
): Extract<MainSection, { kind: 'buttons' }> {
  const unique = providers.filter((p, i) => providers.findIndex((q) => q.type === p.type) === i);
  const social = unique.slice(0, crypto ? MAX_MAIN_BUTTONS - 1 : MAX_MAIN_BUTTONS);
  if (!crypto || !wallets?.length)
    return { kind: 'buttons', providers: social, wallets: [], otherWallets: false, setupWallet: crypto && (wallets ? true : null) };
  const slots = MAX_MAIN_BUTTONS - social.length - 1;
  const overflow = wallets.length > slots;
  return {
    kind: 'buttons',
    providers: social,
    wallets: overflow ? wallets.slice(0, slots) : [...wallets],
    otherWallets: overflow,
    setupWallet: false,
  };
}
