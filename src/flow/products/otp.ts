/**
 * One-time passcodes by SMS, WhatsApp and email (spec §2 OTPAuthenticate / OTPConfirmation, §4 "Email OTP").
 */
import type { GatehouseClient, OTPEmailSendOptions } from '../../client';
import { DEFAULT_OTP_EXPIRATION_MINUTES } from '../../wire';
import type { OTPMethod, WidgetConfig } from '../config';
import { call, emit, fail, notify, sessionMinutes, show, signedIn, step } from '../step';
import type { FlowState } from '../state';
import type { ActionSpec, FlowEvent, ProductFlow, ReduceContext, Step } from '../types';
import { isCompleteCode, isEmail } from '../validation';

export type OTPEvent =
  /** Main's email or phone form: `destination` is the email, or the phone number in E.164 form. */
  | { type: 'OTP_SUBMIT'; method: OTPMethod; destination: string }
  /** The sixth digit was entered (spec §4: auto-submit), or the user submitted the boxes. */
  | { type: 'OTP_CODE_SUBMIT'; code: string }
  | { type: 'OTP_RESEND' };

export interface OTPActions {
  'otp.send': ActionSpec<
    { method: OTPMethod; destination: string; resend: boolean },
    { methodId: string; sentAt: number; data: unknown }
  >;
  'otp.authenticate': ActionSpec<{ code: string; methodId: string }, { data: unknown }>;
}

/** What the OTP screens need from the API. */
export interface OTPServices {
  /** Sends a passcode; resolves with the API's answer (`method_id`). */
  send(method: OTPMethod, destination: string, options: OTPEmailSendOptions): Promise<{ method_id: string }>;
  /** Checks a passcode and signs the user in. */
  authenticate(code: string, methodId: string, sessionDurationMinutes: number): Promise<unknown>;
}

export function otpServices(client: GatehouseClient): OTPServices {
  return {
    send(method, destination, options) {
      const channel = client.otps[method];
      // Spec §4: with a session the secondary path adds this factor to it; without one, login_or_create
      // signs the user in or up.
      return client.session.getSync() ? channel.send(destination, options) : channel.loginOrCreate(destination, options);
    },
    authenticate: (code, methodId, minutes) => client.otps.authenticate(code, methodId, { session_duration_minutes: minutes }),
  };
}

const expiryMs = (config: WidgetConfig) => (config.otpOptions?.expirationMinutes ?? DEFAULT_OTP_EXPIRATION_MINUTES) * 60_000;

function reduce(state: FlowState, event: FlowEvent, { config }: ReduceContext): Step | null {
  switch (event.type) {
    case 'OTP_SUBMIT': {
      if (event.method === 'email' && !isEmail(event.destination)) {
        return step({ ...state, fieldErrors: { email: { key: 'validation.emailOtp' } } });
      }
      const next = call(state, 'otp.send', { method: event.method, destination: event.destination.trim(), resend: false });
      return { ...next, state: { ...next.state, otpState: { type: event.method, methodId: '', otpDestination: event.destination.trim() } } };
    }
    case 'OTP_RESEND':
      if (state.screen !== 'OTPAuthenticate') return null;
      return call(state, 'otp.send', { method: state.otpState.type, destination: state.otpState.otpDestination, resend: true });
    case 'OTP_CODE_SUBMIT':
      if (state.screen !== 'OTPAuthenticate' || state.pending) return null;
      if (!isCompleteCode(event.code)) return step(state);
      return call(state, 'otp.authenticate', { code: event.code, methodId: state.otpState.methodId });
    case 'DONE':
      if (event.action === 'otp.send') {
        const otpState = { ...state.otpState, methodId: event.result.methodId };
        const expiresAt = event.result.sentAt + expiryMs(config);
        if (event.input.resend && state.screen === 'OTPAuthenticate') {
          // Spec §4: resend restarts the expiry countdown and shows the toast 'Code resent'.
          const resent = notify({ ...state, otpState, expiresAt, entry: state.entry + 1 }, 'success', { key: 'otp.resent' });
          return step(resent, emit('OTP_LOGIN_OR_CREATE', event.result.data));
        }
        return step(show(state, { screen: 'OTPAuthenticate', expiresAt, entry: 0 }, { otpState }), emit('OTP_LOGIN_OR_CREATE', event.result.data));
      }
      if (event.action === 'otp.authenticate') {
        return signedIn(state, { screen: 'OTPConfirmation' }, 'OTP_AUTHENTICATE', event.result.data);
      }
      return null;
    case 'FAILED':
      if (event.action === 'otp.send' && state.screen === 'OTPAuthenticate') {
        // Spec §8: a failed resend is an error toast with the message.
        return step(notify(state, 'error', { text: event.error.message }), { type: 'report', error: event.error });
      }
      if (event.action === 'otp.authenticate' && state.screen === 'OTPAuthenticate') {
        if (!event.error.errorType) return fail(state, event.error);
        // Spec §8: 'Invalid passcode, please try again.'; the boxes are cleared for the next try.
        return step(
          { ...state, entry: state.entry + 1, fieldErrors: { code: { key: 'error.otpInvalid' } } },
          { type: 'report', error: event.error },
        );
      }
      return null;
    default:
      return null;
  }
}

export const otpFlow: ProductFlow<'otp.send' | 'otp.authenticate'> = {
  reduce,
  handlers: {
    async 'otp.send'({ method, destination }, { services, config }) {
      const options: OTPEmailSendOptions = { expiration_minutes: config.otpOptions?.expirationMinutes ?? DEFAULT_OTP_EXPIRATION_MINUTES };
      if (method === 'email') {
        if (config.otpOptions?.loginTemplateId) options.login_template_id = config.otpOptions.loginTemplateId;
        if (config.otpOptions?.signupTemplateId) options.signup_template_id = config.otpOptions.signupTemplateId;
      }
      const data = await services.otp.send(method, destination, options);
      return { methodId: data.method_id, sentAt: services.now(), data };
    },
    async 'otp.authenticate'({ code, methodId }, { services, config }) {
      return { data: await services.otp.authenticate(code, methodId, sessionMinutes(config)) };
    },
  },
};
