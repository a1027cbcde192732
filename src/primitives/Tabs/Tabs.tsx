import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useMessages, type MessageKey } from '../../i18n';
import type { OTPMethod } from '../../wire';
import * as styles from './Tabs.css';

/** One tab: its value, its visible label and its panel. */
export interface TabItem<V extends string = string> {
  /** Identifies the tab; what `value` / `onValueChange` carry. */
  value: V;
  /** Visible, accessible name of the tab. */
  label: string;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** Skips the tab in arrow-key navigation and makes it unselectable. @default false */
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  /** The tabs, in order. */
  items: readonly TabItem<V>[];
  /** The selected tab, when controlled. @default undefined */
  value?: V;
  /**
   * The tab selected first, when uncontrolled.
   * @default the first enabled item's value
   */
  defaultValue?: V;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: V) => void;
  /**
   * Accessible name of the tab list.
   * @default the catalogue's 'main.tabs.label'
   */
  'aria-label'?: string;
  /**
   * Writing direction for arrow keys (in right-to-left, ArrowLeft moves to the next tab).
   * @default 'ltr'
   */
  dir?: 'ltr' | 'rtl';
}

/** Catalogue keys of the OTP method tabs on Main (spec §2: "labelled Text, WhatsApp, Email"). */
export const otpMethodTabLabels = {
  sms: 'main.tabs.sms',
  whatsapp: 'main.tabs.whatsapp',
  email: 'main.tabs.email',
} as const satisfies Record<OTPMethod, MessageKey>;

/**
 * Tabs with arrow-key, Home and End navigation from Radix Tabs (roving focus, automatic activation),
 * used on Main for the Text / WhatsApp / Email forms (spec §2).
 */
export function Tabs<V extends string = string>({
  items,
  value,
  defaultValue,
  onValueChange,
  'aria-label': ariaLabel,
  dir,
}: TabsProps<V>) {
  const t = useMessages();
  const fallback = items.find((item) => !item.disabled)?.value;
  return (
    <RadixTabs.Root
      className={styles.root}
      data-part="tabs"
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? fallback) : undefined}
      // Radix types the value as string; every value it reports comes from `items`, so it is a V.
      onValueChange={onValueChange as ((value: string) => void) | undefined}
      dir={dir}
      activationMode="automatic"
    >
      <RadixTabs.List className={styles.list} data-part="tabs-list" aria-label={ariaLabel ?? t('main.tabs.label')} loop>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            className={styles.trigger}
            data-part="tabs-trigger"
            value={item.value}
            disabled={item.disabled}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} className={styles.content} data-part="tabs-panel" value={item.value}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
