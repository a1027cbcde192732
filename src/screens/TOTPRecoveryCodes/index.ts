export { TOTPRecoveryCodes } from './TOTPRecoveryCodes';
