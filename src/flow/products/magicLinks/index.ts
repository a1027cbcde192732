/**
 * Email magic links (spec §2 EmailConfirmation, §4 "Magic link"): Main's email form sends a login-or-sign-up
 * link; EmailConfirmation says where it went, resends it, and starts over with 'Try again'. The link comes
 * back to the host's redirect page, where `client.authenticateByUrl()` completes the sign-in. The password
 * screens send the same email for 'Login without a password' and 'Email me a login link'
 * (`shared/magicLink.ts`).
 */
import { defineProduct } from '../../product.js';
import { call, notify, resendFailed, show, step } from '../../step.js';
import type { FlowState } from '../../state.js';
import type { Step } from '../../types.js';
import { isEmail } from '../../validation.js';
import { magicLinkSent, sendMagicLink, startMagicLink } from '../shared/magicLink.js';
import { readInternals } from '../../../client/internals.js';
import { EMAIL_SENT_TYPES, RESEND_COOLDOWN_MS } from '../shared/send.js';

export type * from './types.js';

/** 'Resend': the link again, to the address it went to. */
const resend = (state: FlowState): Step =>
  state.pending ? step(state) : call(state, 'magicLinks.send', { email: state.magicLinkState.email, resend: true });

export const magicLinks = defineProduct({
  id: 'emailMagicLinks',
  screens: ['EmailConfirmation'],
  services: (client) => ({
    magicLinks: {
      // login_or_create, or the secondary send when a session exists: the client decides (spec §4).
      send: readInternals(client).sendMagicLink,
      authenticate: (token, minutes) => client.magicLinks.authenticate(token, { session_duration_minutes: minutes }),
    },
  }),
  on: {
    Main: {
      MAGIC_LINK_SUBMIT(state, event) {
        const email = event.email.trim();
        // Spec §5: 'Invalid email address' on the magic-link form, and no request.
        if (!isEmail(email)) return step({ ...state, fieldErrors: { email: { key: 'validation.email' } } });
        return startMagicLink(state, email);
      },
    },
    EmailConfirmation: {
      MAGIC_LINK_RESEND: resend,
      MAGIC_LINK_TRY_AGAIN(state) {
        const { email } = state.magicLinkState;
        // Spec §2: 'Try again' clears the stored magic-link email and returns to Main; §7 notes its event.
        return step(show(state, { screen: 'Main' }, { magicLinkState: { email: '' } }), {
          type: 'log',
          name: 'email_try_again_clicked',
          details: { email, type: EMAIL_SENT_TYPES.magicLink },
        });
      },
    },
    // A passwordless user who was sent a link (not a code) can have it sent again (spec §2).
    PasswordCreateOrLogin: {
      MAGIC_LINK_RESEND: (state) => (state.passwordState.type === 'passwordless' && state.passcode === null ? resend(state) : step(state)),
    },
  },
  done: {
    'magicLinks.send'(state, event) {
      // The resend waits 30 s after each send (issue 23), as 'Resend code' does.
      const resendAt = event.result.sentAt + RESEND_COOLDOWN_MS;
      if (event.input.resend) {
        // Spec §8: "Successful resend: the toast 'Email resent'".
        const next = state.screen === 'EmailConfirmation' ? { ...state, resendAt } : state;
        return step(notify(next, 'success', { key: 'emailConfirmation.resent' }), ...magicLinkSent(event.input.email, event.result.data));
      }
      return step(show(state, { screen: 'EmailConfirmation', resendAt }), ...magicLinkSent(event.input.email, event.result.data));
    },
  },
  failed: {
    'magicLinks.send'(state, event) {
      if (!event.input.resend) return null;
      // Spec §8: "Resend failure: an error toast with the message" (and the banner).
      return resendFailed(state, event.error);
    },
  },
  handlers: {
    async 'magicLinks.send'({ email }, context) {
      return { data: await sendMagicLink(email, context), sentAt: context.services.now() };
    },
  },
});
