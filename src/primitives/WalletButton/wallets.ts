import { siBinance, siCoinbase, siEthereum, siSolana } from 'simple-icons';
import type { WalletType } from '../../wire';
import { monogramStrokes, type BrandGlyph } from '../SocialButton/BrandIcon';

const path = (icon: { path: string }): BrandGlyph => ({ kind: 'path', path: icon.path });
const monogram = (strokes: string): BrandGlyph => ({ kind: 'monogram', strokes });

/** Each wallet's icon; simple-icons has no Phantom, Vessel or MetaMask, so those get monograms. */
export const walletIcons: Record<WalletType, BrandGlyph> = {
  phantom: monogram(monogramStrokes.p),
  vessel: monogram(monogramStrokes.v),
  binance: path(siBinance),
  coinbase: path(siCoinbase),
  metamask: monogram(monogramStrokes.m),
  ethereum: path(siEthereum),
  solana: path(siSolana),
};
