import { useId } from 'react';
import { useText } from '../../i18n/index.js';
import { passcodeEntryText } from '../../i18n/english/PasscodeEntry.js';
import { progressBarText } from '../../i18n/english/ProgressBar.js';
import { Countdown } from '../../primitives/Countdown/index.js';
import { OTPField } from '../../primitives/OTPField/index.js';
import { usePhoneDisplay } from '../../primitives/PhoneField/index.js';
import { ProgressBar } from '../../primitives/ProgressBar/index.js';
import { LiveRegion } from '../../primitives/shared/LiveRegion.js';
import { Message, Text } from '../../primitives/Text/index.js';
import type { PasscodeEntry as Entry } from '../../flow/products/shared/passcode.js';
import { OTP_LENGTH } from '../../wire/index.js';
import { useFlowSelector, useNow, usePending, useSend } from '../../react/index.js';
import { ResendRow } from './ResendRow.js';

/** Its own English, and its progress bar's label, which it also says (issue 36). */
const english = { ...passcodeEntryText, ...progressBarText };

export interface PasscodeEntryProps {
  /** The entry on screen: its expiry and generation (a new generation clears and focuses the boxes). */
  entry: Entry;
}

/**
 * Entering an emailed or texted passcode (spec §2 OTPAuthenticate): six digit boxes that submit themselves on
 * the sixth digit (§4), 'Verifying passcode...' with a progress bar while checking, the `m:ss` expiry
 * countdown, and a resend that restarts it. OTPAuthenticate and the passwordless password screen show it.
 *
 * For keyboard and screen-reader users (issue 23): the boxes are described by where the code went; they stay
 * focused (read-only) while the code is checked, and 'Verifying passcode...' is also written into a status
 * region that was there before; the resend waits 30 s after each send (`RESEND_COOLDOWN_MS`).
 *
 * For a first user (issue 23): a phone number is written as people read it (`+1 201 555 1432`), with a
 * second sentence naming the channel (text message or WhatsApp); the spec's sentence stays as it is. Each
 * channel's text is one message (`otp.sentTo` selects by channel), so a language words each its own way. An
 * SMS code is also read from the message itself where the browser can (WebOTP).
 */
export function PasscodeEntry({ entry }: PasscodeEntryProps) {
  const send = useSend();
  const now = useNow();
  const t = useText(english);
  const busy = usePending();
  const verifying = usePending('otp.authenticate');
  const resending = usePending('otp.send');
  const error = useFlowSelector((state) => state.fieldErrors.code);
  const destination = useFlowSelector((state) => state.otpState.otpDestination);
  const method = useFlowSelector((state) => state.otpState.type);
  const shown = usePhoneDisplay(destination, method !== 'email');
  const sentTo = useId();
  return (
    <>
      <Text id={sentTo} part="otp-destination">
        {/* The number or address stays whole, and in order in right-to-left text; the sentences are the
            language's own for each channel (issue 40: none joined here). */}
        <Message text={t('otp.sentTo')} values={{ destination: shown }} params={{ channel: method, digits: OTP_LENGTH }} />
      </Text>
      <OTPField
        // A new entry (wrong code, resend) clears the boxes and puts the caret back in the first one.
        key={entry.entry}
        hideLabel
        autoFocus
        webOTP={method === 'sms'}
        aria-describedby={sentTo}
        readOnly={busy}
        errorMessage={error ? t(error) : undefined}
        onValueChange={() => error && send({ type: 'FIELD_EDITED', field: 'code' })}
        onComplete={(code) => send({ type: 'OTP_CODE_SUBMIT', code })}
      />
      {verifying ? <ProgressBar label={t('otp.verifying')} /> : null}
      <LiveRegion part="otp-status">{verifying ? t('otp.verifying') : null}</LiveRegion>
      <Countdown expiresAt={entry.expiresAt} now={now} />
      <ResendRow
        label={t('otp.resend')}
        pending={resending}
        disabled={verifying}
        availableAt={entry.resendAt}
        now={now}
        onPress={() => send({ type: 'OTP_RESEND' })}
      />
    </>
  );
}
