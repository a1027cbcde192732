import { useMessages } from '../../i18n';
import { Button } from '../../primitives/Button';
import { Countdown } from '../../primitives/Countdown';
import { OTPField } from '../../primitives/OTPField';
import { ProgressBar } from '../../primitives/ProgressBar';
import { Text } from '../../primitives/Text';
import { useFlow } from '../../widget/context';
import { FlowScreen } from '../shared/FlowScreen';
import { useText } from '../shared/useText';
import * as styles from './OTPAuthenticate.css';

/**
 * OTPAuthenticate (spec §2): 'Enter passcode', where the code went, six digit boxes that submit themselves
 * on the sixth digit (§4), 'Verifying passcode...' with a progress bar while checking, the expiry countdown
 * and a resend that restarts it, and the back arrow to Main.
 */
export function OTPAuthenticate() {
  const { state, send, now } = useFlow();
  const t = useMessages();
  const text = useText();
  if (state.screen !== 'OTPAuthenticate') return null;
  const verifying = state.pending?.action === 'otp.authenticate';
  const resending = state.pending?.action === 'otp.send';
  const error = state.fieldErrors.code;
  return (
    <FlowScreen name="OTPAuthenticate" header={t('otp.header')} back focusHeader={false}>
      <Text part="otp-destination">{t('otp.sentTo', { destination: state.otpState.otpDestination })}</Text>
      <OTPField
        // A new entry (wrong code, resend) clears the boxes and puts the caret back in the first one.
        key={state.entry}
        hideLabel
        autoFocus
        disabled={state.pending !== null}
        errorMessage={error ? text(error) : undefined}
        onValueChange={() => error && send({ type: 'FIELD_EDITED', field: 'code' })}
        onComplete={(code) => send({ type: 'OTP_CODE_SUBMIT', code })}
      />
      {verifying ? <ProgressBar label={t('otp.verifying')} /> : null}
      <Countdown expiresAt={state.expiresAt} now={now} />
      <div className={styles.resend} data-part="otp-resend">
        <Text as="span" size="helper" tone="secondary">
          {t('otp.didNotGetIt')}
        </Text>
        <Button variant="text" loading={resending} disabled={verifying} onPress={() => send({ type: 'OTP_RESEND' })}>
          {t('otp.resend')}
        </Button>
      </div>
    </FlowScreen>
  );
}
