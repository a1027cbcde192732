import { useText } from '../../i18n/index.js';
import { cryptoSetupWalletText } from '../../i18n/english/CryptoSetupWallet.js';
import { BrandIcon } from '../../primitives/SocialButton/index.js';
import { Text } from '../../primitives/Text/index.js';
import { walletIcons } from '../../primitives/WalletButton/index.js';
import { WALLET_NAMES } from '../../wire/index.js';
import { useScreen } from '../../react/index.js';
import { FlowScreen } from '../shared/FlowScreen.js';
import * as shared from '../shared/screens.css.js';
import * as styles from './CryptoSetupWallet.css.js';

/** The wallets spec §2 offers to download, with their makers' download pages. */
const DOWNLOADS: readonly { wallet: keyof typeof WALLET_NAMES; href: string }[] = [
  { wallet: 'metamask', href: 'https://metamask.io/download/' },
  { wallet: 'phantom', href: 'https://phantom.com/download' },
  { wallet: 'coinbase', href: 'https://www.coinbase.com/wallet/downloads' },
  { wallet: 'binance', href: 'https://www.binance.com/en/web3wallet' },
];

/**
 * CryptoSetupWallet (spec §2): 'Set up a new crypto wallet', why, and download links for Metamask, Phantom,
 * Coinbase and Binance. Each opens in a new tab with `noopener` (and `noreferrer`), so the wallet's site gets
 * no handle on this window; the link says so to assistive tech.
 */
export function CryptoSetupWallet() {
  const screen = useScreen('CryptoSetupWallet');
  const t = useText(cryptoSetupWalletText);
  if (!screen) return null;
  return (
    <FlowScreen name="CryptoSetupWallet" header={t('crypto.setup.header')} back>
      <Text>{t('crypto.setup.body')}</Text>
      <ul className={shared.list} data-part="wallet-downloads">
        {DOWNLOADS.map(({ wallet, href }) => {
          const label = t('crypto.setup.download', { wallet: WALLET_NAMES[wallet] });
          return (
            <li key={wallet}>
              <a
                className={styles.link}
                data-part="wallet-download"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${label} ${t('common.opensInNewTab')}`}
              >
                <BrandIcon glyph={walletIcons[wallet]} />
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </FlowScreen>
  );
}
