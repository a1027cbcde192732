export { Main } from './Main';
