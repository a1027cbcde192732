/**
 * Passkeys (spec §2 PasskeyConfirmation, PasskeyRegistrationStart, PasskeyRegistrationSuccess; §4 "Passkey
 * login", "Passkey registration"; §5 conditional mediation; §8 passkey messages): the 'Login with a Passkey'
 * button, passkey autofill on Main's email/phone input, and the passkey-registration mode with its list.
 */
import { PASSKEY_AUTOFILL_RETRIES } from '../../../constants.js';

import { passkeyAutofill, settings } from '../../config.js';
import { defineProduct, laterServices } from '../../product.js';
import { call, callInBackground, isAnswerTo, sessionMinutes, step } from '../../step.js';
import type { FlowState } from '../../state.js';
import type { FlowEvent, ReduceContext, Step } from '../../types.js';
import type { AutofillState, PasskeyServices } from './types.js';

export type * from './types.js';

/** Its later part (issue 27): the transitions after Main, the answers and the runners the user starts. */
const load = () => import('./later.js');

/**
 * Keeps the autofill ceremony alive exactly while Main can use it (spec §5): Main is shown, its input is on
 * the page, the browser can autofill passkeys and nothing else is in flight. Anything else — another screen,
 * a submitted form, a pressed button — cancels it through its AbortSignal, and it starts again when the user
 * is back on an idle Main.
 */
function after(previous: FlowState, event: FlowEvent, next: Step, { config }: ReduceContext): Step {
  const running = previous.screen === 'Main' ? (previous.autofill?.running ?? null) : null;
  // A ceremony that just answered needs no cancelling.
  const before = running !== null && !isAnswerTo(event, running) ? running : null;
  let { state } = next;
  const commands = [...next.commands];
  const current: AutofillState | undefined = state.screen === 'Main' ? state.autofill : undefined;

  if (before !== null && current?.running !== before) commands.push({ type: 'cancel', id: before });
  if (state.screen === 'Main' && current) {
    if (current.running !== null && state.pending) {
      commands.push({ type: 'cancel', id: current.running });
      state = { ...state, autofill: { ...current, running: null } };
    } else if (
      current.running === null &&
      current.inputReady &&
      !state.pending &&
      // Never in shadow DOM, where neither the browser nor password managers see the input (see passkeyAutofill).
      passkeyAutofill(config, state.env) === true &&
      current.failures <= PASSKEY_AUTOFILL_RETRIES &&
      config.products.includes('passkeys')
    ) {
      const start = callInBackground(state, 'passkeys.autofill', undefined);
      state = { ...start.state, autofill: { ...current, running: start.id } } as FlowState;
      commands.push(start.command);
    }
  }
  return commands.length === next.commands.length && state === next.state ? next : { state, commands };
}

export const passkeys = defineProduct({
  id: 'passkeys',
  confirmation: 'PasskeyConfirmation',
  screens: ['PasskeyRegistrationStart', 'PasskeyRegistrationSuccess', 'PasskeyConfirmation'],
  onMain: { group: 'passkey' },
  options: { passkeyOptions: settings },
  modes: { passkeyRegistration: () => ({ screen: 'PasskeyRegistrationStart', noUser: false, registrations: [] }) },
  services: (client) => ({
    passkeys: {
      authenticate: ({ autofill, sessionDurationMinutes, signal }) =>
        client.webauthn.authenticate({
          session_duration_minutes: sessionDurationMinutes,
          is_passkey: true,
          conditional_mediation: autofill,
          signal,
        }),
      // The list is registration mode's, whose screens load with the later part: so does its fetch.
      ...laterServices<Pick<PasskeyServices, 'registrations' | 'register' | 'rename' | 'remove' | 'signedIn'>>(client, load, {
        registrations: 1,
        register: 1,
        rename: 1,
        remove: 1,
        signedIn: 1,
      }),
    },
  }),
  // Registration mode starts by loading the signed-in user (spec §6).
  init: (state) => (state.mode === 'passkeyRegistration' ? call(state, 'passkeys.user', undefined) : null),
  on: {
    Main: {
      PASSKEY_LOGIN: (state) => (state.pending ? step(state) : call(state, 'passkeys.authenticate', undefined)),
      PASSKEY_AUTOFILL_READY: (state) =>
        step(
          state.autofill?.inputReady ? state : { ...state, autofill: { running: null, failures: 0, ...state.autofill, inputReady: true } },
        ),
    },
  },
  after,
  handlers: {
    async 'passkeys.autofill'(_input, { services, config, signal }) {
      return { data: await services.passkeys.authenticate({ autofill: true, sessionDurationMinutes: sessionMinutes(config), signal }) };
    },
    async 'passkeys.user'(_input, { services }) {
      return { registrations: await services.passkeys.registrations() };
    },
  },
  load,
});
