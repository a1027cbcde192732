import type { Bootstrap } from './bootstrap.js';
import type { CaptchaProvider, DFPProvider, Env } from './env.js';
import type { EventLogger } from './events.js';
import type { PKCEStore } from './pkceStore.js';
import type { SessionStore } from './session/store.js';
import type { Body, Method, Transport } from './transport.js';
import type { AntiAbuseFields, AuthenticateResponse, User } from '../wire/index.js';
import { applyAuthenticate, updateUser } from './session/apply.js';

/** A response with the extra `__user` the client reads and strips (wire doc). */
export type WithUser<T> = T & { __user?: User };

/** Removes `__user` from a response before it is returned to the caller. */
// Key remapping (not Omit) so the known fields survive next to AuthenticateResponse's index signature.
export type Stripped<T> = { [K in keyof T as K extends '__user' ? never : K]: T[K] };

/**
 * What `createClient` builds up front and every resource shares: the transport, the session store and the
 * per-project helpers.
 */
export interface ClientCore {
  publicToken: string;
  env: Env;
  transport: Transport;
  store: SessionStore;
  bootstrap: Bootstrap;
  events: EventLogger;
  /** `{base}` used for OAuth redirects when the project has no CNAME. */
  baseUrl: string;
  origin: string;
  hostname: string;
  captcha?: CaptchaProvider;
  dfp?: DFPProvider;
  navigate(url: string): void;
  /**
   * Removes `stytch_token_type` and `token` from the address bar when it carries this token, so a used
   * token cannot be replayed by a reload, and does not linger in history or a shared screen.
   */
  forgetUrlToken(token: string): void;
}

/**
 * What the sign-in resources share: the core and the PKCE verifiers, which only they use, so the store is
 * built with them, on the first call of one (`later.ts`, issue 27).
 */
export interface Core extends ClientCore {
  pkce: PKCEStore;
}

/**
 * Spec §4: "Email send and OTP send use the secondary path when a session exists, otherwise the primary
 * path" — `noSession` being the call's path without one (`…/send/primary`, or `login_or_create` for the
 * widget's sends). The one place the rule is decided: called as the request goes out, after the body's
 * awaits, so the path always matches the session token the request carries.
 */
export const sendPath = (core: ClientCore, base: string, noSession: string): string =>
  core.store.getSession() ? `${base}/send/secondary` : noSession;

/**
 * The captcha token and DFP telemetry id for a protected call, per the project's bootstrap config:
 * captcha when enabled; with DFP protection a telemetry id too (DECISIONING mode sends only the id).
 */
export async function protection(core: ClientCore): Promise<AntiAbuseFields> {
  const config = await core.bootstrap.getAsync();
  const captcha = () =>
    config.captchaSettings.enabled && core.captcha
      ? core.captcha.getToken(config.captchaSettings.siteKey).catch(() => undefined)
      : undefined;
  if (!config.runDFPProtectedAuth) return { captcha_token: await captcha() };
  const dfp_telemetry_id = await core.dfp?.getTelemetryId().catch(() => undefined);
  return config.dfpProtectedAuthMode === 'DECISIONING' ? { dfp_telemetry_id } : { dfp_telemetry_id, captcha_token: await captcha() };
}

/** Keeps the cached user fresh from `__user` and strips it (wire doc "Mutating user calls"). */
export function takeUser<T extends object>(core: ClientCore, response: WithUser<T>): Stripped<T> {
  const { __user, ...rest } = response;
  if (__user) updateUser(core.store, __user);
  return rest as unknown as Stripped<T>;
}

/**
 * A call that signs the user in: on success the session, user and tokens are stored (spec §4) from the
 * response, the full `__user` replacing the short `user`, which is then stripped.
 */
export async function authenticate<T extends AuthenticateResponse>(
  core: ClientCore,
  method: Method,
  path: string,
  body: Body,
  retriable = true,
): Promise<Stripped<T>> {
  const response = await core.transport.request<WithUser<T>>(method, path, body, retriable);
  const { __user, ...rest } = response;
  applyAuthenticate(core, { ...(rest as unknown as AuthenticateResponse), user: __user ?? response.user });
  return rest as unknown as Stripped<T>;
}
