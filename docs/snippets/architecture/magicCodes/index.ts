import { defineProduct } from '../../product.js';
import { call } from '../../step.js';

export type * from './types.js';

export const magicCodes = defineProduct({
  id: 'magicCodes',
  screens: ['MagicCodeEntry'],
  // Any call of the client's resources; a new API call is a new resource of the client (src/client/resources).
  services: (client) => ({ magicCodes: { check: (code, methodId) => client.otps.authenticate(code, methodId) } }),
  on: {
    MagicCodeEntry: {
      MAGIC_CODE_SUBMIT: (state, event) => call(state, 'magicCodes.check', { code: event.code, methodId: event.methodId }),
    },
  },
  done: {
    'magicCodes.check': (state, event, { signedIn }) =>
      signedIn(state, { screen: 'OTPConfirmation' }, { type: 'MAGIC_CODE_AUTHENTICATE', data: event.result.data }),
  },
  handlers: {
    'magicCodes.check': async ({ code, methodId }, { services }) => ({ data: await services.magicCodes.check(code, methodId) }),
  },
});
