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
import type { OAuthProvider } from '../../wire';
import { monogramStrokes, type BrandGlyph } from './BrandIcon';

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
