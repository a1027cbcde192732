import { cleanup, render, screen } from '@testing-library/react';
import { WalletButton, walletChain, walletTypes } from '../../src/primitives/WalletButton';

afterEach(cleanup);

describe('walletChain', () => {
  it('gives solana for Solana-type wallets and ethereum for everything else (spec §3)', () => {
    expect(Object.fromEntries(walletTypes.map((type) => [type, walletChain(type)]))).toEqual({
      phantom: 'solana',
      vessel: 'ethereum',
      binance: 'ethereum',
      coinbase: 'ethereum',
      metamask: 'ethereum',
      ethereum: 'ethereum',
      solana: 'solana',
    });
  });
});

describe('WalletButton', () => {
  it("reads 'Continue with {wallet}' for every wallet type", () => {
    render(
      <>
        {walletTypes.map((wallet) => (
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
