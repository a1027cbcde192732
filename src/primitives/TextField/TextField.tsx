import { useState, type Ref } from 'react';
import { useText } from '../../i18n/index.js';
import { Field, useField, type FieldProps } from '../Field/index.js';
import { Icon } from '../Icon/index.js';
import { useBusy } from '../shared/busy.js';
import { useFocusRing } from '../shared/focusRing.js';
import * as styles from './TextField.css.js';

export interface TextFieldProps extends FieldProps {
  /** The visible label. Always shown: placeholders are not labels. */
  label: string;
  /**
   * Input type. `password` adds the show-password toggle.
   * @default 'text'
   */
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';
  /** Form field name, so screens can read the value from `FormData`. */
  name?: string;
  /** Initial value of an uncontrolled field. */
  defaultValue?: string;
  /** Value of a controlled field (use with `onValueChange`). */
  value?: string;
  /** Called with the new text on every change. */
  onValueChange?: (value: string) => void;
  /**
   * Passed through to the input, e.g. `email`, `current-password`, `new-password`, or
   * `username webauthn` for passkey autofill (spec §5 conditional mediation).
   */
  autoComplete?: string;
  /** Hint text inside the empty input (never a replacement for the label). */
  placeholder?: string;
  /** Virtual keyboard hint. */
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'url' | 'search' | 'none' | 'decimal';
  /** Automatic capitalisation on virtual keyboards; turn off for emails and codes. */
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  /** Browser spell checking. @default browser default */
  spellCheck?: boolean;
  /** Maximum number of characters. */
  maxLength?: number;
  /** Marks the field required (`aria-required`). @default false */
  required?: boolean;
  /** Makes the input read-only (also while a surrounding form is busy: it keeps focus). @default false */
  readOnly?: boolean;
  /** Focuses the input on mount. @default false */
  autoFocus?: boolean;
  /** Ref to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input with helper and error text (a native `<input>` wired by `useField`). Works
 * uncontrolled (`name` + `defaultValue`), since screens read `FormData` on submit.
 */
export function TextField({
  type = 'text',
  name,
  defaultValue,
  value,
  onValueChange,
  autoComplete,
  placeholder,
  inputMode,
  autoCapitalize,
  spellCheck,
  maxLength,
  required = false,
  disabled = false,
  readOnly = false,
  autoFocus = false,
  part = 'text-field',
  ref,
  ...field
}: TextFieldProps) {
  const t = useText();
  const [revealed, setRevealed] = useState(false);
  const busy = useBusy();
  const isPassword = type === 'password';
  const { layoutProps, fieldProps } = useField({ ...field, disabled, part });

  return (
    <Field {...layoutProps}>
      <div data-part="control" className={styles.control}>
        <input
          {...fieldProps}
          ref={ref}
          type={isPassword && revealed ? 'text' : type}
          // An address is written left to right in any language (issue 40): in Hebrew or Arabic the caret and
          // the '@' stay where the user expects them.
          dir={type === 'email' || type === 'url' ? 'ltr' : undefined}
          name={name}
          defaultValue={defaultValue}
          value={value}
          onChange={(event) => onValueChange?.(event.currentTarget.value)}
          autoComplete={autoComplete}
          placeholder={placeholder}
          inputMode={inputMode}
          autoCapitalize={autoCapitalize}
          spellCheck={spellCheck}
          maxLength={maxLength}
          // Required is announced, not enforced natively: the screen validates and shows the spec's message.
          aria-required={required || undefined}
          disabled={disabled}
          readOnly={readOnly || busy}
          autoFocus={autoFocus}
          data-part="input"
          data-has-reveal={isPassword || undefined}
          className={styles.input}
        />
        {isPassword ? (
          <RevealButton
            label={t('field.password.show')}
            pressed={revealed}
            disabled={disabled}
            controls={fieldProps.id}
            onToggle={() => setRevealed((shown) => !shown)}
          />
        ) : null}
      </div>
    </Field>
  );
}

interface RevealButtonProps {
  label: string;
  pressed: boolean;
  disabled: boolean;
  controls: string;
  onToggle: () => void;
}

/**
 * The show-password toggle. Its name stays the same and `aria-pressed` carries the state (ARIA APG
 * toggle button: a toggle must not also change its label).
 */
function RevealButton({ label, pressed, disabled, controls, onToggle }: RevealButtonProps) {
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button
      {...focusProps}
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-controls={controls}
      disabled={disabled}
      onClick={onToggle}
      data-part="reveal-button"
      data-state={pressed ? 'on' : 'off'}
      data-focus-visible={isFocusVisible || undefined}
      className={styles.revealButton}
    >
      <Icon name={pressed ? 'eyeOff' : 'eye'} part="reveal-icon" />
    </button>
  );
}
