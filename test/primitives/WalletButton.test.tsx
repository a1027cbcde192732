import { cleanup, render, screen } from '@testing-library/react';
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
