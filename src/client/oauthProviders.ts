/**
 * The OAuth providers of spec §3, in the spec's order, with their brand names. One list for the client
 * (start URLs), the social buttons and the emulator's provider pages. Plain data: no API calls here, so
 * primitives may import it without knowing about the transport.
 */
export const OAUTH_PROVIDERS = [
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
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/**
 * Brand names as the brands write them. They fill `{provider}` in 'Continue with {provider}'; brand names
 * are not translated, so they live here rather than in the message catalogue.
 */
export const OAUTH_PROVIDER_NAMES: Record<OAuthProvider, string> = {
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
