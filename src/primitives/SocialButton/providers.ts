import {
  siApple,
  siBitbucket,
  siCoinbase,
  siDiscord,
  siFacebook,
  siFigma,
  siGithub,
  siGitlab,
  siGoogle,
  siSnapchat,
  siTiktok,
  siTwitch,
  siX,
} from 'simple-icons';
import { monogramStrokes, type BrandGlyph } from './BrandIcon';

/** The OAuth providers of spec §3, in the spec's order. */
export const oauthProviders = [
  'google',
  'microsoft',
  'apple',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
] as const;

/** One of the spec's OAuth providers (§3 Enumerations). */
export type OAuthProvider = (typeof oauthProviders)[number];

/**
 * Brand names as the brands write them. They fill `{provider}` in 'Continue with {provider}'; brand
 * names are not translated, so they live here rather than in the catalogue.
 */
export const oauthProviderNames: Record<OAuthProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
  gitlab: 'GitLab',
  facebook: 'Facebook',
  discord: 'Discord',
  salesforce: 'Salesforce',
  slack: 'Slack',
  amazon: 'Amazon',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  coinbase: 'Coinbase',
  twitch: 'Twitch',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  figma: 'Figma',
  yahoo: 'Yahoo',
};

const path = (icon: { path: string }): BrandGlyph => ({ kind: 'path', path: icon.path });
const monogram = (strokes: string): BrandGlyph => ({ kind: 'monogram', strokes });

/**
 * Each provider's icon. `simple-icons` (16.x) no longer carries Microsoft, Salesforce, Slack, Amazon,
 * LinkedIn or Yahoo (removed at the brands' request), so those get a monogram instead. Twitter's
 * current mark is X, which simple-icons has.
 */
export const oauthProviderIcons: Record<OAuthProvider, BrandGlyph> = {
  google: path(siGoogle),
  microsoft: monogram(monogramStrokes.m),
  apple: path(siApple),
  github: path(siGithub),
  gitlab: path(siGitlab),
  facebook: path(siFacebook),
  discord: path(siDiscord),
  salesforce: monogram(monogramStrokes.s),
  slack: monogram(monogramStrokes.hash),
  amazon: monogram(monogramStrokes.a),
  bitbucket: path(siBitbucket),
  linkedin: monogram(monogramStrokes.in),
  coinbase: path(siCoinbase),
  twitch: path(siTwitch),
  twitter: path(siX),
  tiktok: path(siTiktok),
  snapchat: path(siSnapchat),
  figma: path(siFigma),
  yahoo: monogram(monogramStrokes.yBang),
};
