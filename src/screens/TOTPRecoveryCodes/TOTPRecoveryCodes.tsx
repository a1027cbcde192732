import { useText } from '../../i18n/index.js';
import { totpRecoveryCodesText } from '../../i18n/english/TOTPRecoveryCodes.js';
import { Button } from '../../primitives/Button/index.js';
import { Text } from '../../primitives/Text/index.js';
import { useScreen, useSend } from '../../react/index.js';
import { FlowScreen } from '../shared/FlowScreen.js';
import { RecoveryCodeList } from '../shared/RecoveryCodeList.js';

/**
 * TOTPRecoveryCodes (beyond the spec, in its style): the enrolment's recovery codes, shown this once, to copy
 * or download, and an explicit 'I saved them' before the sign-in completes.
 */
export function TOTPRecoveryCodes() {
  const screen = useScreen('TOTPRecoveryCodes');
  const send = useSend();
  const t = useText(totpRecoveryCodesText);
  if (!screen) return null;
  return (
    <FlowScreen name="TOTPRecoveryCodes" header={t('totp.codes.header')}>
      <Text>{t('totp.codes.body')}</Text>
      <RecoveryCodeList
        codes={screen.codes}
        onCopy={(copied) =>
          send({
            type: 'NOTIFY',
            tone: copied ? 'success' : 'error',
            message: { key: copied ? 'totp.codes.copied' : 'totp.codes.copyFailed' },
          })
        }
      >
        <Button part="recovery-codes-saved" onPress={() => send({ type: 'TOTP_CODES_SAVED' })}>
          {t('totp.codes.saved')}
        </Button>
      </RecoveryCodeList>
    </FlowScreen>
  );
}
