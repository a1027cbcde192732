import type { ReactNode, Ref } from 'react';
import { useFocusRing } from '../shared/focusRing.js';
import { Spinner } from '../Spinner/index.js';
import * as styles from './Button.css.js';

export interface ButtonProps {
  /**
   * Look of the button: filled `primary`, outlined `secondary`, or a link-like `text` button.
   * @default 'primary'
   */
  variant?: styles.ButtonVariants['variant'];
  /** HTML button type. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Disables the button (not focusable, not clickable). @default false */
  disabled?: boolean;
  /**
   * Shows a spinner and marks the button busy (`aria-busy`). It stays focusable so keyboard users keep
   * their place, but presses are ignored until it is done.
   * @default false
   */
  loading?: boolean;
  /** Called on a press (mouse, touch, keyboard). Not called while disabled or loading. */
  onPress?: () => void;
  /** An icon shown before the text, hidden from assistive tech. */
  icon?: ReactNode;
  /** Accessible name when the visible content is not text. */
  'aria-label'?: string;
  /** Extra description ids. */
  'aria-describedby'?: string;
  /**
   * Marks the button unavailable while it stays focusable, so focus is not lost when it becomes
   * unavailable under the user's finger (issue 23). Unlike `disabled`, presses still reach `onPress`, so the
   * screen can say why nothing happens (e.g. the time left before a resend).
   * @default false
   */
  'aria-disabled'?: boolean;
  /** Associates the button with a form outside it. */
  form?: string;
  /** Stable styling hook; defaults to `button`. @default 'button' */
  part?: string;
  /** The visible label: the button's accessible name unless `aria-label` is given. */
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The widget's button: a native `<button>`, so Enter and Space press it and a submit button submits its form
 * without script. Hover is CSS (`:hover` where the device hovers) and the focus ring follows the last
 * interaction (shared/focusRing.ts), so the widget's first render carries no press-tracking machinery.
 */
export function Button({
  variant = 'primary',
  type = 'button',
  disabled = false,
  loading = false,
  onPress,
  icon,
  form,
  part = 'button',
  children,
  ref,
  'aria-disabled': unavailable = false,
  ...aria
}: ButtonProps) {
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button
      {...aria}
      {...focusProps}
      ref={ref}
      type={type}
      form={form}
      disabled={disabled}
      // While loading the button stays enabled and focusable (so focus is not lost mid-submit) but is marked
      // busy and ignores presses; preventing the click also stops a submit button submitting its form again.
      aria-busy={loading || undefined}
      aria-disabled={loading || unavailable || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onPress?.();
      }}
      className={styles.button({ variant })}
      data-part={part}
      data-variant={variant}
      data-pending={loading || undefined}
      data-has-icon={icon ? true : undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {icon ? (
        <>
          <span aria-hidden="true" data-part="button-icon" className={styles.icon}>
            {loading ? <Spinner size="small" label="" /> : icon}
          </span>
          <span data-part="button-label" className={styles.label}>
            {children}
          </span>
          <span aria-hidden="true" className={styles.iconBalance} />
        </>
      ) : (
        <>
          {loading ? <Spinner size="small" label="" /> : null}
          {children}
        </>
      )}
    </button>
  );
}
