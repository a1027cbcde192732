import { takeRedirectToken } from '../flow/browser.js';
import { initialState } from '../flow/base.js';
import type { FlowMode, FlowState } from '../flow/state.js';

/**
 * Reset-password mode reads its token from the page: `?stytch_token_type=reset_password&token=…`, and with
 * `stytch_token_type=login` the widget logs in by itself (spec §2 PasswordResetForm). The token leaves the
 * address bar as it is read and the flow keeps it in memory (issue 26).
 */
function tokenFromUrl(): { token: string; autoLogin: boolean } {
  const { type, token } = takeRedirectToken();
  if (type === 'login') return { token: token ?? '', autoLogin: true };
  return { token: type === 'reset_password' || type === null ? (token ?? '') : '', autoLogin: false };
}

/** The state a flow starts in: the mode's first screen; in reset-password mode with the given or the page's token. */
export function startState(mode: FlowMode, passwordResetToken: string | undefined): FlowState {
  if (mode !== 'resetPassword') return initialState({ mode });
  if (passwordResetToken) return initialState({ mode, resetToken: passwordResetToken });
  const { token, autoLogin } = tokenFromUrl();
  return initialState({ mode, resetToken: token, autoLogin });
}
