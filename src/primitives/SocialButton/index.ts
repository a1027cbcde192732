export { SocialButton } from './SocialButton';
export type { SocialButtonProps } from './SocialButton';
export { oauthProviderIcons } from './providers';
export { BrandIcon } from './BrandIcon';
export type { BrandGlyph, BrandIconProps } from './BrandIcon';
