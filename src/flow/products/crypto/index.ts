/**
 * Crypto wallets (spec §2 CryptoConnect, CryptoSignMessage, CryptoSetupWallet, CryptoOtherScreen,
 * CryptoConfirmation, CryptoError; §4 "Crypto"; §7 wallet signing; §8 '[Error] Could not sign message').
 * The wallet is asked for its address, the API for a challenge (a SIWE message when the project requires
 * it, §5), the wallet signs it, and the API checks the signature.
 */
import { defineProduct, laterServices } from '../../product.js';
import { call, show, step } from '../../step.js';
import type { FlowState } from '../../state.js';
import type { Step } from '../../types.js';
import type { CryptoServices } from './types.js';

export type * from './types.js';

/** Its later part (issue 27): the transitions after Main, the answers and the runners the user starts. */
const load = () => import('./later.js');

/** 'Continue with {wallet}': the wallet is asked for its address (CryptoConnect). */
export function selectWallet(state: FlowState, walletId: string): Step {
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

export const crypto = defineProduct({
  id: 'crypto',
  confirmation: 'CryptoConfirmation',
  screens: ['CryptoConnect', 'CryptoSignMessage', 'CryptoSetupWallet', 'CryptoOtherScreen', 'CryptoConfirmation', 'CryptoError'],
  fields: { cryptoState: { walletAddress: '', walletOption: 'metamask', walletChallenge: '' } },
  onMain: { group: 'buttons' },
  services: (client) => ({
    crypto: laterServices<CryptoServices>(client, load, { requestAddress: 1, start: 1, sign: 1, authenticate: 1 }),
  }),
  on: {
    Main: {
      WALLET_SELECT: (state, event) => selectWallet(state, event.wallet),
      WALLET_OTHER: (state) => (state.pending ? step(state) : step(show(state, { screen: 'CryptoOtherScreen' }))),
      WALLET_SETUP: (state) => (state.pending ? step(state) : step(show(state, { screen: 'CryptoSetupWallet' }))),
    },
  },
  load,
});
