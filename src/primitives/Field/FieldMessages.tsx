import type { HTMLAttributes } from 'react';
import * as styles from './Field.css.js';

export interface FieldMessagesProps {
  /** Helper text, shown when set. */
  description?: string | undefined;
  /** Error text, shown only while the field is invalid. */
  errorMessage?: string | undefined;
  isInvalid: boolean;
  /** Ids from `useFieldIds`, so the control's `aria-describedby` points here. */
  descriptionProps: HTMLAttributes<HTMLElement>;
  errorMessageProps: HTMLAttributes<HTMLElement>;
}

/**
 * The helper and error lines under a field, shared by TextField, PhoneField and OTPField. The error is
 * `role="alert"` so it is announced when it appears (house style: errors through primitives with alert
 * wiring).
 */
export function FieldMessages({ description, errorMessage, isInvalid, descriptionProps, errorMessageProps }: FieldMessagesProps) {
  return (
    <>
      {description ? (
        <div {...descriptionProps} data-part="description" className={styles.description}>
          {description}
        </div>
      ) : null}
      {isInvalid && errorMessage ? (
        <div {...errorMessageProps} role="alert" data-part="error" className={styles.error}>
          {errorMessage}
        </div>
      ) : null}
    </>
  );
}
