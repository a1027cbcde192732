import { OTPInput, type SlotProps } from 'input-otp';
import { useCallback, useEffect, useEffectEvent, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { OTP_LENGTH } from '../../wire/index.js';
import { useText } from '../../i18n/index.js';
import { otpFieldText } from '../../i18n/english/OTPField.js';
import { Field, useField, type FieldProps } from '../Field/index.js';
import { useBusy } from '../shared/busy.js';
import { asciiDigits } from '../shared/digits.js';
import { useHeldStyleId } from '../shared/heldStyleIds.js';
import * as styles from './OTPField.css.js';

/** Spec §9: OTP length 6. */
const LENGTH = OTP_LENGTH;

/**
 * Keeps the digits of a pasted text, so "123 456" or "123-456" from an SMS still fills all boxes, in ASCII
 * whatever digits they were written in (issue 40).
 */
function digitsOnly(text: string): string {
  return asciiDigits(text).replace(/\D/g, '').slice(0, LENGTH);
}

/**
 * The selection a plain ArrowLeft/ArrowRight should leave, in input-otp's one-box model: a box is
 * selected as the range [i, i + 1]; the caret alone sits at the end of a code shorter than the boxes
 * (where the next digit goes). Null when there is nothing to move over.
 *
 * input-otp works the step out afterwards, from the `selectionchange` and the selection it remembers.
 * Timers it starts on every value change (0, 10, 50 ms) also overwrite that memory with the caret the
 * browser has collapsed for the arrow, and when one fires before the `selectionchange` (a busy machine,
 * or an arrow pressed straight after a digit) the step is read as "no move" and the box stays put.
 * Setting the box here, before the browser moves anything, leaves nothing for that race to decide.
 */
export function arrowSelection(key: 'ArrowLeft' | 'ArrowRight', start: number, end: number, length: number): [number, number] | null {
  if (length === 0) return null;
  const collapsed = start === end;
  const target = key === 'ArrowLeft' ? Math.max(start - 1, 0) : collapsed ? start + 1 : end;
  if (target < length) return [target, target + 1];
  return length < LENGTH ? [length, length] : [LENGTH - 1, LENGTH];
}

export interface OTPFieldProps extends FieldProps {
  /**
   * Hides the label visually (it still names the input), for screens whose header already says what to
   * enter.
   * @default false
   */
  hideLabel?: boolean;
  /** Form field name, so a screen can read the code from `FormData`. */
  name?: string;
  /** Initial code of an uncontrolled field. */
  defaultValue?: string;
  /** Code of a controlled field (use with `onValueChange`). */
  value?: string;
  /** Called with the digits entered so far on every change. */
  onValueChange?: (value: string) => void;
  /**
   * Called once when the sixth digit is entered (typed, pasted or autofilled): the spec's auto-submit
   * (§4 "The entry auto-submits on the sixth digit"). Called again only after the code was shortened
   * and completed anew.
   */
  onComplete?: (code: string) => void;
  /**
   * Keeps the code as it is while the input stays focused, e.g. while it is being verified (also while a
   * surrounding form is busy): typing, deleting and pasting are ignored, and focus is not lost.
   * @default false
   */
  readOnly?: boolean;
  /** Focuses the input on mount. @default false */
  autoFocus?: boolean;
  /**
   * Asks the browser for the code of an incoming SMS (the WebOTP API, `navigator.credentials.get({ otp })`)
   * while the field is mounted, where the browser has it: the code fills the boxes and completes as if
   * typed. The SMS must end with the page's `@host #code` line. Typing still works meanwhile; unmounting
   * cancels the request.
   * @default false
   */
  webOTP?: boolean;
  /**
   * CSP nonce for the `<style>` element `input-otp` would add to `document.head`.
   * @deprecated Not needed: those rules ship in the kit's stylesheet and the field keeps input-otp from
   * adding the element (see `shared/heldStyleIds.ts`), so nothing needs a nonce.
   */
  nonce?: string;
  /** Ref to the one real `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Six visual boxes over ONE real input (`input-otp`), so SMS autofill (`autocomplete="one-time-code"`),
 * paste, undo, arrow keys and screen readers all work on a single control with one name. The boxes are
 * hidden from assistive tech; the input carries the value. Digits only, at most six (spec §5).
 */
export function OTPField({
  label,
  hideLabel = false,
  name,
  defaultValue,
  value,
  onValueChange,
  onComplete,
  disabled = false,
  readOnly: readOnlyProp = false,
  autoFocus = false,
  webOTP = false,
  nonce,
  part = 'otp-field',
  ref,
  ...field
}: OTPFieldProps) {
  const t = useText(otpFieldText);
  const { layoutProps, fieldProps } = useField({ ...field, label: label ?? t('field.otp.label'), hideLabel, disabled, part });
  const busy = useBusy();
  const readOnly = readOnlyProp || busy;

  const [uncontrolled, setUncontrolled] = useState(() => digitsOnly(defaultValue ?? ''));
  const code = value ?? uncontrolled;
  // Guards the auto-submit: exactly one call per completion, whatever re-renders the parent causes.
  const completed = useRef(code.length === LENGTH);
  // True while the caret sits at the end of a full code because the user just typed or pasted it there.
  // input-otp then selects the last box, so a further digit would silently replace the sixth one; the
  // spec's "max 6" (§5) means that seventh digit must be ignored instead. Moving on purpose (arrows,
  // Home/End, a click, deleting) clears it, so a chosen box can still be corrected.
  const appendLocked = useRef(false);

  const handleChange = useCallback(
    (typed: string) => {
      // Any script's digits, made ASCII before anything reads them (issue 40); anything else is refused, and the
      // controlled input keeps what it had. (input-otp's `pattern` cannot say this: it compiles without the `u` flag.)
      const next = asciiDigits(typed);
      if (/\D/.test(next)) return;
      if (next.length < LENGTH) completed.current = false;
      appendLocked.current = next.length === LENGTH;
      if (value === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );

  const handleComplete = useCallback(
    (full: string) => {
      if (completed.current) return;
      completed.current = true;
      onComplete?.(full);
    },
    [onComplete],
  );

  // The code from an SMS, once, while the field is mounted (WebOTP). A read-only field (a code being checked)
  // keeps what it has.
  const onSmsCode = useEffectEvent((code: string) => {
    if (readOnly) return;
    handleChange(code);
    handleComplete(code);
  });
  useEffect(() => {
    if (!webOTP || disabled) return;
    const controller = requestSmsCode(onSmsCode);
    return () => controller?.abort();
  }, [webOTP, disabled]);

  // input-otp would append a <style> of its own; its rules ship in OTPField.css.ts (see heldStyleIds.ts).
  useHeldStyleId('input-otp-style');

  const handleKeyDown = useCallback((event: KeyboardEvent<HTMLInputElement>) => {
    const modified = event.ctrlKey || event.metaKey || event.altKey;
    const isCharacter = event.key.length === 1 && !modified;
    if (isCharacter && appendLocked.current) {
      event.preventDefault();
      return;
    }
    if (!isCharacter && event.key !== 'Shift') appendLocked.current = false;
    // Shift extends a selection and the modified arrows jump to an end; input-otp handles those without
    // the race arrowSelection avoids, so they keep the browser's behaviour.
    if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !modified && !event.shiftKey) {
      const input = event.currentTarget;
      const { selectionStart, selectionEnd } = input;
      if (selectionStart === null || selectionEnd === null) return;
      const next = arrowSelection(event.key, selectionStart, selectionEnd, input.value.length);
      if (next === null) return;
      event.preventDefault();
      input.setSelectionRange(next[0], next[1], event.key === 'ArrowLeft' ? 'backward' : 'forward');
    }
  }, []);

  return (
    <Field {...layoutProps} data-complete={code.length === LENGTH || undefined}>
      <OTPInput
        {...fieldProps}
        ref={ref}
        maxLength={LENGTH}
        value={code}
        onChange={handleChange}
        onComplete={handleComplete}
        // input-otp writes a transformed paste into the input itself, past `readOnly`: without a transformer
        // it leaves the paste to the browser, which refuses it on a read-only input.
        pasteTransformer={readOnly ? undefined : digitsOnly}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        name={name}
        disabled={disabled}
        readOnly={readOnly}
        autoFocus={autoFocus}
        onKeyDown={handleKeyDown}
        onPointerDown={() => {
          appendLocked.current = false;
        }}
        nonce={nonce}
        // No <noscript><style> text: the widget renders only with JavaScript anyway (house rule: no
        // runtime style text).
        noScriptCSSFallback={null}
        containerClassName={styles.container}
        className={styles.input}
        data-part="input"
        render={({ slots }) => (
          <div aria-hidden="true" data-part="boxes" className={styles.boxes}>
            {slots.map((slot, index) => (
              // No blinking caret where typing does nothing (read-only while the code is checked).
              <Box key={index} {...slot} hasFakeCaret={slot.hasFakeCaret && !readOnly} />
            ))}
          </div>
        )}
      />
    </Field>
  );
}

/** The WebOTP request (not yet in TypeScript's DOM types). */
interface OTPCredentialRequest extends CredentialRequestOptions {
  otp: { transport: string[] };
}

/**
 * Asks for the code of an incoming SMS where the browser has the WebOTP API (feature-detected by its
 * `OTPCredential`): calls `onCode` with its six digits when one comes. Returns the request's controller, or
 * null when there is no such API. A refusal or the abort ends it quietly: the user types the code instead.
 */
function requestSmsCode(onCode: (code: string) => void): AbortController | null {
  if (typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials) return null;
  const controller = new AbortController();
  const request: OTPCredentialRequest = { otp: { transport: ['sms'] }, signal: controller.signal };
  navigator.credentials.get(request).then(
    (credential) => {
      const code = digitsOnly((credential as { code?: unknown } | null)?.code?.toString() ?? '');
      if (!controller.signal.aborted && code.length === LENGTH) onCode(code);
    },
    () => undefined,
  );
  return controller;
}

function Box({ char, isActive, hasFakeCaret }: SlotProps) {
  return (
    <div data-part="box" data-active={isActive || undefined} data-filled={char !== null || undefined} className={styles.box}>
      {char}
      {hasFakeCaret ? <span data-part="caret" className={styles.caret} /> : null}
    </div>
  );
}
