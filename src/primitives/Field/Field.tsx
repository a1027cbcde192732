import { useEffect, useRef, type HTMLAttributes, type LabelHTMLAttributes, type ReactNode } from 'react';
import * as hidden from '../shared/visuallyHidden.css.js';
import { FieldMessages } from './FieldMessages.js';
import * as styles from './Field.css.js';

/** The props of {@link Field}, the layout; a field's own props are {@link FieldProps} (./useField.ts). */
export interface FieldLayoutProps {
  /** Stable styling hook of the root, e.g. 'text-field'. */
  part: string;
  /** The visible (or, with `hideLabel`, visually hidden) label. */
  label: string;
  /** Hides the label visually; it still names the control. @default false */
  hideLabel?: boolean;
  /** Helper text, shown when set. */
  description?: string | undefined;
  /** Error text, shown only while the field is invalid. */
  errorMessage?: string | undefined;
  /** Shows the error and marks the root `data-invalid`. */
  isInvalid: boolean;
  /** Marks the root `data-disabled`, which dims the label and the input surfaces inside. @default false */
  disabled?: boolean;
  /** The ids `useFieldIds` returned, so `aria-describedby` points here. */
  aria: {
    labelProps: HTMLAttributes<HTMLElement> | LabelHTMLAttributes<HTMLLabelElement>;
    descriptionProps: HTMLAttributes<HTMLElement>;
    errorMessageProps: HTMLAttributes<HTMLElement>;
  };
  /** The control(s) between the label and the messages. */
  children: ReactNode;
  /** Extra state for styles and tests, e.g. `data-country`. */
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/**
 * The layout every field shares: label, control, then the helper and error lines, in one column. State
 * goes out as `data-invalid` / `data-disabled` on the root so the input surfaces inside follow it.
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
  aria,
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
  const labelElement = (
    <label {...aria.labelProps} data-part="label" className={hideLabel ? hidden.visuallyHidden : styles.label}>
      {label}
    </label>
  );
  return (
    <div
      {...data}
      ref={root}
      data-part={part}
      className={styles.root}
      data-invalid={isInvalid || undefined}
      data-disabled={disabled || undefined}
    >
      {labelElement}
      {children}
      <FieldMessages
        description={description}
        errorMessage={errorMessage}
        isInvalid={isInvalid}
        descriptionProps={aria.descriptionProps}
        errorMessageProps={aria.errorMessageProps}
      />
    </div>
  );
}
