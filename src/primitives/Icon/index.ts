export { Icon, SvgFrame } from './Icon';
