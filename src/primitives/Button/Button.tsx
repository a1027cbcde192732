import type { ReactNode, Ref } from 'react';
import { mergeProps, useButton, useFocusRing, useHover, useObjectRef } from 'react-aria';
import { Spinner } from '../Spinner';
import { useHeldStyleId } from '../shared/heldStyleIds';
import * as styles from './Button.css';

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
  /** Associates the button with a form outside it. */
  form?: string;
  /** Stable styling hook; defaults to `button`. @default 'button' */
  part?: string;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The widget's button, with hover/focus-visible/pressed state from react-aria. */
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
  ...aria
}: ButtonProps) {
  const objectRef = useObjectRef<HTMLButtonElement>(ref as Parameters<typeof useObjectRef<HTMLButtonElement>>[0]);
  // usePress would append a <style> for touch-action; the kit's CSS sets it (see heldStyleIds.ts).
  useHeldStyleId('react-aria-pressable-style');
  const { buttonProps, isPressed } = useButton(
    {
      type,
      isDisabled: disabled,
      // While loading the press handler is withheld rather than disabling the element (React Aria's
      // isPending pattern), so focus is not lost mid-submit.
      onPress: loading ? undefined : onPress,
      ...aria,
    },
    objectRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: disabled || loading });
  const pendingProps = loading
    ? {
        'aria-busy': true,
        'aria-disabled': true,
        // A submit button must not submit its form again while pending.
        onClick: (e: { preventDefault(): void }) => e.preventDefault(),
        onKeyDown: (e: { key: string; preventDefault(): void }) => {
          if (e.key === 'Enter' || e.key === ' ') e.preventDefault();
        },
      }
    : {};
  return (
    <button
      {...(mergeProps(buttonProps, focusProps, hoverProps, pendingProps) as object)}
      ref={objectRef}
      form={form}
      className={styles.button({ variant })}
      data-part={part}
      data-variant={variant}
      data-pending={loading || undefined}
      data-has-icon={icon ? true : undefined}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {icon ? (
        <>
          <span aria-hidden="true" data-part="button-icon" className={styles.icon}>
            {loading ? <Spinner size="small" label="" /> : icon}
          </span>
          <span data-part="button-label">{children}</span>
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
