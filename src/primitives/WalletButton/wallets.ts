import { monogramStrokes, type BrandGlyph } from '../SocialButton/BrandIcon';

/** The wallet types of spec §3, including the generic Ethereum and Solana wallets. */
export const walletTypes = ['phantom', 'vessel', 'binance', 'coinbase', 'metamask', 'ethereum', 'solana'] as const;

/** One of the spec's wallet types (§3 Enumerations). `ethereum`/`solana` are the generic wallets. */
export type WalletType = (typeof walletTypes)[number];

/** The chain a wallet signs in on, sent as `crypto_wallet_type`. */
export type WalletChain = 'solana' | 'ethereum';

/** Solana-type wallets; spec §3: "A Solana-type wallet gives crypto_wallet_type solana". */
const solanaWallets: ReadonlySet<WalletType> = new Set<WalletType>(['phantom', 'solana']);

/** `solana` for Solana-type wallets (Phantom, generic Solana), `ethereum` for everything else (spec §3). */
export function walletChain(type: WalletType): WalletChain {
  return solanaWallets.has(type) ? 'solana' : 'ethereum';
}

/**
 * Wallet names as the brands write them (spec §2 spells 'Metamask'); they fill `{wallet}` in
 * 'Continue with {wallet}'. Brand names are not translated, so they live here.
 */
export const walletNames: Record<WalletType, string> = {
  phantom: 'Phantom',
  vessel: 'Vessel',
  binance: 'Binance',
  coinbase: 'Coinbase',
  metamask: 'Metamask',
  ethereum: 'Ethereum Wallet',
  solana: 'Solana Wallet',
};

const mark = (name: Exclude<WalletType, 'vessel'>): BrandGlyph => ({ kind: 'mark', name });

/**
 * Each wallet's icon: its own full-colour mark (`scripts/brand-marks.mjs` names the sources). No
 * maintained icon set carries Vessel, so it gets a "V" monogram rather than a made-up logo.
 */
export const walletIcons: Record<WalletType, BrandGlyph> = {
  phantom: mark('phantom'),
  vessel: { kind: 'monogram', strokes: monogramStrokes.v },
  binance: mark('binance'),
  coinbase: mark('coinbase'),
  metamask: mark('metamask'),
  ethereum: mark('ethereum'),
  solana: mark('solana'),
};
