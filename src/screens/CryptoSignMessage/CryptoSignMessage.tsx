import { useMessages } from '../../i18n';
import { useScreen } from '../../react';
import { WalletProgress } from '../shared/WalletProgress';

/** CryptoSignMessage (spec §2): 'Completing signature request...' while the wallet signs the challenge. */
export function CryptoSignMessage() {
  const screen = useScreen('CryptoSignMessage');
  const t = useMessages();
  if (!screen) return null;
  return <WalletProgress name="CryptoSignMessage" header={t('crypto.sign.header')} hints={[t('crypto.retryHint')]} />;
}
