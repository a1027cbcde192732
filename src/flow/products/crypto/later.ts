/**
 * Crypto's later part (issue 27, `ProductPart`): the transitions of its screens after Main, the answers of its
 * actions and the runners of those the user starts, loaded with the other products' when the flow first needs
 * them; the rest is in `index.ts`.
 */
import type { EthereumWallet, GatehouseClient, SolanaWallet } from '../../../client/index.js';
import { cryptoWalletTypeFor } from '../../../wire/index.js';
import { walletProvider } from '../../browser.js';
import { definePart } from '../../product.js';
import { call, emit, notify, sessionMinutes, show, step } from '../../step.js';
import type { FlowState } from '../../state.js';
import type { FlowError } from '../../errors.js';
import type { Step } from '../../types.js';
import { selectWallet } from './index.js';
import type { CryptoServices } from './types.js';

/** Spec §4 "Failure leads to CryptoError with the log 'Could not connect to wallet'" (developers read it on the console). */
const FAILURE_LOG = 'Could not connect to wallet';

/**
 * Spec §4: any failure ends on CryptoError (its back arrow returns to Main) with the log 'Could not connect
 * to wallet'; the host hears about it.
 */
function cryptoError(state: FlowState, error: FlowError): Step {
  return step(show(state, { screen: 'CryptoError' }), { type: 'report', error }, { type: 'console', message: FAILURE_LOG, error });
}

/** The wallet behind a DetectedWallet id, as the client's signing calls take it. */
function provider(wallet: string): EthereumWallet & SolanaWallet {
  const found = walletProvider(wallet);
  if (!found) throw new Error('The wallet is no longer available in this browser.');
  return found as EthereumWallet & SolanaWallet;
}

export const later = definePart({
  id: 'crypto',
  services: (client: GatehouseClient): CryptoServices => ({
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
  }),
  on: {
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
