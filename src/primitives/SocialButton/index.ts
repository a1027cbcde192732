export { SocialButton } from './SocialButton.js';
export type { SocialButtonProps } from './SocialButton.js';
export { BrandIcon } from './BrandIcon.js';
export type { BrandGlyph, BrandIconProps } from './BrandIcon.js';
