/**
 * Social sign-in (spec §2 OAuth area, §7 OAuth start redirect) and Google One Tap (§2, §4 "One Tap error
 * states", §8 One Tap messages). The redirect comes back to the host's page, which completes it with
 * `client.authenticateByUrl()`.
 */
import { GOOGLE_ONE_TAP_SCRIPT_URL } from '../../../constants.js';
import type { OAuthProviderConfig, WidgetConfig } from '../../config.js';
import { settings } from '../../config.js';
import { defineProduct } from '../../product.js';
import { call, callInBackground, isAnswerTo, step } from '../../step.js';
import type { FlowState } from '../../state.js';
import type { FlowEvent, Step } from '../../types.js';
import { oauthServices } from './services.js';

export type * from './types.js';

/** Its later part (issue 27): the transitions after Main, the answers and the runners the user starts. */
const load = () => import('./later.js');

/** The Google provider entry that asks for One Tap, if any (spec §3 `one_tap`). */
function oneTapProvider(config: WidgetConfig): OAuthProviderConfig | undefined {
  return config.products.includes('oauth') ? config.oauthOptions?.providers.find((p) => p.type === 'google' && p.one_tap) : undefined;
}

/** One Tap lives while Main does: leaving Main closes Google's prompt (its stage is cancelled). */
function after(previous: FlowState, event: FlowEvent, next: Step): Step {
  const running = previous.screen === 'Main' ? (previous.oneTap?.running ?? null) : null;
  if (running === null || isAnswerTo(event, running)) return next;
  const still = next.state.screen === 'Main' && next.state.oneTap?.running === running;
  return still ? next : { state: next.state, commands: [...next.commands, { type: 'cancel', id: running }] };
}

export const oauth = defineProduct({
  id: 'oauth',
  options: { oauthOptions: settings },
  // OAuth leaves the page (or One Tap shows on Main): no screen of its own.
  screens: [],
  onMain: { group: 'buttons' },
  services: (client) => ({ oauth: oauthServices(client) }),
  on: {
    Main: {
      OAUTH_START: (state, event) => (state.pending ? step(state) : call(state, 'oauth.start', { provider: event.provider })),
      ONE_TAP_READY(state, event, { config }) {
        if (state.oneTap || !oneTapProvider(config)) return step(state);
        const prompt = callInBackground(state, 'oneTap.prompt', { parentId: event.parentId });
        return step({ ...prompt.state, oneTap: { status: 'loading', running: prompt.id, message: null } } as FlowState, prompt.command);
      },
    },
  },
  after,
  handlers: {
    'oneTap.prompt'({ parentId }, { services, config, signal }) {
      return services.oauth.oneTap.prompt(
        { scriptURL: config.oauthOptions?.oneTapScriptURL ?? GOOGLE_ONE_TAP_SCRIPT_URL, parentId },
        signal,
      );
    },
  },
  load,
});
