/**
 * Passkeys' later part (issue 27, `ProductPart`): the transitions of its screens after Main, the answers of its
 * actions and the runners of those the user starts, loaded with the other products' when the flow first needs
 * them; the rest is in `index.ts`.
 */
import type { GatehouseClient } from '../../../client/index.js';
import { passkeyCapabilities, signalAcceptedCredentials, signalCurrentUserDetails } from '../../../client/resources/webauthnLevel3.js';
import { PASSKEY_AUTOFILL_RETRIES } from '../../../constants.js';
import type { WebAuthnRegistration } from '../../../wire/index.js';
import type { FlowError } from '../../errors.js';
import { definePart } from '../../product.js';
import { call, callInBackground, emit, fail, notify, sessionMinutes, show, step } from '../../step.js';
import type { FlowState, Message } from '../../state.js';
import type { Command, WidgetEvent } from '../../types.js';
import type { PasskeyServices } from './types.js';

/** Spec §8: the not-found text for a passkey deleted from the account, else the generic passkey login text. */
function loginMessage(error: FlowError): Message {
  return error.errorType === 'webauthn_registration_not_found' ? { key: 'error.passkeyNotFound' } : { key: 'error.passkeyLogin' };
}

/**
 * Spec §8: "the browser says an already-registered credential matches" — WebAuthn's InvalidStateError
 * (excludeCredentials matched), or the API refusing a duplicate — else the generic "not created" text.
 */
function registerMessage(error: FlowError): Message {
  const duplicate = error.name === 'InvalidStateError' || error.errorType === 'duplicate_webauthn_registration';
  return { key: duplicate ? 'error.passkeyAlreadyRegistered' : 'error.passkeyNotCreated' };
}

/** Applies `change` to the passkey list of the registration screen the user is on. */
function withRegistrations(state: FlowState, change: (list: WebAuthnRegistration[]) => WebAuthnRegistration[]): FlowState {
  if (state.screen !== 'PasskeyRegistrationStart' && state.screen !== 'PasskeyRegistrationSuccess') return state;
  return { ...state, registrations: change(state.registrations) };
}

const report = (error: FlowError): Command => ({ type: 'report', error });

/** Thrown when nobody is signed in (spec §6: registration acts only on the signed-in user's own passkeys). */
export class NoUserError extends Error {
  override name = 'NoCurrentSession';
  constructor() {
    super('No user is signed in.');
  }
}

/**
 * The sign-ins right after which the browser's password manager has just filled in (or saved) the user's
 * password: what a conditional create needs to make a passkey without a prompt (issue 39).
 */
const PASSWORD_SIGN_INS: ReadonlySet<string> = new Set(['PASSWORD_AUTHENTICATE', 'PASSWORD_CREATE']);

