import { type Core, authenticate, protection, type Stripped } from '../core.js';
import { MissingPKCEError } from '../errors.js';
import {
  type AuthenticateResponse,
  DEFAULT_RESET_PASSWORD_EXPIRATION_MINUTES,
  type ResponseCommon,
  type StrengthCheckResponse,
} from '../../wire/index.js';
import { pkceRefusal } from '../pkceStore.js';
import { type CallOf, pick } from '../../wire/fields.js';
import {
  PASSWORD_CREDENTIALS,
  PASSWORD_RESET_BY_EMAIL,
  PASSWORD_RESET_BY_EXISTING,
  PASSWORD_RESET_BY_SESSION,
  PASSWORD_RESET_START,
  PASSWORD_STRENGTH_CHECK,
} from '../../wire/requests.js';
import { validate } from '../validate.js';

// What each call checks of its caller's arguments (spec §5); the fields the client fills itself (PKCE, captcha)
// are the API's to refuse.
const CREDENTIALS_CHECKS = pick(PASSWORD_CREDENTIALS, 'email', 'password', 'session_duration_minutes');
const RESET_START_CHECKS = pick(
  PASSWORD_RESET_START,
  'email',
  'login_redirect_url',
  'reset_password_redirect_url',
  'reset_password_expiration_minutes',
  'reset_password_template_id',
);
const RESET_BY_EMAIL_CHECKS = pick(PASSWORD_RESET_BY_EMAIL, 'token', 'password', 'session_duration_minutes');

export type PasswordCredentials = Pick<CallOf<typeof PASSWORD_CREDENTIALS>, keyof typeof CREDENTIALS_CHECKS>;
export type ResetByEmailStartOptions = Pick<CallOf<typeof PASSWORD_RESET_START>, keyof typeof RESET_START_CHECKS | 'locale'>;
export type ResetByEmailOptions = Pick<CallOf<typeof PASSWORD_RESET_BY_EMAIL>, keyof typeof RESET_BY_EMAIL_CHECKS>;
export type ResetByExistingPasswordOptions = CallOf<typeof PASSWORD_RESET_BY_EXISTING>;
export type ResetBySessionOptions = CallOf<typeof PASSWORD_RESET_BY_SESSION>;

type Auth = Stripped<AuthenticateResponse>;

/** `client.passwords` (spec §7). */
export function passwords(core: Core) {
  const credentials = async (method: string, path: string, options: PasswordCredentials): Promise<Auth> => {
    validate(method, { ...options }, CREDENTIALS_CHECKS);
    const { email, password, session_duration_minutes } = options;
    return authenticate(core, 'POST', path, { email, password, session_duration_minutes, ...(await protection(core)) });
  };

  return {
    /** Creates a user with a password: `POST /passwords`. */
    create: (options: PasswordCredentials) => credentials('passwords.create', '/passwords', options),

    /** Signs in with email and password: `POST /passwords/authenticate`. */
    authenticate: (options: PasswordCredentials) => credentials('passwords.authenticate', '/passwords/authenticate', options),

    /** Emails a reset link: `POST /passwords/email/reset/start`, always with a PKCE challenge. */
    async resetByEmailStart(options: ResetByEmailStartOptions): Promise<ResponseCommon> {
      validate('passwords.resetByEmailStart', { ...options }, RESET_START_CHECKS);
      // Always PKCE, whatever the project's flag (issue 26, login CSRF): the reset link (and its login link) then
      // works only in the browser that asked for it. A resend keeps the pending verifier, so earlier links work.
      const pair = await core.pkce.pending(
        'passwords',
        options.reset_password_expiration_minutes ?? DEFAULT_RESET_PASSWORD_EXPIRATION_MINUTES,
      );
      return core.transport.request(
        'POST',
        '/passwords/email/reset/start',
        { ...options, code_challenge: pair.code_challenge, ...(await protection(core)) },
        true,
      );
    },

    /** Sets a new password from the emailed token: `POST /passwords/email/reset`. */
    async resetByEmail(options: ResetByEmailOptions): Promise<Auth> {
      validate('passwords.resetByEmail', { ...options }, RESET_BY_EMAIL_CHECKS);
      const pair = core.pkce.get('passwords');
      if (!pair && (await core.bootstrap.getAsync()).pkceRequiredForPasswordResets) throw new MissingPKCEError();
      const { token, password, session_duration_minutes } = options;
      const response = await authenticate<AuthenticateResponse>(core, 'POST', '/passwords/email/reset', {
        token,
        password,
        session_duration_minutes,
        code_verifier: pair?.code_verifier,
        ...(await protection(core)),
      }).catch((error: unknown) => {
        throw pkceRefusal(error);
      });
      core.pkce.clear('passwords');
      // The token is spent: off the address bar with it (wire doc "Redirect tokens"). A failed reset
      // (a weak password, say) leaves it there for the next try.
      core.forgetUrlToken(token);
      return response;
    },

    /** Changes a password given the current one: `POST /passwords/existing_password/reset`. */
    async resetByExistingPassword(options: ResetByExistingPasswordOptions): Promise<Auth> {
      validate('passwords.resetByExistingPassword', { ...options }, PASSWORD_RESET_BY_EXISTING);
      const { email, existing_password, new_password, session_duration_minutes } = options;
      return authenticate(core, 'POST', '/passwords/existing_password/reset', {
        email,
        existing_password,
        new_password,
        session_duration_minutes,
        ...(await protection(core)),
      });
    },

    /** Sets a new password for the signed-in user: `POST /passwords/session/reset`. */
    async resetBySession(options: ResetBySessionOptions): Promise<Auth> {
      validate('passwords.resetBySession', { ...options }, PASSWORD_RESET_BY_SESSION);
      const { password, session_duration_minutes } = options;
      return authenticate(core, 'POST', '/passwords/session/reset', {
        password,
        session_duration_minutes,
        ...(await protection(core)),
      });
    },

    /** Scores a password (zxcvbn or LUDS, breach check): `POST /passwords/strength_check`. */
    async strengthCheck(options: CallOf<typeof PASSWORD_STRENGTH_CHECK>): Promise<StrengthCheckResponse> {
      validate('passwords.strengthCheck', { ...options }, PASSWORD_STRENGTH_CHECK);
      return core.transport.request('POST', '/passwords/strength_check', { email: options.email, password: options.password });
    },
  };
}
