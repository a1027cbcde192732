import type { ReactNode } from 'react';
import { useText } from '../../i18n/index.js';
import { Button } from '../Button/index.js';
import { Icon } from '../Icon/index.js';
import { BrandIcon } from '../SocialButton/BrandIcon.js';
import { WALLET_NAMES, type WalletType } from '../../wire/index.js';
import { walletIcons } from './wallets.js';

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
  /**
   * Draws the brand mark in the text colour instead of the brand's colours.
   * @default the theme's `brandMarks === 'monochrome'`
   */
  monochrome?: boolean;
  /** Shows a spinner and marks the button busy. @default false */
  loading?: boolean;
}

/** A crypto wallet button on Main (spec §2): 'Continue with {wallet}' and the other/setup variants. */
export function WalletButton({ wallet, onPress, disabled = false, monochrome, loading = false }: WalletButtonProps) {
  const t = useText();
  let label: string;
  let icon: ReactNode;
  if (wallet === 'other') {
    label = t('wallet.other');
    icon = <Icon name="wallet" part="brand-icon" />;
  } else if (wallet === 'setup') {
    label = t('wallet.setup');
    icon = <Icon name="plusCircle" part="brand-icon" />;
  } else {
    const name = wallet === 'ethereum' || wallet === 'solana' ? t(`wallet.name.${wallet}`) : WALLET_NAMES[wallet];
    label = t('wallet.continueWith', { wallet: name });
    icon = <BrandIcon glyph={walletIcons[wallet]} monochrome={monochrome} />;
  }
  return (
    <Button variant="secondary" part="wallet-button" onPress={onPress} disabled={disabled} loading={loading} icon={icon}>
      {label}
    </Button>
  );
}
