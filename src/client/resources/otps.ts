import { type Core, authenticate, loggedIn, protection, type Stripped } from '../core.js';
import {
  type AuthenticateResponse,
  DEFAULT_OTP_EXPIRATION_MINUTES,
  DEFAULT_SESSION_DURATION_MINUTES,
  type OTPMethod,
  type OTPSendResponse,
} from '../../wire/index.js';
import { validate } from '../validate.js';

export interface OTPSendOptions {
  /** Minutes the passcode is valid. @default 5 */
  expiration_minutes?: number;
  locale?: string;
}

export interface OTPEmailSendOptions extends OTPSendOptions {
  login_template_id?: string;
  signup_template_id?: string;
}

export interface OTPAuthenticateOptions {
  /** @default 30 */
  session_duration_minutes?: number;
}

export type OTPAuthenticateResponse = Stripped<AuthenticateResponse & { method_id: string }>;

/** `client.otps`: one-time passcodes by SMS, WhatsApp and email (spec §7). */
export function otps(core: Core) {
  const send = async (channel: OTPMethod, path: string, key: 'phone_number' | 'email', value: string, options: OTPSendOptions) => {
    validate(`otps.${channel}`, { [key]: value, ...options }, { [key]: 'string', expiration_minutes: 'number?' });
    const body = { expiration_minutes: DEFAULT_OTP_EXPIRATION_MINUTES, ...options, [key]: value, ...(await protection(core)) };
    return core.transport.request<OTPSendResponse>('POST', path, body, true);
  };

  const channel = (name: OTPMethod, key: 'phone_number' | 'email') => ({
    /** Sends a passcode to a new or existing user: `POST /otps/{channel}/login_or_create`; returns `method_id`. */
    loginOrCreate: (value: string, options: OTPEmailSendOptions = {}) => send(name, `/otps/${name}/login_or_create`, key, value, options),
    /** Sends a passcode to an existing user; `/secondary` when a session exists (spec §4). */
    send: (value: string, options: OTPEmailSendOptions = {}) =>
      send(name, `/otps/${name}/send/${loggedIn(core) ? 'secondary' : 'primary'}`, key, value, options),
  });

  return {
    sms: channel('sms', 'phone_number'),
    whatsapp: channel('whatsapp', 'phone_number'),
    email: channel('email', 'email'),

    /** Checks a passcode: `POST /otps/authenticate` with `token` = the code (wire doc). */
    async authenticate(code: string, method_id: string, options: OTPAuthenticateOptions = {}): Promise<OTPAuthenticateResponse> {
      const session_duration_minutes = options.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES;
      validate(
        'otps.authenticate',
        { code, method_id, session_duration_minutes },
        {
          code: 'string',
          method_id: 'string',
          session_duration_minutes: 'number',
        },
      );
      return authenticate(core, 'POST', '/otps/authenticate', {
        token: code,
        method_id,
        session_duration_minutes,
        ...(await protection(core)),
      });
    },
  };
}
