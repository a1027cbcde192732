import { useId, type ReactNode } from 'react';
import { useText } from '../../i18n/index.js';
import { totpRecoveryCodesText } from '../../i18n/english/TOTPRecoveryCodes.js';
import { Button } from '../../primitives/Button/index.js';
import { Text } from '../../primitives/Text/index.js';
import * as styles from './RecoveryCodeList.css.js';
import * as forms from './forms.css.js';

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

export interface RecoveryCodeListProps {
  codes: readonly string[];
  /** Told whether 'Copy codes' copied them (the caller announces it). */
  onCopy: (copied: boolean) => void;
  /** More buttons after 'Download codes' ('I saved them'). */
  children?: ReactNode;
}

/**
 * Recovery codes (TOTPRecoveryCodes, the account page's authenticator section, issue 39): one per line, with
 * 'Copy codes' and 'Download codes'.
 */
export function RecoveryCodeList({ codes, onCopy, children }: RecoveryCodeListProps) {
  const t = useText(totpRecoveryCodesText);
  const listId = useId();
  const text = `${codes.join('\n')}\n`;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => onCopy(true),
      () => onCopy(false),
    );
  return (
    <>
      <Text as="span" size="helper" tone="secondary" id={listId}>
        {t('totp.codes.listLabel')}
      </Text>
      <ul className={styles.codes} aria-labelledby={listId} data-part="recovery-codes">
        {codes.map((code) => (
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
        {children}
      </div>
    </>
  );
}
