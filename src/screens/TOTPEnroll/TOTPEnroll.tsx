import { useText } from '../../i18n/index.js';
import { totpEnrollText } from '../../i18n/english/TOTPEnroll.js';
import { Button } from '../../primitives/Button/index.js';
import { Spinner } from '../../primitives/Spinner/index.js';
import { Text } from '../../primitives/Text/index.js';
import { OTP_LENGTH } from '../../wire/index.js';
import { usePending, useScreen, useSend } from '../../react/index.js';
import { FlowScreen } from '../shared/FlowScreen.js';
import { TOTPCodeField } from '../shared/TOTPCodeField.js';
import { TOTPSecret } from '../shared/TOTPSecret.js';

/**
 * TOTPEnroll (beyond the spec, in its style): a QR code of the new authenticator secret (SVG elements), the
 * secret as text for manual entry (in groups of four, with a copy button), and the app's first code to
 * confirm it. 'Skip for now' unless
 * `totpOptions.enrollment` is `required`.
 */
export function TOTPEnroll() {
  const screen = useScreen('TOTPEnroll');
  const send = useSend();
  const busy = usePending();
  const creating = usePending('totp.create');
  const t = useText(totpEnrollText);
  if (!screen) return null;
  const { enrolment } = screen;
  let content;
  if (enrolment) {
    content = (
      <>
        <Text>{t('totp.enroll.body', { digits: OTP_LENGTH })}</Text>
        <TOTPSecret
          uri={enrolment.uri}
          secret={enrolment.secret}
          onCopy={(copied) =>
            send({
              type: 'NOTIFY',
              tone: copied ? 'success' : 'error',
              message: { key: copied ? 'totp.enroll.copied' : 'totp.enroll.copyFailed' },
            })
          }
        />
        <TOTPCodeField entry={screen.entry} />
      </>
    );
  } else if (creating) {
    content = <Spinner label={t('totp.enroll.creating')} />;
  } else {
    content = (
      <Button part="totp-enroll-retry" onPress={() => send({ type: 'TOTP_ENROL_RETRY' })}>
        {t('common.tryAgain')}
      </Button>
    );
  }
  return (
    <FlowScreen name="TOTPEnroll" header={t('totp.enroll.header')}>
      {content}
      {screen.required ? null : (
        <Button variant="text" part="totp-skip" disabled={busy} onPress={() => send({ type: 'TOTP_SKIP' })}>
          {t('totp.enroll.skip')}
        </Button>
      )}
    </FlowScreen>
  );
}
