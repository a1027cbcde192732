export { BackButton } from './BackButton.js';
export type { BackButtonProps } from './BackButton.js';
