/**
 * TOTP's later part (issue 27, `ProductPart`): the step-up after a sign-in, the transitions of its screens
 * and the answers of its actions, and the runners of the codes the user submits, loaded with the other
 * products' when the flow first needs them; the rest is in `index.ts`.
 */
import type { GatehouseClient } from '../../../client/index.js';
import { DEFAULT_TOTP_EXPIRATION_MINUTES } from '../../../constants.js';
import type { MainMessageKey as MessageKey } from '../../../i18n/messages.js';
import { definePart } from '../../product.js';
import { call, completeSignIn, emit, fail, sessionMinutes, show, step } from '../../step.js';
import type { FlowState, StateOf } from '../../state.js';
import type { Command, Step } from '../../types.js';
import { isCompleteCode } from '../../validation.js';
import { hasAuthenticatorApp } from './index.js';
import type { TOTPServices } from './types.js';

/** A refused code with a message of its own under the field; other failures go to the banner. */
const CODE_ERRORS: Record<string, MessageKey> = {
  unable_to_authenticate_totp: 'totp.codeInvalid',
  invalid_totp_code: 'totp.codeInvalid',
  recovery_code_used_as_totp_code: 'totp.codeInvalid',
  // RFC 6238 §5.2: each code works once, so a reused one waits for the app's next code.
  totp_code_already_authenticated: 'totp.codeReused',
};
const RECOVERY_ERRORS: Record<string, MessageKey> = {
  unable_to_authenticate_recovery_code: 'totp.recover.invalid',
  totp_code_used_as_recovery_code: 'totp.recover.invalid',
};

