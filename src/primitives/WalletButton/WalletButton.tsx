import type { ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { Button } from '../Button';
import { BrandIcon } from '../SocialButton/BrandIcon';
import { WALLET_NAMES, type WalletType } from '../../wire';
import { walletIcons } from './wallets';

/** A wallet, or one of the two extra Main buttons (spec §2). */
export type WalletButtonTarget = WalletType | 'other' | 'setup';

export interface WalletButtonProps {
  /**
   * A wallet ('Continue with {wallet}'), `other` ('Continue with other Crypto Wallet') or `setup`
   * ('Set up a new crypto wallet').
   */
  wallet: WalletButtonTarget;
  /** Called on a press. */
  onPress?: () => void;
  /** Disables the button. @default false */
  disabled?: boolean;
  /** Shows a spinner and marks the button busy. @default false */
  loading?: boolean;
}

/** A generic wallet: a wallet case with a clasp. */
function WalletGlyph() {
  return (
    <svg
      data-part="brand-icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinejoin="round"
    >
      <path d="M4 7.5h14.5a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18V7.5zM4 7.5 15.5 4.5v3" />
      <path d="M15.5 13.5h4.5" />
    </svg>
  );
}

/** A plus, for setting up a new wallet. */
function PlusGlyph() {
  return (
    <svg
      data-part="brand-icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="10.5" />
      <path d="M12 7.5v9M7.5 12h9" />
    </svg>
  );
}

/** A crypto wallet button on Main (spec §2): 'Continue with {wallet}' and the other/setup variants. */
export function WalletButton({ wallet, onPress, disabled = false, loading = false }: WalletButtonProps) {
  const t = useMessages();
  let label: string;
  let icon: ReactNode;
  if (wallet === 'other') {
    label = t('wallet.other');
    icon = <WalletGlyph />;
  } else if (wallet === 'setup') {
    label = t('wallet.setup');
    icon = <PlusGlyph />;
  } else {
    label = t('wallet.continueWith', { wallet: WALLET_NAMES[wallet] });
    icon = <BrandIcon glyph={walletIcons[wallet]} />;
  }
  return (
    <Button variant="secondary" part="wallet-button" onPress={onPress} disabled={disabled} loading={loading} icon={icon}>
      {label}
    </Button>
  );
}
