import { Fragment } from 'react';
import { useText } from '../../i18n/index.js';
import { totpEnrollText } from '../../i18n/english/TOTPEnroll.js';
import { Button } from '../../primitives/Button/index.js';
import { QRCode } from '../../primitives/QRCode/index.js';
import { Text } from '../../primitives/Text/index.js';
import * as styles from './TOTPSecret.css.js';

/** `JBSWY3DPEHPK3PXP` → `['JBSW', 'Y3DP', 'EHPK', '3PXP']`. */
const groupsOfFour = (secret: string): string[] => secret.match(/.{1,4}/g) ?? [];

export interface TOTPSecretProps {
  /** The `otpauth://` URI the QR code holds. */
  uri: string;
  /** The secret, for manual entry. */
  secret: string;
  /** Told whether 'Copy key' copied it (the caller announces it). */
  onCopy: (copied: boolean) => void;
}

/**
 * A new authenticator secret (TOTPEnroll, the account page's authenticator section, issue 39): its QR code
 * (SVG elements) and the key as text for manual entry, in groups of four, with a copy button.
 */
export function TOTPSecret({ uri, secret, onCopy }: TOTPSecretProps) {
  const t = useText(totpEnrollText);
  // The key as it is (no spaces): what an app's "enter a setup key" field takes.
  const copyKey = () =>
    navigator.clipboard.writeText(secret).then(
      () => onCopy(true),
      () => onCopy(false),
    );
  return (
    <>
      <QRCode value={uri} label={t('totp.enroll.qrLabel')} />
      <div className={styles.secret}>
        <Text size="helper" tone="secondary">
          {t('totp.enroll.secretLabel')}
        </Text>
        {/* Groups of four, as apps show keys (issue 23): 32 characters in one run are hard to copy by eye.
            A line breaks only between groups. */}
        <code className={styles.code} data-part="totp-secret">
          {groupsOfFour(secret).map((group, index) => (
            <Fragment key={index}>
              {index > 0 ? ' ' : null}
              <span className={styles.group}>{group}</span>
            </Fragment>
          ))}
        </code>
        <Button variant="secondary" part="totp-secret-copy" onPress={() => void copyKey()}>
          {t('totp.enroll.copy')}
        </Button>
      </div>
    </>
  );
}