/**
 * The Key Uri Format authenticator apps read from the QR code: `otpauth://totp/Issuer:account?secret=…`,
 * with the provider's parameters (SHA-1, 6 digits, 30 s).
 */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: '6', period: '30' });
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${query.toString()}`;
}

/** Six digits from the app: checked once complete, and not while another check runs. */
function submitCode(state: FlowState, code: string): Step {
  if (state.pending || !isCompleteCode(code)) return step(state);
  return call(state, 'totp.authenticate', { code });
}

export const later = definePart({
  id: 'totp',
  services: (client: GatehouseClient): Pick<TOTPServices, 'create' | 'authenticate' | 'recover'> => ({
    async create(expirationMinutes) {
      const created = await client.totps.create({ expiration_minutes: expirationMinutes });
      const user = client.user.getSync();
      const issuer = client.bootstrap.getSync().projectName || window.location.hostname;
      const account = user?.emails[0]?.email || user?.phone_numbers[0]?.phone_number || created.user_id;
      return { secret: created.secret, uri: otpauthUri(created.secret, issuer, account), recoveryCodes: created.recovery_codes };
    },
    authenticate: (code, minutes) => client.totps.authenticate({ totp_code: code, session_duration_minutes: minutes }),
    recover: (code, minutes) => client.totps.recover({ recovery_code: code, session_duration_minutes: minutes }),
  }),
  /**
   * A primary sign-in is not the end with this product: a user with an authenticator app is asked for its
   * code first (TOTPAuthenticate), and with `totpOptions.enrollment` a user without one is offered (or made)
   * to enrol (TOTPEnroll). The step's own event is told at once; the confirmation and
   * `AUTHENTICATE_FLOW_COMPLETE` wait for the TOTP step (`completeSignIn`).
   */
  stepUp(state, confirmation, signIn) {
    const { stepUp } = state;
    const told: Command = { type: 'emit', event: signIn };
    if (stepUp && hasAuthenticatorApp(signIn.data)) {
      // The client stored this sign-in as awaiting TOTP (`totp.requireStepUp`): the host does not see it complete.
      return step(show(state, { screen: 'TOTPAuthenticate', then: confirmation, entry: 0 }), told);
    }
    if (stepUp && stepUp.enrollment !== 'off') {
      const required = stepUp.enrollment === 'required';
      const enrol = show(state, { screen: 'TOTPEnroll', then: confirmation, required, enrolment: null, entry: 0, data: signIn.data });
      const create = call(enrol, 'totp.create', undefined);
      return { state: create.state, commands: [told, ...create.commands] };
    }
    return null;
  },
  on: {
    TOTPAuthenticate: {
      TOTP_CODE_SUBMIT: (state, event) => submitCode(state, event.code),
      TOTP_USE_RECOVERY: (state) => (state.pending ? step(state) : step(show(state, { screen: 'TOTPRecover', then: state.then }))),
    },
    TOTPRecover: {
      TOTP_USE_APP: (state) =>
        state.pending ? step(state) : step(show(state, { screen: 'TOTPAuthenticate', then: state.then, entry: 0 })),
      TOTP_RECOVERY_SUBMIT(state, event) {
        if (state.pending) return step(state);
        const code = event.code.trim();
        if (!code) return step({ ...state, fieldErrors: { code: { key: 'totp.recover.invalid' } } });
        return call(state, 'totp.recover', { code });
      },
    },
    TOTPEnroll: {
      // The first code of the new app, once its secret is on show.
      TOTP_CODE_SUBMIT: (state, event) => (state.enrolment ? submitCode(state, event.code) : step(state)),
      TOTP_ENROL_RETRY: (state) => (state.enrolment || state.pending ? step(state) : call(state, 'totp.create', undefined)),
      TOTP_SKIP: (state) => (state.required || state.pending || !state.data ? step(state) : completeSignIn(state, state.then, state.data)),
    },
    TOTPRecoveryCodes: {
      TOTP_CODES_SAVED: (state) => completeSignIn(state, state.then, state.data),
    },
  },
  done: {
    'totp.create': (state, event) => (state.screen === 'TOTPEnroll' ? step({ ...state, enrolment: event.result }) : null),
    'totp.authenticate'(state, event) {
      if (state.screen === 'TOTPEnroll' && state.enrolment) {
        // The app works: now the recovery codes, which are shown this once.
        const codes = show(state, {
          screen: 'TOTPRecoveryCodes',
          then: state.then,
          codes: state.enrolment.recoveryCodes,
          data: event.result.data,
        });
        return step(codes, emit('TOTP_AUTHENTICATE', event.result.data));
      }
      if (state.screen !== 'TOTPAuthenticate') return null;
      return completeSignIn(state, state.then, event.result.data, { type: 'TOTP_AUTHENTICATE', data: event.result.data });
    },
    'totp.recover': (state, event) =>
      state.screen === 'TOTPRecover'
        ? completeSignIn(state, state.then, event.result.data, { type: 'TOTP_RECOVER', data: event.result.data })
        : null,
  },
  failed: {
    'totp.authenticate'(state, event) {
      if (state.screen !== 'TOTPAuthenticate' && state.screen !== 'TOTPEnroll') return null;
      const screen: StateOf<'TOTPAuthenticate' | 'TOTPEnroll'> = state;
      const key = event.error.errorType ? CODE_ERRORS[event.error.errorType] : undefined;
      if (!key) return fail({ ...screen, entry: screen.entry + 1 }, event.error);
      return step({ ...screen, entry: screen.entry + 1, fieldErrors: { code: { key } } }, { type: 'report', error: event.error });
    },
    'totp.recover'(state, event) {
      if (state.screen !== 'TOTPRecover') return null;
      const key = event.error.errorType ? RECOVERY_ERRORS[event.error.errorType] : undefined;
      if (!key) return fail(state, event.error);
      return step({ ...state, fieldErrors: { code: { key } } }, { type: 'report', error: event.error });
    },
  },
  handlers: {
    // Enrolment starts after a sign-in (stepUp above) or on a reload at that step (index.ts's `resume`):
    // either way a later screen, which waits for this part.
    'totp.create'(_input, { services, config }) {
      return services.totp.create(config.totpOptions?.expirationMinutes ?? DEFAULT_TOTP_EXPIRATION_MINUTES);
    },
    async 'totp.authenticate'({ code }, { services, config }) {
      return { data: await services.totp.authenticate(code, sessionMinutes(config)) };
    },
    async 'totp.recover'({ code }, { services, config }) {
      return { data: await services.totp.recover(code, sessionMinutes(config)) };
    },
  },
});
