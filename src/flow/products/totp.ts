/**
 * Authenticator-app codes in the widget (beyond the spec: product `totp`, options `totpOptions`). After a
 * primary sign-in (`signedIn()` in step.ts), a user with an authenticator app enters its 6-digit code, or a
 * recovery code, before the flow completes; a user without one may be asked to enrol: a QR code and the
 * secret, a first code, then the recovery codes to keep. Every code and recovery code works once (§7 calls
 * `/totps`, `/totps/authenticate`, `/totps/recover`).
 */
import type { GatehouseClient } from '../../client';
import { DEFAULT_TOTP_EXPIRATION_MINUTES } from '../../constants';
import type { MessageKey } from '../../i18n/messages';
import { call, completeSignIn, emit, fail, sessionMinutes, show, step } from '../step';
import type { FlowState, TOTPEnrolment } from '../state';
import type { ActionSpec, FlowEvent, ProductFlow, ReduceContext, Step } from '../types';
import { isCompleteCode } from '../validation';

export type TOTPEvent =
  /** Six digits from the app (TOTPAuthenticate, or the first code of an enrolment). */
  | { type: 'TOTP_CODE_SUBMIT'; code: string }
  /** 'Use a recovery code instead'. */
  | { type: 'TOTP_USE_RECOVERY' }
  /** Back from the recovery code to the app's code. */
  | { type: 'TOTP_USE_APP' }
  | { type: 'TOTP_RECOVERY_SUBMIT'; code: string }
  /** Enrolment could not start: try again. */
  | { type: 'TOTP_ENROL_RETRY' }
  /** Optional enrolment: not now. */
  | { type: 'TOTP_SKIP' }
  /** 'I saved them': the recovery codes are kept; the sign-in completes. */
  | { type: 'TOTP_CODES_SAVED' };

export interface TOTPActions {
  'totp.create': ActionSpec<undefined, TOTPEnrolment>;
  'totp.authenticate': ActionSpec<{ code: string }, { data: unknown }>;
  'totp.recover': ActionSpec<{ code: string }, { data: unknown }>;
}

export interface TOTPServices {
  /** Enrols an authenticator app for the signed-in user (`POST /totps`). */
  create(expirationMinutes: number): Promise<TOTPEnrolment>;
  /** Checks a code from the app; adds an `authenticator_app` factor to the session. */
  authenticate(code: string, sessionDurationMinutes: number): Promise<unknown>;
  /** Checks a recovery code; adds a `recovery_code` factor to the session. */
  recover(code: string, sessionDurationMinutes: number): Promise<unknown>;
}

/**
 * The Key Uri Format authenticator apps read from the QR code: `otpauth://totp/Issuer:account?secret=…`,
 * with the provider's parameters (SHA-1, 6 digits, 30 s).
 */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: '6', period: '30' });
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${query.toString()}`;
}

export function totpServices(client: GatehouseClient): TOTPServices {
  return {
    async create(expirationMinutes) {
      const created = await client.totps.create({ expiration_minutes: expirationMinutes });
      const user = client.user.getSync();
      const issuer = client.bootstrap.getSync().projectName || window.location.hostname;
      const account = user?.emails[0]?.email || user?.phone_numbers[0]?.phone_number || created.user_id;
      return { secret: created.secret, uri: otpauthUri(created.secret, issuer, account), recoveryCodes: created.recovery_codes };
    },
    authenticate: (code, minutes) => client.totps.authenticate({ totp_code: code, session_duration_minutes: minutes }),
    recover: (code, minutes) => client.totps.recover({ recovery_code: code, session_duration_minutes: minutes }),
  };
}

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

function reduce(state: FlowState, event: FlowEvent, { config }: ReduceContext): Step | null {
  switch (event.type) {
    case 'INIT':
      if (!config.products.includes('totp')) return null;
      return step({ ...state, stepUp: { enrollment: config.totpOptions?.enrollment ?? 'off' } });

    case 'TOTP_CODE_SUBMIT':
      if (state.pending) return null;
      if (state.screen !== 'TOTPAuthenticate' && !(state.screen === 'TOTPEnroll' && state.enrolment)) return null;
      if (!isCompleteCode(event.code)) return step(state);
      return call(state, 'totp.authenticate', { code: event.code });

    case 'TOTP_USE_RECOVERY':
      if (state.screen !== 'TOTPAuthenticate' || state.pending) return null;
      return step(show(state, { screen: 'TOTPRecover', then: state.then }));

    case 'TOTP_USE_APP':
      if (state.screen !== 'TOTPRecover' || state.pending) return null;
      return step(show(state, { screen: 'TOTPAuthenticate', then: state.then, entry: 0 }));

    case 'TOTP_RECOVERY_SUBMIT': {
      if (state.screen !== 'TOTPRecover' || state.pending) return null;
      const code = event.code.trim();
      if (!code) return step({ ...state, fieldErrors: { code: { key: 'totp.recover.invalid' } } });
      return call(state, 'totp.recover', { code });
    }

    case 'TOTP_ENROL_RETRY':
      if (state.screen !== 'TOTPEnroll' || state.enrolment || state.pending) return null;
      return call(state, 'totp.create', undefined);

    case 'TOTP_SKIP':
      if (state.screen !== 'TOTPEnroll' || state.required || state.pending) return null;
      return completeSignIn(state, state.then, state.data);

    case 'TOTP_CODES_SAVED':
      if (state.screen !== 'TOTPRecoveryCodes') return null;
      return completeSignIn(state, state.then, state.data);

    case 'DONE':
      switch (event.action) {
        case 'totp.create':
          if (state.screen !== 'TOTPEnroll') return null;
          return step({ ...state, enrolment: event.result });
        case 'totp.authenticate':
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
          return completeSignIn(state, state.then, event.result.data, 'TOTP_AUTHENTICATE');
        case 'totp.recover':
          if (state.screen !== 'TOTPRecover') return null;
          return completeSignIn(state, state.then, event.result.data, 'TOTP_RECOVER');
        default:
          return null;
      }

    case 'FAILED':
      switch (event.action) {
        case 'totp.authenticate': {
          if (state.screen !== 'TOTPAuthenticate' && state.screen !== 'TOTPEnroll') return null;
          const key = event.error.errorType ? CODE_ERRORS[event.error.errorType] : undefined;
          if (!key) return fail({ ...state, entry: state.entry + 1 }, event.error);
          return step({ ...state, entry: state.entry + 1, fieldErrors: { code: { key } } }, { type: 'report', error: event.error });
        }
        case 'totp.recover': {
          if (state.screen !== 'TOTPRecover') return null;
          const key = event.error.errorType ? RECOVERY_ERRORS[event.error.errorType] : undefined;
          if (!key) return fail(state, event.error);
          return step({ ...state, fieldErrors: { code: { key } } }, { type: 'report', error: event.error });
        }
        default:
          return null;
      }

    default:
      return null;
  }
}

export const totpFlow: ProductFlow<'totp.create' | 'totp.authenticate' | 'totp.recover'> = {
  reduce,
  handlers: {
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
};
