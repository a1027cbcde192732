import { useText } from '../../i18n/index.js';
import { totpAuthenticateText } from '../../i18n/english/TOTPAuthenticate.js';
import { Button } from '../../primitives/Button/index.js';
import { Text } from '../../primitives/Text/index.js';
import { OTP_LENGTH } from '../../wire/index.js';
import { usePending, useScreen, useSend } from '../../react/index.js';
import { FlowScreen } from '../shared/FlowScreen.js';
import { TOTPCodeField } from '../shared/TOTPCodeField.js';

/**
 * TOTPAuthenticate (beyond the spec, in its style): after a primary sign-in, the 6-digit code from the user's
 * authenticator app before the flow completes, or 'Use a recovery code instead'.
 */
export function TOTPAuthenticate() {
  const screen = useScreen('TOTPAuthenticate');
  const send = useSend();
  const busy = usePending();
  const t = useText(totpAuthenticateText);
  if (!screen) return null;
  return (
    <FlowScreen name="TOTPAuthenticate" header={t('totp.header')} focusHeader={false}>
      <Text>{t('totp.body', { digits: OTP_LENGTH })}</Text>
      <TOTPCodeField entry={screen.entry} autoFocus />
      <Button variant="text" part="totp-use-recovery" disabled={busy} onPress={() => send({ type: 'TOTP_USE_RECOVERY' })}>
        {t('totp.useRecoveryCode')}
      </Button>
    </FlowScreen>
  );
}
