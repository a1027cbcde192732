import { type Core, authenticate, protection, sendPath, type Stripped } from '../core.js';
import {
  type AuthenticateResponse,
  DEFAULT_OTP_EXPIRATION_MINUTES,
  DEFAULT_SESSION_DURATION_MINUTES,
  type OTPMethod,
  type OTPSendResponse,
} from '../../wire/index.js';
import { OTP_AUTHENTICATE, OTP_EMAIL_SEND, OTP_PHONE_SEND } from '../../wire/requests.js';
import { type CallOf, pick } from '../../wire/fields.js';
import { validate } from '../validate.js';

/** What a send takes besides the address (the wire's fields of the body the caller sets). */
export type OTPSendOptions = Pick<CallOf<typeof OTP_PHONE_SEND>, 'expiration_minutes' | 'locale'>;

export type OTPEmailSendOptions = OTPSendOptions & Pick<CallOf<typeof OTP_EMAIL_SEND>, 'login_template_id' | 'signup_template_id'>;

export type OTPAuthenticateOptions = Pick<CallOf<typeof OTP_AUTHENTICATE>, 'session_duration_minutes'>;

export type OTPAuthenticateResponse = Stripped<AuthenticateResponse & { method_id: string }>;

const KEYS = { sms: 'phone_number', whatsapp: 'phone_number', email: 'email' } as const;

/** What a send checks of its caller's arguments (spec §5): the address and the passcode's lifetime. */
const phoneChecks = pick(OTP_PHONE_SEND, 'phone_number', 'expiration_minutes');
const SEND_CHECKS = { sms: phoneChecks, whatsapp: phoneChecks, email: pick(OTP_EMAIL_SEND, 'email', 'expiration_minutes') };

/** The SDK's call names the code `code`; on the wire it is the body's `token`. */
const AUTHENTICATE_CHECKS = {
  code: OTP_AUTHENTICATE.token,
  method_id: OTP_AUTHENTICATE.method_id,
  session_duration_minutes: OTP_AUTHENTICATE.session_duration_minutes,
};

/** Sends a passcode by `channel` to the path `path` picks once the body is ready (after its awaits). */
async function sendCode(core: Core, channel: OTPMethod, value: string, options: OTPEmailSendOptions, path: () => string) {
  const key = KEYS[channel];
  validate(`otps.${channel}`, { [key]: value, ...options }, SEND_CHECKS[channel]);
  const body = { expiration_minutes: DEFAULT_OTP_EXPIRATION_MINUTES, ...options, [key]: value, ...(await protection(core)) };
  return core.transport.request<OTPSendResponse>('POST', path(), body, true);
}

/** The widget's passcode (client internals): login_or_create, or the secondary send with a session (spec §4). */
export const sendPasscode = (core: Core) => (channel: OTPMethod, value: string, options: OTPEmailSendOptions) =>
  sendCode(core, channel, value, options, () => sendPath(core, `/otps/${channel}`, `/otps/${channel}/login_or_create`));

/** `client.otps`: one-time passcodes by SMS, WhatsApp and email (spec §7). */
export function otps(core: Core) {
  const channel = (name: OTPMethod) => ({
    /** Sends a passcode to a new or existing user: `POST /otps/{channel}/login_or_create`; returns `method_id`. */
    loginOrCreate: (value: string, options: OTPEmailSendOptions = {}) =>
      sendCode(core, name, value, options, () => `/otps/${name}/login_or_create`),
    /** Sends a passcode to an existing user; `/secondary` when a session exists (spec §4). */
    send: (value: string, options: OTPEmailSendOptions = {}) =>
      sendCode(core, name, value, options, () => sendPath(core, `/otps/${name}`, `/otps/${name}/send/primary`)),
  });

  return {
    sms: channel('sms'),
    whatsapp: channel('whatsapp'),
    email: channel('email'),

    /** Checks a passcode: `POST /otps/authenticate` with `token` = the code (wire doc). */
    async authenticate(code: string, method_id: string, options: OTPAuthenticateOptions = {}): Promise<OTPAuthenticateResponse> {
      const session_duration_minutes = options.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES;
      validate('otps.authenticate', { code, method_id, session_duration_minutes }, AUTHENTICATE_CHECKS);
      return authenticate(core, 'POST', '/otps/authenticate', {
        token: code,
        method_id,
        session_duration_minutes,
        ...(await protection(core)),
      });
    },
  };
}
