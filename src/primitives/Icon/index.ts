export { Icon, SvgFrame } from './Icon.js';
