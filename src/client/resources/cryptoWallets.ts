import { type Core, authenticate, protection, type Stripped } from '../core.js';
import type { AuthenticateResponse, CryptoWalletStartResponse, CryptoWalletType } from '../../wire/index.js';
import { pick } from '../../wire/fields.js';
import { CRYPTO_WALLET_AUTHENTICATE, CRYPTO_WALLET_START } from '../../wire/requests.js';
import { validate } from '../validate.js';

const START_CHECKS = pick(CRYPTO_WALLET_START, 'crypto_wallet_address', 'crypto_wallet_type', 'siwe_params');
const AUTHENTICATE_CHECKS = pick(
  CRYPTO_WALLET_AUTHENTICATE,
  'crypto_wallet_address',
  'crypto_wallet_type',
  'signature',
  'session_duration_minutes',
);

/** Sign-In with Ethereum (EIP-4361) parameters; `uri` defaults to the page origin (spec §5). */
export interface SiweParams {
  uri?: string;
  chain_id?: string;
  issued_at?: string;
  statement?: string;
  not_before?: string;
  message_request_id?: string;
  resources?: string[];
}

export interface CryptoWalletAuthenticateStartOptions {
  crypto_wallet_address: string;
  crypto_wallet_type: CryptoWalletType | string;
  siwe_params?: SiweParams;
}

export interface CryptoWalletAuthenticateOptions {
  crypto_wallet_address: string;
  crypto_wallet_type: CryptoWalletType | string;
  signature: string;
  session_duration_minutes: number;
}

/** An EIP-1193 provider (MetaMask, Coinbase, Binance, Vessel, any Ethereum wallet). */
export interface EthereumWallet {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** A Solana wallet (Phantom and other Solana wallets). */
export interface SolanaWallet {
  connect(): Promise<{ publicKey: { toString(): string } }>;
  signMessage(message: Uint8Array, encoding?: string): Promise<{ signature: Uint8Array }>;
}

/** `client.cryptoWallets` (spec §7), with the browser-side helpers that talk to the wallet itself. */
export function cryptoWallets(core: Core) {
  return {
    /**
     * Asks the server for a challenge to sign: `POST /crypto_wallets/authenticate/start/{primary|secondary}`.
     * For Ethereum wallets of a project requiring SIWE the challenge is an EIP-4361 message built from
     * `siwe_params`, whose `uri` defaults to the page origin.
     */
    async authenticateStart(options: CryptoWalletAuthenticateStartOptions): Promise<CryptoWalletStartResponse> {
      validate('cryptoWallets.authenticateStart', { ...options }, START_CHECKS);
      const { siweRequiredForCryptoWallets } = await core.bootstrap.getAsync();
      const { crypto_wallet_address, crypto_wallet_type, siwe_params } = options;
      const body: Record<string, unknown> = { crypto_wallet_address, crypto_wallet_type };
      if (siweRequiredForCryptoWallets && crypto_wallet_type === 'ethereum') {
        body.siwe_params = { ...siwe_params, uri: siwe_params?.uri || core.origin };
      }
      const { captcha_token } = await protection(core);
      // The path is picked as the request goes out, so it matches the session token the request carries.
      const path = `/crypto_wallets/authenticate/start/${core.store.getSession() ? 'secondary' : 'primary'}`;
      return core.transport.request('POST', path, { ...body, captcha_token });
    },

    /** Signs in with the signed challenge: `POST /crypto_wallets/authenticate`. */
    async authenticate(options: CryptoWalletAuthenticateOptions): Promise<Stripped<AuthenticateResponse>> {
      validate('cryptoWallets.authenticate', { ...options }, AUTHENTICATE_CHECKS);
      const { crypto_wallet_address, crypto_wallet_type, signature, session_duration_minutes } = options;
      return authenticate(core, 'POST', '/crypto_wallets/authenticate', {
        crypto_wallet_address,
        crypto_wallet_type,
        signature,
        session_duration_minutes,
        ...(await protection(core)),
      });
    },

    /** Asks the wallet for its address: `eth_requestAccounts` (EIP-1193) or Solana `connect()`. */
    async requestAddress(wallet: EthereumWallet | SolanaWallet, type: CryptoWalletType): Promise<string> {
      if (type === 'solana') return (await (wallet as SolanaWallet).connect()).publicKey.toString();
      const accounts = (await (wallet as EthereumWallet).request({ method: 'eth_requestAccounts' })) as string[];
      if (!accounts?.[0]) throw new Error('The wallet returned no address.');
      return accounts[0];
    },

    /**
     * Signs the challenge in the wallet (spec §7): `personal_sign` for Ethereum-style wallets, `signMessage`
     * for Solana with the signature base58-encoded (`bs58` is loaded only here).
     */
    async signMessage(wallet: EthereumWallet | SolanaWallet, type: CryptoWalletType, address: string, message: string): Promise<string> {
      if (type === 'solana') {
        const [{ signature }, { default: bs58 }] = await Promise.all([
          (wallet as SolanaWallet).signMessage(new TextEncoder().encode(message), 'utf8'),
          import('bs58'),
        ]);
        return bs58.encode(signature);
      }
      return (await (wallet as EthereumWallet).request({ method: 'personal_sign', params: [message, address] })) as string;
    },
  };
}
