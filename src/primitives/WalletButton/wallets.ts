import type { WalletType } from '../../wire/index.js';
import { monogramStrokes, type BrandGlyph } from '../SocialButton/BrandIcon.js';

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
