/**
 * Email magic links (spec §2 EmailConfirmation, §4 "Magic link"): Main's email form sends a login-or-sign-up
 * link; EmailConfirmation says where it went, resends it, and starts over with 'Try again'. The link comes
 * back to the host's redirect page, where `client.authenticateByUrl()` completes the sign-in. The password
 * screens send the same email for 'Login without a password' and 'Email me a login link'
 * (`shared/magicLink.ts`).
 */
import { settings } from '../../config.js';
import { defineProduct } from '../../product.js';
import { step } from '../../step.js';
import { isEmail } from '../../validation.js';
import { startMagicLink } from '../shared/start.js';
import { readInternals } from '../../../client/internals.js';

export type * from './types.js';

/** Its later part (issue 27): the transitions after Main, the answers and the runners the user starts. */
const load = () => import('./later.js');

export const emailMagicLinks = defineProduct({
  id: 'emailMagicLinks',
  options: { emailMagicLinksOptions: settings },
  screens: ['EmailConfirmation'],
  fields: { magicLinkState: { email: '' } },
  onMain: {
    group: 'form',
    email: {
      event: (email) => ({ type: 'MAGIC_LINK_SUBMIT', email }),
      action: 'magicLinks.send',
      label: 'main.continueWithEmail',
      lastEmail: (state) => state.magicLinkState.email,
    },
  },
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
  },
  load,
});
