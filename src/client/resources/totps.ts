import { type Core, authenticate, protection, takeUser } from '../core.js';
import type { TOTPCreateResponse, TOTPRecoveryCodesResponse, User } from '../../wire/index.js';
import { TOTP_AUTHENTICATE, TOTP_CREATE, TOTP_RECOVER } from '../../wire/requests.js';
import { type CallOf, pick } from '../../wire/fields.js';
import { validate } from '../validate.js';

const AUTHENTICATE_CHECKS = pick(TOTP_AUTHENTICATE, 'totp_code', 'session_duration_minutes');
const RECOVER_CHECKS = pick(TOTP_RECOVER, 'recovery_code', 'session_duration_minutes');

/** `client.totps`: authenticator-app codes and recovery codes (spec §7). */
export function totps(core: Core) {
  return {
    /** Enrols an authenticator app: `POST /totps`; returns the secret, QR code and recovery codes. */
    async create(options: CallOf<typeof TOTP_CREATE>) {
      validate('totps.create', { ...options }, TOTP_CREATE);
      const response = await core.transport.request<TOTPCreateResponse & { __user?: User }>('POST', '/totps', {
        expiration_minutes: options.expiration_minutes,
      });
      return takeUser(core, response);
    },
    /** `POST /totps/authenticate` */
    async authenticate(options: Pick<CallOf<typeof TOTP_AUTHENTICATE>, keyof typeof AUTHENTICATE_CHECKS>) {
      validate('totps.authenticate', { ...options }, AUTHENTICATE_CHECKS);
      return authenticate(core, 'POST', '/totps/authenticate', {
        totp_code: options.totp_code,
        session_duration_minutes: options.session_duration_minutes,
        ...(await protection(core)),
      });
    },
    /** Lists the user's recovery codes: `POST /totps/recovery_codes`. */
    recoveryCodes: (): Promise<TOTPRecoveryCodesResponse> => core.transport.request('POST', '/totps/recovery_codes', {}),
    /** Signs in with a recovery code: `POST /totps/recover`. */
    async recover(options: Pick<CallOf<typeof TOTP_RECOVER>, keyof typeof RECOVER_CHECKS>) {
      validate('totps.recover', { ...options }, RECOVER_CHECKS);
      return authenticate(core, 'POST', '/totps/recover', {
        recovery_code: options.recovery_code,
        session_duration_minutes: options.session_duration_minutes,
        ...(await protection(core)),
      });
    },
  };
}
