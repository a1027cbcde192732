import { useEffect, useRef, type ReactNode } from 'react';
import * as hidden from '../shared/visuallyHidden.css.js';
import * as styles from './Field.css.js';

/** The props of {@link Field}, the layout, as `useField` gives them; a field's own props are `FieldProps`. */
export interface FieldLayoutProps {
  /** Stable styling hook of the root, e.g. 'text-field'. */
  part: string;
  /** The visible (or, with `hideLabel`, visually hidden) label. */
  label: string;
  /** Hides the label visually; it still names the control. @default false */
  hideLabel?: boolean | undefined;
  /** Helper text, shown when set. */
  description?: string | undefined;
  /** Error text, shown only while the field is invalid. */
  errorMessage?: string | undefined;
  /** Shows the error and marks the root `data-invalid`. */
  isInvalid: boolean;
  /** Marks the root `data-disabled`, which dims the label and the input surfaces inside. @default false */
  disabled?: boolean;
  /** The id the label's, the helper's and the error's ids start with (`-label`, `-description`, `-error`). */
  idPrefix: string;
  /** Id of the control the label is for. */
  controlId: string;
  /** The control(s) between the label and the messages. */
  children: ReactNode;
  /** Extra state for styles and tests, e.g. `data-country`. */
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/**
 * The layout every field shares: label, control, then the helper and error lines, in one column. State
 * goes out as `data-invalid` / `data-disabled` on the root so the input surfaces inside follow it. The error
 * is `role="alert"` so it is announced when it appears (house style: errors through primitives with alert
 * wiring).
 *
 * When an error appears on a field already on screen (the answer to a submit), focus moves to the control it
 * is about, which is `aria-invalid` and described by it (issue 23): whoever pressed the submit button lands
 * where the correction is typed, instead of on a button or, worse, on `<body>`.
 */
export function Field({
  part,
  label,
  hideLabel = false,
  description,
  errorMessage,
  isInvalid,
  disabled = false,
  idPrefix,
  controlId,
  children,
  ...data
}: FieldLayoutProps) {
  const root = useRef<HTMLDivElement>(null);
  const shownError = isInvalid && errorMessage ? errorMessage : null;
  const lastError = useRef(shownError);
  useEffect(() => {
    const was = lastError.current;
    lastError.current = shownError;
    // Not on mount: a field that opens with an error (a screen entered again) leaves focus to the screen.
    if (!shownError || shownError === was) return;
    // Focusing the control that already has focus does nothing, so no check is needed (and inside a shadow
    // root `document.activeElement` is the host anyway).
    root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shownError]);
  return (
    <div
      {...data}
      ref={root}
      data-part={part}
      className={styles.root}
      data-invalid={isInvalid || undefined}
      data-disabled={disabled || undefined}
    >
      <label id={`${idPrefix}-label`} htmlFor={controlId} data-part="label" className={hideLabel ? hidden.visuallyHidden : styles.label}>
        {label}
      </label>
      {children}
      {description ? (
        <div id={`${idPrefix}-description`} data-part="description" className={styles.description}>
          {description}
        </div>
      ) : null}
      {shownError ? (
        <div id={`${idPrefix}-error`} role="alert" data-part="error" className={styles.error}>
          {shownError}
        </div>
      ) : null}
    </div>
  );
}
