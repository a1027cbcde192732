import { useText } from '../../i18n/index.js';
import { cryptoSignMessageText } from '../../i18n/english/CryptoSignMessage.js';
import { cryptoConnectText } from '../../i18n/english/CryptoConnect.js';
import { useScreen } from '../../react/index.js';
import { WalletProgress } from '../shared/WalletProgress.js';

/** Its own English, and the retry hint it shares with CryptoConnect (issue 36). */
const english = { ...cryptoSignMessageText, ...cryptoConnectText };

/** CryptoSignMessage (spec §2): 'Completing signature request...' while the wallet signs the challenge. */
export function CryptoSignMessage() {
  const screen = useScreen('CryptoSignMessage');
  const t = useText(english);
  if (!screen) return null;
  return <WalletProgress name="CryptoSignMessage" header={t('crypto.sign.header')} hints={[t('crypto.retryHint')]} />;
}
