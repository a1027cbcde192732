import { type Core, authenticate, protection, takeUser } from '../core.js';
import type { TOTPCreateResponse, TOTPRecoveryCodesResponse, User } from '../../wire/index.js';
import { validate } from '../validate.js';

/** `client.totps`: authenticator-app codes and recovery codes (spec §7). */
export function totps(core: Core) {
  return {
    /** Enrols an authenticator app: `POST /totps`; returns the secret, QR code and recovery codes. */
    async create(options: { expiration_minutes: number }) {
      validate('totps.create', { ...options }, { expiration_minutes: 'number' });
      const response = await core.transport.request<TOTPCreateResponse & { __user?: User }>('POST', '/totps', {
        expiration_minutes: options.expiration_minutes,
      });
      return takeUser(core, response);
    },
    /** `POST /totps/authenticate` */
    async authenticate(options: { totp_code: string; session_duration_minutes: number }) {
      validate('totps.authenticate', { ...options }, { totp_code: 'string', session_duration_minutes: 'number' });
      return authenticate(core, 'POST', '/totps/authenticate', {
        totp_code: options.totp_code,
        session_duration_minutes: options.session_duration_minutes,
        ...(await protection(core)),
      });
    },
    /** Lists the user's recovery codes: `POST /totps/recovery_codes`. */
    recoveryCodes: (): Promise<TOTPRecoveryCodesResponse> => core.transport.request('POST', '/totps/recovery_codes', {}),
    /** Signs in with a recovery code: `POST /totps/recover`. */
    async recover(options: { recovery_code: string; session_duration_minutes?: number }) {
      validate('totps.recover', { ...options }, { recovery_code: 'string', session_duration_minutes: 'number?' });
      return authenticate(core, 'POST', '/totps/recover', {
        recovery_code: options.recovery_code,
        session_duration_minutes: options.session_duration_minutes,
        ...(await protection(core)),
      });
    },
  };
}
