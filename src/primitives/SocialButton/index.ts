export { SocialButton } from './SocialButton';
export type { SocialButtonProps } from './SocialButton';
export { oauthProviderIcons, oauthProviderNames, oauthProviders } from './providers';
export type { OAuthProvider } from './providers';
export { BrandIcon } from './BrandIcon';
export type { BrandGlyph, BrandIconProps } from './BrandIcon';
