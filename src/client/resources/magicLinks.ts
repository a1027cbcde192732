import { type Core, authenticate, protection, sendPath, type Stripped } from '../core.js';
import { type AuthenticateResponse, DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES, type ResponseCommon } from '../../wire/index.js';
import { type CallOf, pick } from '../../wire/fields.js';
import { MAGIC_LINK_AUTHENTICATE, MAGIC_LINK_SEND, type MagicLinkSendBody } from '../../wire/requests.js';
import { pkceRefusal } from '../pkceStore.js';
import { validate } from '../validate.js';

/** Options of the magic-link sends: the wire body without the fields the client fills itself. */
export type MagicLinksSendOptions = Omit<MagicLinkSendBody, 'email' | 'code_challenge' | 'captcha_token' | 'dfp_telemetry_id'>;

/** What the SDK's magic-link authenticate takes besides the token. */
export type SessionDurationOptions = Pick<CallOf<typeof MAGIC_LINK_AUTHENTICATE>, 'session_duration_minutes'>;

const SEND_CHECKS = pick(MAGIC_LINK_SEND, 'email');
const AUTHENTICATE_CHECKS = pick(MAGIC_LINK_AUTHENTICATE, 'token', 'session_duration_minutes');

export type MagicLinksAuthenticateResponse = Stripped<AuthenticateResponse & { method_id: string }>;

const BASE = '/magic_links/email';

/**
 * Emails a link: the body shared by login_or_create and send, with the defaults of spec §9 and always a PKCE
 * challenge, posted to the path `path` picks once the body is ready.
 */
function emailLink(core: Core, method: string, email: string, options: MagicLinksSendOptions, path: () => string): Promise<ResponseCommon> {
  return sendBody(core, method, email, options).then((body) => core.transport.request('POST', path(), body, true));
}

async function sendBody(core: Core, method: string, email: string, options: MagicLinksSendOptions): Promise<MagicLinkSendBody> {
  validate(method, { email, ...options }, SEND_CHECKS);
  const body = {
    login_expiration_minutes: DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES,
    signup_expiration_minutes: DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES,
    create_user_as_pending: false,
    ...options,
    email,
  };
  // Always PKCE, whatever the project's flag (issue 26, login CSRF): a link then signs in only in the browser
  // holding its verifier, not in a victim's browser the sender forwarded it to. The pending verifier is
  // reused so every link of the flow (first email, resends) still works, and kept as long as the longer of
  // the two link lifetimes.
  const lifetime = Math.max(
    body.login_expiration_minutes ?? DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES,
    body.signup_expiration_minutes ?? DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES,
  );
  const pair = await core.pkce.pending('magic_links', lifetime);
  return { ...body, code_challenge: pair.code_challenge, ...(await protection(core)) };
}

/** The widget's link (client internals): login_or_create, or the secondary send with a session (spec §4). */
export const sendMagicLink = (core: Core) => (email: string, options: MagicLinksSendOptions) =>
  emailLink(core, 'magicLinks.email.loginOrCreate', email, options, () => sendPath(core, BASE, `${BASE}/login_or_create`));

/** `client.magicLinks`: email magic links (spec §7). */
export function magicLinks(core: Core) {
  const authenticateWith = (token: string, options: SessionDurationOptions, code_verifier?: string) =>
    authenticate<AuthenticateResponse & { method_id: string }>(
      core,
      'POST',
      '/magic_links/authenticate',
      {
        token,
        session_duration_minutes: options.session_duration_minutes,
        code_verifier,
      },
      false,
    );

  return {
    email: {
      /** Emails a login or sign-up link: `POST /magic_links/email/login_or_create`. */
      loginOrCreate: (email: string, options: MagicLinksSendOptions = {}): Promise<ResponseCommon> =>
        emailLink(core, 'magicLinks.email.loginOrCreate', email, options, () => `${BASE}/login_or_create`),
      /** Emails a link to an existing user; `/secondary` when a session exists (adds the email to the user). */
      send: (email: string, options: MagicLinksSendOptions = {}): Promise<ResponseCommon> =>
        emailLink(core, 'magicLinks.email.send', email, options, () => sendPath(core, BASE, `${BASE}/send/primary`)),
    },

    /**
     * Authenticates a magic-link token: `POST /magic_links/authenticate`. A link sent by the password-reset
     * flow carries that flow's PKCE verifier, so it is tried first; when the server rejects it with a 'pkce'
     * error the magic-links verifier is used instead (spec §8).
     */
    async authenticate(token: string, options: SessionDurationOptions): Promise<MagicLinksAuthenticateResponse> {
      validate('magicLinks.authenticate', { token, ...options }, AUTHENTICATE_CHECKS);
      const resetPair = core.pkce.get('passwords');
      if (resetPair) {
        try {
          const response = await authenticateWith(token, options, resetPair.code_verifier);
          core.pkce.clear('passwords');
          return response;
        } catch (error) {
          if (!String((error as Error)?.message).includes('pkce')) throw error;
        }
      }
      // Sent without a verifier when none is pending: the API decides (issue 42), as a project may let the
      // invites its server sends redeem without one; a refusal becomes MissingPKCE below.
      const pair = core.pkce.get('magic_links');
      const response = await authenticateWith(token, options, pair?.code_verifier).catch((error: unknown) => {
        throw pkceRefusal(error);
      });
      core.pkce.clear('magic_links');
      return response;
    },
  };
}
