export { TOTPRecoveryCodes } from './TOTPRecoveryCodes.js';
