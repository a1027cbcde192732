export { Main } from './Main.js';
