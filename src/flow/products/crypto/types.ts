/** What the crypto-wallet product adds to the flow's vocabulary (see `product.ts`). */
import type { CryptoWalletStartResponse, CryptoWalletType } from '../../../wire/index.js';
import type { NoOwnState } from '../../product.js';
import type { WalletOption } from '../../state.js';
import type { ActionSpec, SignInData } from '../../types.js';

export type CryptoEvent =
  /** 'Continue with {wallet}' for a wallet the browser offers (its DetectedWallet id), on Main or CryptoOtherScreen. */
  | { type: 'WALLET_SELECT'; wallet: string }
  /** 'Continue with other Crypto Wallet'. */
  | { type: 'WALLET_OTHER' }
  /** 'Set up a new crypto wallet'. */
  | { type: 'WALLET_SETUP' };

export interface CryptoActions {
  /** CryptoConnect: the wallet's address, then the API's challenge for it. */
  'crypto.connect': ActionSpec<
    { wallet: string; option: WalletOption },
    { address: string; challenge: string; data: CryptoWalletStartResponse }
  >;
  /** CryptoSignMessage: the wallet signs the challenge (`personal_sign`, or Solana `signMessage`). */
  'crypto.sign': ActionSpec<{ wallet: string; option: WalletOption; address: string; challenge: string }, { signature: string }>;
  /** The API checks the signature and signs the user in. */
  'crypto.authenticate': ActionSpec<{ option: WalletOption; address: string; signature: string }, { data: SignInData }>;
}

/** What the wallet screens need from the wallets and the API. `wallet` is a DetectedWallet id. */
export interface CryptoServices {
  requestAddress(wallet: string, type: CryptoWalletType): Promise<string>;
  /** `authenticate/start`: the message to sign (SIWE params added by the client when required, spec §5). */
  start(address: string, type: CryptoWalletType): Promise<CryptoWalletStartResponse>;
  sign(wallet: string, type: CryptoWalletType, address: string, message: string): Promise<string>;
  authenticate(address: string, type: CryptoWalletType, signature: string, sessionDurationMinutes: number): Promise<SignInData>;
}

declare module '../index.js' {
  interface ProductRegistry {
    crypto: {
      actions: CryptoActions;
      events: CryptoEvent;
      screens: {
        CryptoConnect: {
          /** The chosen wallet (its DetectedWallet id), asked for its address. */
          wallet: string;
        };
        CryptoSignMessage: {
          /** The wallet asked to sign `cryptoState.walletChallenge`. */
          wallet: string;
        };
        CryptoSetupWallet: NoOwnState;
        CryptoOtherScreen: NoOwnState;
        CryptoConfirmation: NoOwnState;
        CryptoError: NoOwnState;
      };
      services: { crypto: CryptoServices };
      hostEvents: { CRYPTO_WALLET_AUTHENTICATE_START: CryptoWalletStartResponse; CRYPTO_WALLET_AUTHENTICATE: SignInData };
      confirmation: 'CryptoConfirmation';
      form: {
        /** The wallet being signed in with; `walletOption` defaults to Metamask (spec §3). */
        cryptoState: { walletAddress: string; walletOption: WalletOption; walletChallenge: string };
      };
    };
  }
}
