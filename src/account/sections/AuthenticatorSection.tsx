import { useRef, useState } from 'react';
import type { TOTPEnrolment } from '../../flow/products/totp/index.js';
import { Button } from '../../primitives/Button/index.js';
import { Text } from '../../primitives/Text/index.js';
import { RecoveryCodeList } from '../../screens/shared/RecoveryCodeList.js';
import { TOTPSecret } from '../../screens/shared/TOTPSecret.js';
import { useAccount, useAccountStore, useAccountText } from '../context.js';
import { CancelButton, CodeEntry, RemoveButton, Section, useBusy, useFocusLater } from '../parts.js';
import * as styles from '../AccountSettings.css.js';
import { OTP_LENGTH } from '../../wire/index.js';

/**
 * Authenticator app: set up (the QR code, the key in fours, the app's first code, then the recovery codes, as
 * TOTPEnroll and TOTPRecoveryCodes show them) or remove; the recovery codes viewed and downloaded later, which
 * the API allows after a fresh second factor (the prompt asks for it).
 */
export function AuthenticatorSection() {
  const store = useAccountStore();
  const t = useAccountText();
  const user = useAccount((state) => state.user);
  const creating = useBusy('totp.create');
  const viewing = useBusy('totp.codes');
  const removing = useBusy('totp.remove');
  const [enrolment, setEnrolment] = useState<TOTPEnrolment | null>(null);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const setUp = useRef<HTMLButtonElement>(null);
  const view = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLDivElement>(null);
  const focusLater = useFocusLater();
  if (!user) return null;
  const app = user.totps.find((entry) => entry.verified);
  const announceCopy = (copied: boolean, key: 'totp.enroll' | 'totp.codes') =>
    store.announce({ key: copied ? `${key}.copied` : `${key}.copyFailed` }, copied ? 'success' : 'error');

  const create = async () => {
    const answer = await store.run('totp.create', 'totp.create', undefined);
    if (answer) setEnrolment(answer.value);
  };

  const confirm = async (code: string): Promise<boolean> => {
    const answer = await store.run('totp.verify', 'totp.authenticate', code, {
      event: { type: 'ACCOUNT_TOTP_ADD', data: null },
      notice: { key: 'account.totp.added' },
    });
    if (!answer || !enrolment) return false;
    // The enrolment's recovery codes, shown once it is confirmed (as TOTPRecoveryCodes does).
    setCodes(enrolment.recoveryCodes);
    setEnrolment(null);
    focusLater(() => heading.current);
    return true;
  };

  const toggleCodes = async () => {
    if (codes) {
      setCodes(null);
      return;
    }
    const answer = await store.run('totp.codes', 'account.recoveryCodes', undefined, {
      event: { type: 'ACCOUNT_RECOVERY_CODES_VIEW', data: null },
    });
    if (answer) setCodes(answer.value);
  };

  const remove = async (id: string) => {
    const answer = await store.run(
      'totp.remove',
      'account.remove',
      { kind: 'totp', id },
      {
        event: { type: 'ACCOUNT_FACTOR_REMOVE', data: { kind: 'totp', id } },
        notice: { key: 'account.totp.removed' },
      },
    );
    if (answer) {
      setCodes(null);
      focusLater(() => setUp.current);
    }
  };

  let content;
  if (enrolment) {
    content = (
      <div className={styles.form} data-part="account-totp-enrol">
        <Text>{t('totp.enroll.body', { digits: OTP_LENGTH })}</Text>
        <TOTPSecret uri={enrolment.uri} secret={enrolment.secret} onCopy={(copied) => announceCopy(copied, 'totp.enroll')} />
        <CodeEntry label={t('totp.codeLabel')} autoFocus={false} onCode={confirm} />
        <div className={styles.actions}>
          <CancelButton
            onCancel={() => {
              setEnrolment(null);
              focusLater(() => setUp.current);
            }}
          />
        </div>
      </div>
    );
  } else if (app) {
    content = (
      <>
        <Text>{t('account.totp.on')}</Text>
        <div className={styles.actions}>
          <Button
            ref={view}
            variant="secondary"
            part="account-totp-codes"
            loading={viewing}
            aria-expanded={codes !== null}
            onPress={() => void toggleCodes()}
          >
            {t(codes ? 'account.totp.hideCodes' : 'account.totp.viewCodes')}
          </Button>
          <RemoveButton item={t('account.totp.header')} signIn={false} loading={removing} onRemove={() => void remove(app.totp_id)} />
        </div>
      </>
    );
  } else {
    content = (
      <>
        <Text>{t('account.totp.off')}</Text>
        <div className={styles.actions}>
          <Button ref={setUp} variant="secondary" part="account-totp-set-up" loading={creating} onPress={() => void create()}>
            {t('account.totp.setUp')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Section name="totp" header={t('account.totp.header')} headingRef={heading}>
      {content}
      {codes && app ? (
        <div className={styles.form} data-part="account-recovery-codes">
          <Text>{t('totp.codes.body')}</Text>
          <RecoveryCodeList codes={codes} onCopy={(copied) => announceCopy(copied, 'totp.codes')} />
        </div>
      ) : null}
    </Section>
  );
}
