import { useText } from '../../i18n/index.js';
import { cryptoConnectText } from '../../i18n/english/CryptoConnect.js';
import { useScreen } from '../../react/index.js';
import { WalletProgress } from '../shared/WalletProgress.js';

/** CryptoConnect (spec §2): 'Connecting to your wallet...' while the wallet is asked for its address. */
export function CryptoConnect() {
  const screen = useScreen('CryptoConnect');
  const t = useText(cryptoConnectText);
  if (!screen) return null;
  return (
    <WalletProgress name="CryptoConnect" header={t('crypto.connect.header')} hints={[t('crypto.connect.hint'), t('crypto.retryHint')]} />
  );
}
