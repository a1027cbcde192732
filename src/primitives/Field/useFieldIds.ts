import { useId } from 'react';

export interface FieldIdsOptions {
  /** Id of the control; generated when left out. */
  id?: string | undefined;
  /** Helper text: when set, the control is described by it. */
  description?: string | undefined;
  /** Error text: when set and the field is invalid, the control is described by it. */
  errorMessage?: string | undefined;
  isInvalid: boolean;
  /** Extra description ids from the caller, added after the field's own. */
  'aria-describedby'?: string | undefined;
}

/** The wiring {@link useFieldIds} returns: spread each part on its element. */
export interface FieldIds {
  /** For the `<label>`: points at the control. */
  labelProps: { id: string; htmlFor: string };
  descriptionProps: { id: string };
  errorMessageProps: { id: string };
  /** For the control: its id, what describes it (helper, then error, then the caller's), and invalid state. */
  fieldProps: { id: string; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined };
}

/**
 * The ids that tie a field's label, helper and error lines to its control, the same way for every field
 * (TextField, PhoneField, OTPField): the `<label>` names the control through `for`; the helper and the
 * visible error describe it (`aria-describedby`), so a screen reader reads them on focus; `aria-invalid`
 * marks a value the screen rejected. Errors come from the screen (server or spec §5 messages), never from
 * native constraint validation.
 */
export function useFieldIds({ id, description, errorMessage, isInvalid, 'aria-describedby': describedBy }: FieldIdsOptions): FieldIds {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const descriptionId = `${generated}-description`;
  const errorId = `${generated}-error`;
  const describers = [description ? descriptionId : null, isInvalid && errorMessage ? errorId : null, describedBy || null];
  return {
    labelProps: { id: `${generated}-label`, htmlFor: controlId },
    descriptionProps: { id: descriptionId },
    errorMessageProps: { id: errorId },
    fieldProps: {
      id: controlId,
      'aria-describedby': describers.filter(Boolean).join(' ') || undefined,
      'aria-invalid': isInvalid || undefined,
    },
  };
}
