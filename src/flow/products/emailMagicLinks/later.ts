/**
 * Magic links' later part (issue 27, `ProductPart`): EmailConfirmation's transitions, the resend on the
 * passwordless password screen, the send's answers and its runner, loaded with the other products' when the
 * flow first needs them; Main's form and the services are in `index.ts`.
 */
import { definePart } from '../../product.js';
import { call, notify, resendFailed, show, step } from '../../step.js';
import type { FlowState } from '../../state.js';
import type { Step } from '../../types.js';
import { magicLinkSent, sendMagicLink } from '../shared/magicLink.js';
import { EMAIL_SENT_TYPES, RESEND_COOLDOWN_MS } from '../shared/send.js';

/** 'Resend': the link again, to the address it went to. */
const resend = (state: FlowState): Step =>
  state.pending ? step(state) : call(state, 'magicLinks.send', { email: state.magicLinkState.email, resend: true });

export const later = definePart({
  id: 'emailMagicLinks',
  on: {
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
