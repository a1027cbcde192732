import type { OTPAuthenticateResponse } from '../../../client/index.js';
import type { ActionSpec } from '../../types.js';

export type MagicCodeEvent = { type: 'MAGIC_CODE_SUBMIT'; code: string; methodId: string };
export interface MagicCodeActions {
  'magicCodes.check': ActionSpec<{ code: string; methodId: string }, { data: OTPAuthenticateResponse }>;
}
export interface MagicCodeServices {
  check(code: string, methodId: string): Promise<OTPAuthenticateResponse>;
}

declare module '../index.js' {
  interface ProductRegistry {
    magicCodes: {
      actions: MagicCodeActions;
      events: MagicCodeEvent;
      screens: { MagicCodeEntry: { attempts: number } };
      services: { magicCodes: MagicCodeServices };
      // What a host's `onEvent` receives for it, typed: `{ type: 'MAGIC_CODE_AUTHENTICATE', data }`.
      hostEvents: { MAGIC_CODE_AUTHENTICATE: OTPAuthenticateResponse };
    };
  }
}
