import { useText } from '../../i18n/index.js';
import { cryptoErrorText } from '../../i18n/english/CryptoError.js';
import { Text } from '../../primitives/Text/index.js';
import { useScreen } from '../../react/index.js';
import { FlowScreen } from '../shared/FlowScreen.js';

/**
 * CryptoError (spec §2): 'Looks like there was an error!' and how to try again; the back arrow returns to
 * Main (§4 "Every crypto screen's back arrow goes to Main").
 */
export function CryptoError() {
  const screen = useScreen('CryptoError');
  const t = useText(cryptoErrorText);
  if (!screen) return null;
  return (
    <FlowScreen name="CryptoError" header={t('crypto.error.header')} back>
      <Text part="crypto-error-text">{t('crypto.error.body')}</Text>
    </FlowScreen>
  );
}
