import { BrandIcon } from '../../primitives/SocialButton/index.js';
import { Spinner } from '../../primitives/Spinner/index.js';
import { Text } from '../../primitives/Text/index.js';
import { walletIcons } from '../../primitives/WalletButton/index.js';
import type { ScreenName } from '../../flow/state.js';
import { useFlowSelector } from '../../react/index.js';
import { FlowScreen } from './FlowScreen.js';
import * as styles from './WalletProgress.css.js';

export interface WalletProgressProps {
  name: Extract<ScreenName, 'CryptoConnect' | 'CryptoSignMessage'>;
  header: string;
  /** What to do in the wallet and how to start over (spec §2 hints). */
  hints: string[];
}

/**
 * The wait for the wallet (spec §2 CryptoConnect, CryptoSignMessage): the header, the chosen wallet's icon
 * with a spinner, the hints, and the back arrow to Main (§4).
 */
export function WalletProgress({ name, header, hints }: WalletProgressProps) {
  const wallet = useFlowSelector((state) => state.cryptoState.walletOption);
  return (
    <FlowScreen name={name} header={header} back>
      <div className={styles.mark} data-part="wallet-mark" data-wallet={wallet}>
        <span className={styles.icon}>
          <BrandIcon glyph={walletIcons[wallet]} />
        </span>
        <Spinner label="" />
      </div>
      {hints.map((hint) => (
        <Text key={hint} align="center" tone="secondary" part="wallet-hint">
          {hint}
        </Text>
      ))}
    </FlowScreen>
  );
}
