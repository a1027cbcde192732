import {
  API_ERRORS,
  B2B_MFA_PRODUCTS,
  B2B_OAUTH_PROVIDERS,
  B2B_PRODUCTS,
  cryptoWalletTypeFor,
  OAUTH_PROVIDER_NAMES,
  OAUTH_PROVIDERS,
  OTP_METHODS,
  STRENGTH_POLICIES,
  WALLET_NAMES,
  WALLET_TYPES,
} from '../../src/wire';

describe('the wire enumerations (spec §3)', () => {
  it('lists the 19 OAuth providers in the spec order, each with a brand name', () => {
    expect(OAUTH_PROVIDERS).toEqual([
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
    ]);
    expect(Object.keys(OAUTH_PROVIDER_NAMES)).toEqual([...OAUTH_PROVIDERS]);
  });

  it('lists the B2B OAuth providers, products and MFA products in the spec order', () => {
    expect(B2B_OAUTH_PROVIDERS).toEqual(['google', 'microsoft', 'hubspot', 'slack', 'github']);
    expect(B2B_PRODUCTS).toEqual(['emailMagicLinks', 'emailOtp', 'sso', 'passwords', 'oauth']);
    expect(B2B_MFA_PRODUCTS).toEqual(['smsOtp', 'totp']);
  });

  it('lists the OTP methods and strength policies', () => {
    expect(OTP_METHODS).toEqual(['sms', 'whatsapp', 'email']);
    expect(STRENGTH_POLICIES).toEqual(['zxcvbn', 'luds', 'none']);
  });

  it('gives solana for Solana-type wallets and ethereum for everything else', () => {
    expect(Object.fromEntries(WALLET_TYPES.map((type) => [type, cryptoWalletTypeFor(type)]))).toEqual({
      phantom: 'solana',
      vessel: 'ethereum',
      binance: 'ethereum',
      coinbase: 'ethereum',
      metamask: 'ethereum',
      ethereum: 'ethereum',
      solana: 'solana',
    });
    // The generic wallets are named by the message catalogue (wallet.name.ethereum, wallet.name.solana).
    expect(Object.keys(WALLET_NAMES)).toEqual(WALLET_TYPES.filter((type) => type !== 'ethereum' && type !== 'solana'));
  });

  it('has one status and message per error type', () => {
    for (const [type, [status, message]] of Object.entries(API_ERRORS)) {
      expect(type).toMatch(/^[a-z_]+$/);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
      expect(message.length).toBeGreaterThan(0);
    }
  });
});
