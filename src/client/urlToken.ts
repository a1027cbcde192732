/**
 * The token a redirect brings back in the page's address (`?stytch_token_type=…&token=…`): completing the
 * sign-in it stands for, and taking it off the address bar.
 */
import { REDIRECT_TOKEN_PARAM, REDIRECT_TOKEN_TYPE_PARAM } from '../wire/index.js';
import type { PageLocation } from './env.js';
import { ssrError } from './errors.js';
import type { Facades } from './outlines.js';

export type TokenType = 'magic_links' | 'oauth' | 'reset_password' | 'login';

/** Result of `authenticateByUrl()`. */
export type AuthenticateByUrlResult =
  { handled: true; tokenType: TokenType; data: unknown } | { handled: false; tokenType: TokenType; token: string };

/**
 * Removes `stytch_token_type` and `token` from the address bar when it carries this token, so a used token
 * cannot be replayed by a reload, and does not linger in history or a shared screen (`ClientCore`).
 */
export const urlTokenForgetter =
  (browser: boolean, location: PageLocation) =>
  (token: string): void => {
    if (!browser) return;
    const url = new URL(location.href);
    if (url.searchParams.get(REDIRECT_TOKEN_PARAM) !== token) return;
    url.searchParams.delete(REDIRECT_TOKEN_PARAM);
    url.searchParams.delete(REDIRECT_TOKEN_TYPE_PARAM);
    history.replaceState(history.state, '', url.toString());
  };

/** `client.authenticateByUrl()` (its contract is GatehouseClient's), completing through the client's own calls. */
export const authenticateByUrl =
  (inert: boolean, location: PageLocation, forgetUrlToken: (token: string) => void, calls: Pick<Facades, 'magicLinks' | 'oauth'>) =>
  async (options: { session_duration_minutes: number }): Promise<AuthenticateByUrlResult | null> => {
    if (inert) throw ssrError();
    const url = new URL(location.href);
    const tokenType = url.searchParams.get(REDIRECT_TOKEN_TYPE_PARAM) as TokenType | null;
    const token = url.searchParams.get(REDIRECT_TOKEN_PARAM);
    if (!tokenType || !token) return null;
    if (tokenType !== 'magic_links' && tokenType !== 'login' && tokenType !== 'oauth') return { handled: false, tokenType, token };
    // Off the address bar as soon as it is read, before its request goes out (issue 26): kept in memory for
    // this call only, it is neither in the Referer of the page's sub-requests nor reused by a reload, even
    // when the call fails or never answers.
    forgetUrlToken(token);
    return { handled: true, tokenType, data: await calls[tokenType === 'oauth' ? 'oauth' : 'magicLinks'].authenticate(token, options) };
  };
