/**
 * Crypto wallets (spec §2 CryptoConnect, CryptoSignMessage, CryptoSetupWallet, CryptoOtherScreen,
 * CryptoConfirmation, CryptoError; §4 "Crypto"; §7 wallet signing; §8 '[Error] Could not sign message').
 * The wallet is asked for its address, the API for a challenge (a SIWE message when the project requires
 * it, §5), the wallet signs it, and the API checks the signature.
 */
import type { EthereumWallet, SolanaWallet } from '../../../client/index.js';
import { cryptoWalletTypeFor } from '../../../wire/index.js';
import { walletProvider } from '../../browser.js';
import { defineProduct } from '../../product.js';
import { call, emit, notify, sessionMinutes, show, step } from '../../step.js';
import type { FlowState } from '../../state.js';
import type { FlowError } from '../../errors.js';
import type { Step } from '../../types.js';

export type * from './types.js';

/** Spec §4 "Failure leads to CryptoError with the log 'Could not connect to wallet'" (developers read it on the console). */
const FAILURE_LOG = 'Could not connect to wallet';

/**
 * Spec §4: any failure ends on CryptoError (its back arrow returns to Main) with the log 'Could not connect
 * to wallet'; the host hears about it.
 */
function cryptoError(state: FlowState, error: FlowError): Step {
  return step(show(state, { screen: 'CryptoError' }), { type: 'report', error }, { type: 'console', message: FAILURE_LOG, error });
}

/** 'Continue with {wallet}': the wallet is asked for its address (CryptoConnect). */
function selectWallet(state: FlowState, walletId: string): Step {
  if (state.pending) return step(state);
  const wallet = state.env.wallets?.find((w) => w.id === walletId);
  if (!wallet) return step(state);
  const connecting = show(
    state,
    { screen: 'CryptoConnect', wallet: wallet.id },
    { cryptoState: { walletOption: wallet.option, walletAddress: '', walletChallenge: '' } },
  );
  return call(connecting, 'crypto.connect', { wallet: wallet.id, option: wallet.option });
}

/** The wallet behind a DetectedWallet id, as the client's signing calls take it. */
function provider(wallet: string): EthereumWallet & SolanaWallet {
  const found = walletProvider(wallet);
  if (!found) throw new Error('The wallet is no longer available in this browser.');
  return found as EthereumWallet & SolanaWallet;
}

export const cryptoWallets = defineProduct({
  id: 'crypto',
  confirmation: 'CryptoConfirmation',
  screens: ['CryptoConnect', 'CryptoSignMessage', 'CryptoSetupWallet', 'CryptoOtherScreen', 'CryptoConfirmation', 'CryptoError'],
  services: (client) => ({
    crypto: {
      requestAddress: async (wallet, type) => client.cryptoWallets.requestAddress(provider(wallet), type),
      start: (address, type) => client.cryptoWallets.authenticateStart({ crypto_wallet_address: address, crypto_wallet_type: type }),
      sign: async (wallet, type, address, message) => client.cryptoWallets.signMessage(provider(wallet), type, address, message),
      authenticate: (address, type, signature, minutes) =>
        client.cryptoWallets.authenticate({
          crypto_wallet_address: address,
          crypto_wallet_type: type,
          signature,
          session_duration_minutes: minutes,
        }),
    },
  }),
  on: {
    Main: {
      WALLET_SELECT: (state, event) => selectWallet(state, event.wallet),
      WALLET_OTHER: (state) => (state.pending ? step(state) : step(show(state, { screen: 'CryptoOtherScreen' }))),
      WALLET_SETUP: (state) => (state.pending ? step(state) : step(show(state, { screen: 'CryptoSetupWallet' }))),
    },
    CryptoOtherScreen: {
      WALLET_SELECT: (state, event) => selectWallet(state, event.wallet),
    },
  },
  done: {
    'crypto.connect'(state, event) {
      const { address, challenge, data } = event.result;
      const signing = show(
        state,
        { screen: 'CryptoSignMessage', wallet: event.input.wallet },
        { cryptoState: { ...state.cryptoState, walletAddress: address, walletChallenge: challenge } },
      );
      const sign = call(signing, 'crypto.sign', { wallet: event.input.wallet, option: event.input.option, address, challenge });
      return { state: sign.state, commands: [emit('CRYPTO_WALLET_AUTHENTICATE_START', data), ...sign.commands] };
    },
    'crypto.sign': (state, event) =>
      call(state, 'crypto.authenticate', { option: event.input.option, address: event.input.address, signature: event.result.signature }),
    'crypto.authenticate': (state, event, { signedIn }) =>
      signedIn(state, { screen: 'CryptoConfirmation' }, { type: 'CRYPTO_WALLET_AUTHENTICATE', data: event.result.data }),
  },
  failed: {
    // Spec §8: "Wallet signing failure: the toast '[Error] Could not sign message', then CryptoError."
    'crypto.sign': (state, event) => cryptoError(notify(state, 'error', { key: 'crypto.signFailed' }), event.error),
    'crypto.connect': (state, event) => cryptoError(state, event.error),
    'crypto.authenticate': (state, event) => cryptoError(state, event.error),
  },
  handlers: {
    async 'crypto.connect'({ wallet, option }, { services }) {
      const type = cryptoWalletTypeFor(option);
      const address = await services.crypto.requestAddress(wallet, type);
      const data = await services.crypto.start(address, type);
      return { address, challenge: data.challenge, data };
    },
    async 'crypto.sign'({ wallet, option, address, challenge }, { services }) {
      return { signature: await services.crypto.sign(wallet, cryptoWalletTypeFor(option), address, challenge) };
    },
    async 'crypto.authenticate'({ option, address, signature }, { services, config }) {
      return { data: await services.crypto.authenticate(address, cryptoWalletTypeFor(option), signature, sessionMinutes(config)) };
    },
  },
});
