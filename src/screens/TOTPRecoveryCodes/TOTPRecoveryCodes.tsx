import { useId } from 'react';
import { useText } from '../../i18n/index.js';
import { totpRecoveryCodesText } from '../../i18n/english/TOTPRecoveryCodes.js';
import { Button } from '../../primitives/Button/index.js';
import { Text } from '../../primitives/Text/index.js';
import { useScreen, useSend } from '../../react/index.js';
import { FlowScreen } from '../shared/FlowScreen.js';
import * as styles from './TOTPRecoveryCodes.css.js';
import * as forms from '../shared/forms.css.js';

/** Saves text as a file through a temporary object URL (no markup, nothing a strict CSP refuses). */
function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has taken its copy once the click is handled; the URL need not outlive this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * TOTPRecoveryCodes (beyond the spec, in its style): the enrolment's recovery codes, shown this once, to copy
 * or download, and an explicit 'I saved them' before the sign-in completes.
 */
export function TOTPRecoveryCodes() {
  const screen = useScreen('TOTPRecoveryCodes');
  const send = useSend();
  const t = useText(totpRecoveryCodesText);
  const listId = useId();
  if (!screen) return null;
  const text = `${screen.codes.join('\n')}\n`;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => send({ type: 'NOTIFY', tone: 'success', message: { key: 'totp.codes.copied' } }),
      () => send({ type: 'NOTIFY', tone: 'error', message: { key: 'totp.codes.copyFailed' } }),
    );
  return (
    <FlowScreen name="TOTPRecoveryCodes" header={t('totp.codes.header')}>
      <Text>{t('totp.codes.body')}</Text>
      <Text as="span" size="helper" tone="secondary" id={listId}>
        {t('totp.codes.listLabel')}
      </Text>
      <ul className={styles.codes} aria-labelledby={listId} data-part="recovery-codes">
        {screen.codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={forms.group}>
        <Button variant="secondary" part="recovery-codes-copy" onPress={() => void copy()}>
          {t('totp.codes.copy')}
        </Button>
        <Button variant="secondary" part="recovery-codes-download" onPress={() => downloadText(t('totp.codes.fileName'), text)}>
          {t('totp.codes.download')}
        </Button>
        <Button part="recovery-codes-saved" onPress={() => send({ type: 'TOTP_CODES_SAVED' })}>
          {t('totp.codes.saved')}
        </Button>
      </div>
    </FlowScreen>
  );
}
