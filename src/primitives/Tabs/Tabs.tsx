import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Tabs.css.js';

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
  /** Accessible name of the tab list (what the tabs choose between). */
  'aria-label': string;
  /**
   * Writing direction for arrow keys (in right-to-left, ArrowLeft moves to the next tab).
   * @default the direction the tab list is laid out in (an ancestor's `dir`)
   */
  dir?: 'ltr' | 'rtl';
}

/** Keys that move focus along the list; in right-to-left text the horizontal arrows swap. */
const STEPS: Record<string, (index: number, count: number, rtl: boolean) => number> = {
  ArrowRight: (i, n, rtl) => (rtl ? i - 1 + n : i + 1) % n,
  ArrowLeft: (i, n, rtl) => (rtl ? i + 1 : i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Tabs on the WAI-ARIA Authoring Practices' pattern with automatic activation, used on Main for the Text /
 * WhatsApp / Email forms (spec §2): one tab stop (the selected tab, roving tabindex), ArrowLeft/ArrowRight
 * wrapping around and mirrored in right-to-left text, Home and End, disabled tabs skipped, the panel
 * labelled by its tab and focusable.
 *
 * Written here rather than taken from Radix Tabs: for a fixed list of at most three tabs the pattern is
 * this much code, while Radix's roving-focus group and collection cost Main 8.3 KB gzip up front, a fifth
 * of the widget's 45 KB budget (issue 10). The data attributes are Radix's, so styles and tests read the same.
 */
export function Tabs<V extends string = string>({ items, value, defaultValue, onValueChange, 'aria-label': ariaLabel, dir }: TabsProps<V>) {
  const id = useId();
  const enabled = items.filter((item) => !item.disabled);
  const [uncontrolled, setUncontrolled] = useState(() => defaultValue ?? enabled[0]?.value);
  const selected = value ?? uncontrolled;
  const triggers = useRef(new Map<V, HTMLButtonElement>());
  // The one tab stop: the selected tab, or the first enabled one when nothing selectable is selected.
  const stop = enabled.some((item) => item.value === selected) ? selected : enabled[0]?.value;

  const select = (next: V) => {
    if (next === selected) return;
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: V) => {
    const step = STEPS[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey || enabled.length === 0) return;
    event.preventDefault();
    // The direction the text is laid out in, so a page or container set to `dir="rtl"` needs no prop.
    const rtl = (dir ?? getComputedStyle(event.currentTarget).direction) === 'rtl';
    const index = enabled.findIndex((item) => item.value === current);
    const target = enabled[step(Math.max(index, 0), enabled.length, rtl)]!;
    // Focusing the tab selects it (automatic activation, in onFocus), as a click does.
    triggers.current.get(target.value)?.focus();
  };

  return (
    <div className={styles.root} data-part="tabs" data-orientation="horizontal" dir={dir}>
      <div
        role="tablist"
        aria-orientation="horizontal"
        className={styles.list}
        data-part="tabs-list"
        data-orientation="horizontal"
        aria-label={ariaLabel}
      >
        {items.map((item, index) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) triggers.current.set(item.value, node);
                else triggers.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={item.value === stop ? 0 : -1}
              disabled={item.disabled}
              className={styles.trigger}
              data-part="tabs-trigger"
              data-state={active ? 'active' : 'inactive'}
              data-orientation="horizontal"
              data-disabled={item.disabled ? '' : undefined}
              onClick={() => select(item.value)}
              onFocus={() => select(item.value)}
              onKeyDown={(event) => onKeyDown(event, item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => {
        const active = item.value === selected;
        // Every panel exists so each tab's aria-controls resolves; only the selected one has content.
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            tabIndex={0}
            hidden={!active}
            className={styles.content}
            data-part="tabs-panel"
            data-state={active ? 'active' : 'inactive'}
            data-orientation="horizontal"
          >
            {active && item.content}
          </div>
        );
      })}
    </div>
  );
}
