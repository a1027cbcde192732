/**
 * Crypto wallets (spec §2 CryptoConnect, CryptoSignMessage, CryptoSetupWallet, CryptoOtherScreen,
 * CryptoConfirmation, CryptoError; §4 "Crypto"; §7 wallet signing; §8 '[Error] Could not sign message').
 * The wallet is asked for its address, the API for a challenge (a SIWE message when the project requires
 * it, §5), the wallet signs it, and the API checks the signature.
 */
import type { EthereumWallet, GatehouseClient, SolanaWallet } from '../../client';
import { cryptoWalletTypeFor, type CryptoWalletType } from '../../wire';
import { walletProvider } from '../browser';
import { call, emit, notify, sessionMinutes, show, signedIn, step } from '../step';
import type { FlowState, WalletOption } from '../state';
import type { ActionSpec, Command, FlowEvent, ProductFlow, Step } from '../types';

export interface CryptoActions {
  /** CryptoConnect: the wallet's address, then the API's challenge for it. */
  'crypto.connect': ActionSpec<{ wallet: string; option: WalletOption }, { address: string; challenge: string; data: unknown }>;
  /** CryptoSignMessage: the wallet signs the challenge (`personal_sign`, or Solana `signMessage`). */
  'crypto.sign': ActionSpec<{ wallet: string; option: WalletOption; address: string; challenge: string }, { signature: string }>;
  /** The API checks the signature and signs the user in. */
  'crypto.authenticate': ActionSpec<{ option: WalletOption; address: string; signature: string }, { data: unknown }>;
}

/** What the wallet screens need from the wallets and the API. `wallet` is a DetectedWallet id. */
export interface CryptoServices {
  requestAddress(wallet: string, type: CryptoWalletType): Promise<string>;
  /** `authenticate/start`: the message to sign (SIWE params added by the client when required, spec §5). */
  start(address: string, type: CryptoWalletType): Promise<{ challenge: string }>;
  sign(wallet: string, type: CryptoWalletType, address: string, message: string): Promise<string>;
  authenticate(address: string, type: CryptoWalletType, signature: string, sessionDurationMinutes: number): Promise<unknown>;
}

export function cryptoServices(client: GatehouseClient): CryptoServices {
  const provider = (wallet: string) => {
    const found = walletProvider(wallet);
    if (!found) throw new Error('The wallet is no longer available in this browser.');
    return found as EthereumWallet & SolanaWallet;
  };
  return {
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
  };
}

/** Spec §4: any failure ends on CryptoError (its back arrow returns to Main); the host hears about it. */
function cryptoError(state: FlowState, ...commands: Command[]): Step {
  return step(show(state, { screen: 'CryptoError' }), ...commands);
}

function reduce(state: FlowState, event: FlowEvent): Step | null {
  switch (event.type) {
    case 'WALLET_SELECT': {
      if ((state.screen !== 'Main' && state.screen !== 'CryptoOtherScreen') || state.pending) return null;
      const wallet = state.env.wallets?.find((w) => w.id === event.wallet);
      if (!wallet) return step(state);
      const connecting = show(
        state,
        { screen: 'CryptoConnect', wallet: wallet.id },
        {
          cryptoState: { walletOption: wallet.option, walletAddress: '', walletChallenge: '' },
        },
      );
      return call(connecting, 'crypto.connect', { wallet: wallet.id, option: wallet.option });
    }
    case 'WALLET_OTHER':
      if (state.screen !== 'Main' || state.pending) return null;
      return step(show(state, { screen: 'CryptoOtherScreen' }));
    case 'WALLET_SETUP':
      if (state.screen !== 'Main' || state.pending) return null;
      return step(show(state, { screen: 'CryptoSetupWallet' }));

    case 'DONE':
      switch (event.action) {
        case 'crypto.connect': {
          const { address, challenge, data } = event.result;
          const signing = show(
            state,
            { screen: 'CryptoSignMessage', wallet: event.input.wallet },
            {
              cryptoState: { ...state.cryptoState, walletAddress: address, walletChallenge: challenge },
            },
          );
          const sign = call(signing, 'crypto.sign', { wallet: event.input.wallet, option: event.input.option, address, challenge });
          return { state: sign.state, commands: [emit('CRYPTO_WALLET_AUTHENTICATE_START', data), ...sign.commands] };
        }
        case 'crypto.sign':
          return call(state, 'crypto.authenticate', {
            option: event.input.option,
            address: event.input.address,
            signature: event.result.signature,
          });
        case 'crypto.authenticate':
          return signedIn(state, { screen: 'CryptoConfirmation' }, 'CRYPTO_WALLET_AUTHENTICATE', event.result.data);
        default:
          return null;
      }

    case 'FAILED':
      switch (event.action) {
        case 'crypto.sign':
          // Spec §8: "Wallet signing failure: the toast '[Error] Could not sign message', then CryptoError."
          return cryptoError(notify(state, 'error', { key: 'crypto.signFailed' }), { type: 'report', error: event.error });
        case 'crypto.connect':
        case 'crypto.authenticate':
          return cryptoError(state, { type: 'report', error: event.error });
        default:
          return null;
      }

    default:
      return null;
  }
}

export const cryptoFlow: ProductFlow<'crypto.connect' | 'crypto.sign' | 'crypto.authenticate'> = {
  reduce,
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
};
