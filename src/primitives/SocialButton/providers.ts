import type { OAuthProvider } from '../../wire/index.js';
import type { BrandGlyph } from './BrandIcon.js';

const mark = (name: OAuthProvider): BrandGlyph => ({ kind: 'mark', name });

/** Each provider's icon: its own full-colour mark (`scripts/brand-marks.mjs` names the sources). */
export const oauthProviderIcons: Record<OAuthProvider, BrandGlyph> = {
  google: mark('google'),
  microsoft: mark('microsoft'),
  apple: mark('apple'),
  github: mark('github'),
  gitlab: mark('gitlab'),
  facebook: mark('facebook'),
  discord: mark('discord'),
  salesforce: mark('salesforce'),
  slack: mark('slack'),
  amazon: mark('amazon'),
  bitbucket: mark('bitbucket'),
  linkedin: mark('linkedin'),
  coinbase: mark('coinbase'),
  twitch: mark('twitch'),
  twitter: mark('twitter'),
  tiktok: mark('tiktok'),
  snapchat: mark('snapchat'),
  figma: mark('figma'),
  yahoo: mark('yahoo'),
};
