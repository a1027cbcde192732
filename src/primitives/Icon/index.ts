export { Icon, SvgFrame } from './Icon';
export type { IconProps } from './Icon';
export { icons } from './icons';
export type { IconDefinition, IconName } from './icons';