export const later = definePart({
  id: 'passkeys',
  services: (client: GatehouseClient): Pick<PasskeyServices, 'registrations' | 'register' | 'rename' | 'remove' | 'signedIn'> => ({
    async registrations() {
      if (!client.session.getSync()) throw new NoUserError();
      return (await client.user.get()).webauthn_registrations;
    },
    async register(sessionDurationMinutes) {
      const data = await client.webauthn.register({ is_passkey: true, session_duration_minutes: sessionDurationMinutes });
      // The response's `__user` refreshed the cached user, new passkey included.
      return { data, registrations: client.user.getSync()?.webauthn_registrations ?? data.user.webauthn_registrations };
    },
    // The Signal API (issue 39) after each change: fire-and-forget, so the list never waits on the browser.
    // The responses' `__user` refreshed the cached user.
    async rename(id, name) {
      await client.webauthn.update({ webauthn_registration_id: id, name });
      const user = client.user.getSync();
      if (user) signalCurrentUserDetails(user);
    },
    async remove(id) {
      const before = client.user.getSync()?.webauthn_registrations ?? [];
      await client.user.deleteWebauthnRegistration(id);
      signalAcceptedCredentials(before, client.user.getSync()?.webauthn_registrations ?? []);
    },
    async signedIn(user, upgrade, sessionDurationMinutes) {
      // A passkey deleted elsewhere (another device, the host's own page) leaves the password manager now.
      signalAcceptedCredentials(user.webauthn_registrations, user.webauthn_registrations);
      if (!upgrade || !(await passkeyCapabilities()).conditionalCreate) return null;
      try {
        return await client.webauthn.register({
          is_passkey: true,
          conditional_mediation: true,
          session_duration_minutes: sessionDurationMinutes,
        });
      } catch {
        // The browser made no passkey (no password filled in just now, the user has one, …): nothing to say.
        return null;
      }
    },
  }),
  /**
   * After a sign-in completes, whichever method (issue 39): the Signal API's accepted passkeys, and after a
   * password sign-in the automatic passkey upgrade (`passkeyOptions.automaticUpgrade`, on by default), in the
   * background: the confirmation shows at once and nothing waits for the browser.
   */
  after(_previous, _event, next, { config }) {
    if (!config.products.includes('passkeys')) return next;
    const emitted = next.commands.flatMap((command) => (command.type === 'emit' ? [command.event] : []));
    const complete = emitted.find(
      (event): event is Extract<WidgetEvent, { type: 'AUTHENTICATE_FLOW_COMPLETE' }> => event.type === 'AUTHENTICATE_FLOW_COMPLETE',
    );
    if (!complete) return next;
    const upgrade = config.passkeyOptions?.automaticUpgrade !== false && emitted.some((event) => PASSWORD_SIGN_INS.has(event.type));
    const signedIn = callInBackground(next.state, 'passkeys.signedIn', { user: complete.data.user, upgrade });
    return { state: signedIn.state, commands: [...next.commands, signedIn.command] };
  },
  on: {
    PasskeyRegistrationStart: {
      PASSKEY_CREATE: (state) => (state.noUser || state.pending ? step(state) : call(state, 'passkeys.register', undefined)),
      PASSKEY_SKIP(state) {
        if (state.noUser || state.pending) return step(state);
        // Spec §4: "Skip records a skip event and leads to PasskeyRegistrationSuccess".
        return step(
          show(state, { screen: 'PasskeyRegistrationSuccess', registrations: state.registrations, editing: null, deleting: null }),
          emit('PASSKEY_SKIP', null),
        );
      },
    },
    PasskeyRegistrationSuccess: {
      PASSKEY_ANOTHER(state) {
        if (state.editing || state.deleting) return step(state);
        return step(show(state, { screen: 'PasskeyRegistrationStart', noUser: false, registrations: state.registrations }));
      },
      // Spec §4: Done records a done event; the toast tells the user it was heard (issue 23), as the host may
      // leave the widget on screen.
      PASSKEY_DONE: (state) =>
        state.editing || state.deleting
          ? step(state)
          : step(notify(state, 'success', { key: 'passkeySuccess.doneNotice' }), emit('PASSKEY_DONE', null)),
      PASSKEY_EDIT: (state, event) => step({ ...state, editing: event.id, deleting: null }),
      PASSKEY_EDIT_CANCEL: (state) => step({ ...state, editing: null }),
      PASSKEY_RENAME(state, event) {
        const row = state.registrations.find((r) => r.webauthn_registration_id === event.id);
        const name = event.name.trim();
        if (!row || name === '' || name === row.name) return step({ ...state, editing: null });
        // Spec §4: list updates are optimistic; a failed rename is rolled back.
        const renamed = { ...state, editing: null, registrations: state.registrations.map((r) => (r === row ? { ...r, name } : r)) };
        const rename = callInBackground(renamed, 'passkeys.rename', { id: row.webauthn_registration_id, name, previous: row.name });
        return step(rename.state, rename.command);
      },
      PASSKEY_DELETE: (state, event) => (state.editing ? step(state) : step({ ...state, deleting: event.id })),
      PASSKEY_DELETE_CANCEL: (state) => step({ ...state, deleting: null }),
      PASSKEY_DELETE_CONFIRM(state) {
        if (!state.deleting) return step(state);
        const index = state.registrations.findIndex((r) => r.webauthn_registration_id === state.deleting);
        const registration = state.registrations[index];
        if (!registration) return step({ ...state, deleting: null });
        const removed = { ...state, deleting: null, registrations: state.registrations.filter((r) => r !== registration) };
        const remove = callInBackground(removed, 'passkeys.delete', { registration, index });
        return step(remove.state, remove.command);
      },
    },
  },
  done: {
    'passkeys.authenticate'(state, event, { signedIn }) {
      // Spec §8: "An empty passkey response is an error."
      if (!event.result.data) {
        return fail(
          state,
          { name: 'EmptyPasskeyResponse', message: 'The passkey ceremony returned nothing.' },
          { key: 'error.passkeyEmpty' },
        );
      }
      return signedIn(state, { screen: 'PasskeyConfirmation' }, { type: 'PASSKEY_AUTHENTICATE', data: event.result.data });
    },
    'passkeys.autofill'(state, event, { signedIn }) {
      if (state.screen !== 'Main' || state.autofill?.running !== event.id) return step(state);
      const autofill = { ...state.autofill, running: null };
      // The browser cannot offer passkeys in this input after all: Main shows the button instead.
      if (!event.result.data) return step({ ...state, autofill, env: { ...state.env, passkeyAutofill: false } });
      return signedIn({ ...state, autofill }, { screen: 'PasskeyConfirmation' }, { type: 'PASSKEY_AUTHENTICATE', data: event.result.data });
    },
    'passkeys.user'(state, event) {
      if (state.screen !== 'PasskeyRegistrationStart') return null;
      return step({ ...state, noUser: false, registrations: event.result.registrations });
    },
    // The automatic upgrade made a passkey (issue 39): the host hears of it as of any other.
    'passkeys.signedIn': (state, event) => (event.result ? step(state, emit('PASSKEY_REGISTER', event.result)) : step(state)),
    // Spec §4: "Success clears the error message and leads to PasskeyRegistrationSuccess".
    'passkeys.register': (state, event) =>
      step(
        show(state, { screen: 'PasskeyRegistrationSuccess', registrations: event.result.registrations, editing: null, deleting: null }),
        emit('PASSKEY_REGISTER', event.result.data),
      ),
  },
  failed: {
    'passkeys.authenticate': (state, event) => fail(state, event.error, loginMessage(event.error)),
    'passkeys.autofill'(state, event) {
      if (state.screen !== 'Main' || state.autofill?.running !== event.id) return step(state);
      const failures = state.autofill.failures + 1;
      const exhausted = failures > PASSKEY_AUTOFILL_RETRIES;
      // Spec §5: retried up to 5 times; after that Main offers the button instead.
      const env = exhausted ? { ...state.env, passkeyAutofill: false } : state.env;
      const next = { ...state, env, autofill: { ...state.autofill, running: null, failures } };
      // The API refusing the passkey the user picked is shown (spec §8); a ceremony the browser ended
      // without a pick is retried quietly, and only giving up is reported.
      if (event.error.errorType) return fail(next, event.error, loginMessage(event.error));
      return exhausted ? step(next, report(event.error)) : step(next);
    },
    'passkeys.user'(state, event) {
      // Spec §8: "Fetching the user fails: the passkey screen shows its 'cannot use without authenticated user' error."
      if (state.screen !== 'PasskeyRegistrationStart') return null;
      return step({ ...state, noUser: true }, report(event.error));
    },
    'passkeys.register': (state, event) => fail(state, event.error, registerMessage(event.error)),
    // Spec §8: list failures are only logged; the optimistic name is rolled back.
    'passkeys.rename': (state, event) =>
      step(
        withRegistrations(state, (list) =>
          list.map((r) =>
            r.webauthn_registration_id === event.input.id && r.name === event.input.name ? { ...r, name: event.input.previous } : r,
          ),
        ),
        report(event.error),
      ),
    'passkeys.delete'(state, event) {
      const { registration, index } = event.input;
      return step(
        withRegistrations(state, (list) =>
          list.some((r) => r.webauthn_registration_id === registration.webauthn_registration_id)
            ? list
            : [...list.slice(0, index), registration, ...list.slice(index)],
        ),
        report(event.error),
      );
    },
  },
  handlers: {
    async 'passkeys.authenticate'(_input, { services, config, signal }) {
      return { data: await services.passkeys.authenticate({ autofill: false, sessionDurationMinutes: sessionMinutes(config), signal }) };
    },
    async 'passkeys.register'(_input, { services, config }) {
      return services.passkeys.register(sessionMinutes(config));
    },
    async 'passkeys.rename'({ id, name }, { services }) {
      await services.passkeys.rename(id, name);
      return undefined;
    },
    async 'passkeys.delete'({ registration }, { services }) {
      await services.passkeys.remove(registration.webauthn_registration_id);
      return undefined;
    },
    'passkeys.signedIn': ({ user, upgrade }, { services, config }) => services.passkeys.signedIn(user, upgrade, sessionMinutes(config)),
  },
});
