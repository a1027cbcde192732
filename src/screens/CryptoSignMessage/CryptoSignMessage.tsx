import { useMessages } from '../../i18n';
import { useFlow } from '../../react';
import { WalletProgress } from '../shared/WalletProgress';

/** CryptoSignMessage (spec §2): 'Completing signature request...' while the wallet signs the challenge. */
export function CryptoSignMessage() {
  const { state } = useFlow();
  const t = useMessages();
  if (state.screen !== 'CryptoSignMessage') return null;
  return <WalletProgress name="CryptoSignMessage" header={t('crypto.sign.header')} hints={[t('crypto.retryHint')]} />;
}
