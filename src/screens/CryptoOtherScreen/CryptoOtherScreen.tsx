import { useMessages } from '../../i18n';
import { WalletButton } from '../../primitives/WalletButton';
import { otherWallets } from '../../flow/main';
import { useFlow } from '../../react';
import { FlowScreen } from '../shared/FlowScreen';
import * as styles from '../shared/screens.css';

/**
 * CryptoOtherScreen (spec §2): 'Continue with other wallet', listing the wallets the browser offers that
 * found no slot on Main; each starts the same wallet sign-in. Back arrow to Main (§4).
 */
export function CryptoOtherScreen() {
  const { state, send, config } = useFlow();
  const t = useMessages();
  if (state.screen !== 'CryptoOtherScreen') return null;
  return (
    <FlowScreen name="CryptoOtherScreen" header={t('crypto.other.header')} back>
      <ul className={styles.list} aria-label={t('crypto.other.label')} data-part="other-wallets">
        {otherWallets(config, state.env).map((wallet) => (
          <li key={wallet.id}>
            <WalletButton
              wallet={wallet.option}
              disabled={state.pending !== null}
              onPress={() => send({ type: 'WALLET_SELECT', wallet: wallet.id })}
            />
          </li>
        ))}
      </ul>
    </FlowScreen>
  );
}
