import { useText } from '../../i18n/index.js';
// Its header is the passcode entry's (PasswordCreateOrLogin shows it too).
import { passcodeEntryText } from '../../i18n/english/PasscodeEntry.js';
import { useScreen } from '../../react/index.js';
import { FlowScreen } from '../shared/FlowScreen.js';
import { PasscodeEntry } from '../shared/PasscodeEntry.js';

/**
 * OTPAuthenticate (spec §2): 'Enter passcode', where the code went, six digit boxes that submit themselves
 * on the sixth digit (§4), 'Verifying passcode...' with a progress bar while checking, the expiry countdown
 * and a resend that restarts it, and the back arrow to Main.
 */
export function OTPAuthenticate() {
  const screen = useScreen('OTPAuthenticate');
  const t = useText(passcodeEntryText);
  if (!screen) return null;
  return (
    <FlowScreen name="OTPAuthenticate" header={t('otp.header')} back focusHeader={false}>
      <PasscodeEntry entry={screen} />
    </FlowScreen>
  );
}
