export { Logo } from './Logo.js';
export type { LogoProps } from './Logo.js';
