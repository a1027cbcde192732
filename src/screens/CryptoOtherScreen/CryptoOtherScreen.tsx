import { useText } from '../../i18n/index.js';
import { cryptoOtherScreenText } from '../../i18n/english/CryptoOtherScreen.js';
import { WalletButton } from '../../primitives/WalletButton/index.js';
import { otherWallets } from '../../flow/main.js';
import { useConfig, useFlowSelector, usePending, useScreen, useSend } from '../../react/index.js';
import { FlowScreen } from '../shared/FlowScreen.js';
import * as styles from '../shared/screens.css.js';

/**
 * CryptoOtherScreen (spec §2): 'Continue with other wallet', listing the wallets the browser offers that
 * found no slot on Main; each starts the same wallet sign-in. Back arrow to Main (§4).
 */
export function CryptoOtherScreen() {
  const screen = useScreen('CryptoOtherScreen');
  const send = useSend();
  const config = useConfig();
  const env = useFlowSelector((state) => state.env);
  const busy = usePending();
  const t = useText(cryptoOtherScreenText);
  if (!screen) return null;
  return (
    <FlowScreen name="CryptoOtherScreen" header={t('crypto.other.header')} back>
      <ul className={styles.list} aria-label={t('crypto.other.label')} data-part="other-wallets">
        {otherWallets(config, env).map((wallet) => (
          <li key={wallet.id}>
            <WalletButton wallet={wallet.option} disabled={busy} onPress={() => send({ type: 'WALLET_SELECT', wallet: wallet.id })} />
          </li>
        ))}
      </ul>
    </FlowScreen>
  );
}
