import { Fragment } from 'react';
import { useText } from '../../i18n/index.js';
import { totpEnrollText } from '../../i18n/english/TOTPEnroll.js';
import { Button } from '../../primitives/Button/index.js';
import { QRCode } from '../../primitives/QRCode/index.js';
import { Spinner } from '../../primitives/Spinner/index.js';
import { Text } from '../../primitives/Text/index.js';
import { OTP_LENGTH } from '../../wire/index.js';
import { usePending, useScreen, useSend } from '../../react/index.js';
import { FlowScreen } from '../shared/FlowScreen.js';
import { TOTPCodeField } from '../shared/TOTPCodeField.js';
import * as styles from './TOTPEnroll.css.js';

/** `JBSWY3DPEHPK3PXP` → `['JBSW', 'Y3DP', 'EHPK', '3PXP']`. */
const groupsOfFour = (secret: string): string[] => secret.match(/.{1,4}/g) ?? [];

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
  // The key as it is (no spaces): what an app's "enter a setup key" field takes.
  const copyKey = (secret: string) =>
    navigator.clipboard.writeText(secret).then(
      () => send({ type: 'NOTIFY', tone: 'success', message: { key: 'totp.enroll.copied' } }),
      () => send({ type: 'NOTIFY', tone: 'error', message: { key: 'totp.enroll.copyFailed' } }),
    );
  let content;
  if (enrolment) {
    content = (
      <>
        <Text>{t('totp.enroll.body', { digits: OTP_LENGTH })}</Text>
        <QRCode value={enrolment.uri} label={t('totp.enroll.qrLabel')} />
        <div className={styles.secret}>
          <Text size="helper" tone="secondary">
            {t('totp.enroll.secretLabel')}
          </Text>
          {/* Groups of four, as apps show keys (issue 23): 32 characters in one run are hard to copy by eye.
              A line breaks only between groups. */}
          <code className={styles.code} data-part="totp-secret">
            {groupsOfFour(enrolment.secret).map((group, index) => (
              <Fragment key={index}>
                {index > 0 ? ' ' : null}
                <span className={styles.group}>{group}</span>
              </Fragment>
            ))}
          </code>
          <Button variant="secondary" part="totp-secret-copy" onPress={() => void copyKey(enrolment.secret)}>
            {t('totp.enroll.copy')}
          </Button>
        </div>
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
