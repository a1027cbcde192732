export { Heading } from './Heading.js';
export type { HeadingLevel, HeadingProps } from './Heading.js';
