import { useId } from 'react';
import { useThemeOverride } from '../../theme/index.js';
import type { FieldLayoutProps } from './Field.js';

/**
 * The props every field shares (TextField, OTPField, PhoneField): its label, helper and error text, its
 * state, and the ids that tie them to its control. Each field extends it with its own control's props.
 */
export interface FieldProps {
  /**
   * The label naming the control, shown above it (placeholders are not labels).
   * @default the field's own from the catalogue where it has one ('field.otp.label', 'field.phone.label');
   * TextField requires it
   */
  label?: string;
  /** Helper text under the control, linked with `aria-describedby`. */
  description?: string;
  /**
   * Error text under the control. When set, the control is marked `aria-invalid` and the text is linked with
   * `aria-describedby` and announced (`role="alert"`).
   */
  errorMessage?: string;
  /**
   * Marks the value invalid without (or before) an error text.
   * @default true when `errorMessage` is set, else false
   */
  invalid?: boolean;
  /** Disables the field's controls; the root's `data-disabled` dims its label and input surfaces. @default false */
  disabled?: boolean;
  /** Id of the control; generated when left out. The theme's `inputIdSuffix` (`presentation.options`) is appended. */
  id?: string;
  /** Extra ids describing the control (e.g. a strength meter), added after the helper and the error. */
  'aria-describedby'?: string;
  /** Stable styling hook of the root. @default the field's name: 'text-field', 'otp-field', 'phone-field' */
  part?: string;
}

/** What a field resolves before it is wired: its label and part with the field's defaults applied. */
interface ResolvedFieldProps extends FieldProps {
  label: string;
  part: string;
  /** Hides the label visually; it still names the control. @default false */
  hideLabel?: boolean;
}

/** The wiring {@link useField} returns. */
export interface FieldAria {
  /** For `<Field>`: the layout around the control (label, messages, root state) and its ids. */
  layoutProps: Omit<FieldLayoutProps, 'children'>;
  /** For the control: its id, what describes it (helper, then error, then the caller's), and invalid state. */
  fieldProps: { id: string; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined };
}

/**
 * One field's wiring from its {@link FieldProps} (React Aria's `useField`), the same way for every field: the
 * `<label>` names the control through `for`; the helper and the visible error describe it
 * (`aria-describedby`), so a screen reader reads them on focus; `aria-invalid` marks a value the screen
 * rejected. Errors come from the screen (server or spec §5 messages), never from native constraint validation.
 */
export function useField({
  label,
  hideLabel,
  description,
  errorMessage,
  invalid,
  disabled = false,
  id,
  'aria-describedby': describedBy,
  part,
}: ResolvedFieldProps): FieldAria {
  const idPrefix = useId();
  // The provider's `presentation.options.inputIdSuffix` (issue 41): pages with two widgets keep input ids apart.
  const controlId = (id ?? `${idPrefix}-control`) + (useThemeOverride().inputIdSuffix ?? '');
  const isInvalid = invalid ?? Boolean(errorMessage);
  const describers = [
    description ? `${idPrefix}-description` : null,
    isInvalid && errorMessage ? `${idPrefix}-error` : null,
    describedBy || null,
  ];
  return {
    layoutProps: { part, label, hideLabel, description, errorMessage, isInvalid, disabled, idPrefix, controlId },
    fieldProps: {
      id: controlId,
      'aria-describedby': describers.filter(Boolean).join(' ') || undefined,
      'aria-invalid': isInvalid || undefined,
    },
  };
}
