import { useText } from '../../i18n/index.js';
import { laterMessages } from '../../i18n/later.js';
import { useScreen } from '../../react/index.js';
import { WalletProgress } from '../shared/WalletProgress.js';

/** CryptoSignMessage (spec §2): 'Completing signature request...' while the wallet signs the challenge. */
export function CryptoSignMessage() {
  const screen = useScreen('CryptoSignMessage');
  const t = useText(laterMessages);
  if (!screen) return null;
  return <WalletProgress name="CryptoSignMessage" header={t('crypto.sign.header')} hints={[t('crypto.retryHint')]} />;
}
