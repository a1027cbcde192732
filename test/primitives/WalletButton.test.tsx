import { cleanup, render, screen } from '@testing-library/react';
import { MessagesProvider, preloadLocale } from '../../src/i18n';
import { WalletButton } from '../../src/primitives/WalletButton';
import { WALLET_TYPES } from '../../src/wire';

afterEach(cleanup);

describe('WalletButton', () => {
  it("reads 'Continue with {wallet}' for every wallet type", () => {
    render(
      <>
        {WALLET_TYPES.map((wallet) => (
          <WalletButton key={wallet} wallet={wallet} />
        ))}
      </>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Continue with Phantom',
      'Continue with Vessel',
      'Continue with Binance',
      'Continue with Coinbase',
      'Continue with Metamask',
      'Continue with Ethereum Wallet',
      'Continue with Solana Wallet',
    ]);
  });

  it("names the generic wallets in the user's language, and the brands as they write themselves", async () => {
    await preloadLocale('de');
    render(
      <MessagesProvider locale="de">
        {WALLET_TYPES.map((wallet) => (
          <WalletButton key={wallet} wallet={wallet} />
        ))}
      </MessagesProvider>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Weiter mit Phantom',
      'Weiter mit Vessel',
      'Weiter mit Binance',
      'Weiter mit Coinbase',
      'Weiter mit Metamask',
      'Weiter mit Ethereum-Wallet',
      'Weiter mit Solana-Wallet',
    ]);
  });

  it('has the other-wallet and set-up variants of spec §2', () => {
    render(
      <>
        <WalletButton wallet="other" />
        <WalletButton wallet="setup" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Continue with other Crypto Wallet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up a new crypto wallet' })).toBeTruthy();
  });
});
