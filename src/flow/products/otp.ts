/**
 * One-time passcodes by SMS, WhatsApp and email (spec §2 OTPAuthenticate / OTPConfirmation, §4 "Email OTP").
 * The passcode entry also appears on the passwordless password screen (spec §2 PasswordCreateOrLogin: "a
 * link or code is sent automatically"), so the code and resend events act on whichever screen shows it.
 */
import type { GatehouseClient, OTPEmailSendOptions } from '../../client';
import { DEFAULT_OTP_EXPIRATION_MINUTES } from '../../wire';
import type { OTPMethod, WidgetConfig } from '../config';
import { call, emit, fail, notify, sessionMinutes, show, signedIn, step } from '../step';
import type { FlowState, PasscodeEntry } from '../state';
import type { ActionSpec, Command, EffectContext, FlowEvent, ProductFlow, ReduceContext, Step } from '../types';
import { isCompleteCode, isEmail } from '../validation';
import { defined, sendMethod } from './shared';

export type OTPEvent =
  /** Main's email or phone form: `destination` is the email, or the phone number in E.164 form. */
  | { type: 'OTP_SUBMIT'; method: OTPMethod; destination: string }
  /** The sixth digit was entered (spec §4: auto-submit), or the user submitted the boxes. */
  | { type: 'OTP_CODE_SUBMIT'; code: string }
  | { type: 'OTP_RESEND' };

/** What a send resolves to: the method id to authenticate against and when the code was sent. */
export interface PasscodeSent {
  methodId: string;
  sentAt: number;
  data: unknown;
}

export interface OTPActions {
  'otp.send': ActionSpec<{ method: OTPMethod; destination: string; resend: boolean }, PasscodeSent>;
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
    send: (method, destination, options) => client.otps[method][sendMethod(client)](destination, options),
    authenticate: (code, methodId, minutes) => client.otps.authenticate(code, methodId, { session_duration_minutes: minutes }),
  };
}

/** How long a code lives (spec §9: `otpOptions.expirationMinutes`, default 5 minutes). */
const expiryMs = (config: WidgetConfig) => (config.otpOptions?.expirationMinutes ?? DEFAULT_OTP_EXPIRATION_MINUTES) * 60_000;

/** A fresh entry for a code sent at `sentAt`: the countdown runs from then. */
export const newEntry = (sent: PasscodeSent, config: WidgetConfig): PasscodeEntry => ({
  expiresAt: sent.sentAt + expiryMs(config),
  entry: 0,
});

/** The passcode entry the current screen shows, or null. */
function entryOf(state: FlowState): PasscodeEntry | null {
  if (state.screen === 'OTPAuthenticate') return state;
  if (state.screen === 'PasswordCreateOrLogin') return state.passcode;
  return null;
}

/** The same screen with its passcode entry replaced. */
function withEntry(state: FlowState, entry: PasscodeEntry): FlowState {
  if (state.screen === 'OTPAuthenticate') return { ...state, ...entry };
  if (state.screen === 'PasswordCreateOrLogin') return { ...state, passcode: entry };
  return state;
}

/** Starts sending a code to `destination`, remembered in `otpState` (the form shows it again on Main). */
export function startPasscode(state: FlowState, method: OTPMethod, destination: string): Step {
  const next = call(state, 'otp.send', { method, destination, resend: false });
  return { ...next, state: { ...next.state, otpState: { type: method, methodId: '', otpDestination: destination } } };
}

/** What the host hears when a code was sent. */
export const passcodeSent = (sent: PasscodeSent): Command => emit('OTP_LOGIN_OR_CREATE', sent.data);

function reduce(state: FlowState, event: FlowEvent, { config }: ReduceContext): Step | null {
  switch (event.type) {
    case 'OTP_SUBMIT': {
      const destination = event.destination.trim();
      if (event.method === 'email' && !isEmail(destination)) {
        return step({ ...state, fieldErrors: { email: { key: 'validation.emailOtp' } } });
      }
      return startPasscode(state, event.method, destination);
    }
    case 'OTP_RESEND':
      if (!entryOf(state)) return null;
      return call(state, 'otp.send', { method: state.otpState.type, destination: state.otpState.otpDestination, resend: true });
    case 'OTP_CODE_SUBMIT':
      if (!entryOf(state) || state.pending) return null;
      if (!isCompleteCode(event.code)) return step(state);
      return call(state, 'otp.authenticate', { code: event.code, methodId: state.otpState.methodId });
    case 'DONE':
      if (event.action === 'otp.send') {
        const otpState = { ...state.otpState, methodId: event.result.methodId };
        const fresh = newEntry(event.result, config);
        const current = entryOf(state);
        if (event.input.resend && current) {
          // Spec §4: resend restarts the expiry countdown and shows the toast 'Code resent'; the boxes clear.
          const resent = notify(withEntry({ ...state, otpState }, { expiresAt: fresh.expiresAt, entry: current.entry + 1 }), 'success', {
            key: 'otp.resent',
          });
          return step(resent, passcodeSent(event.result));
        }
        return step(show(state, { screen: 'OTPAuthenticate', ...fresh }, { otpState }), passcodeSent(event.result));
      }
      if (event.action === 'otp.authenticate') {
        return signedIn(state, { screen: 'OTPConfirmation' }, 'OTP_AUTHENTICATE', event.result.data);
      }
      return null;
    case 'FAILED': {
      const current = entryOf(state);
      if (event.action === 'otp.send' && event.input.resend && current) {
        // Spec §8: a failed resend is an error toast with the message.
        return step(notify(state, 'error', { text: event.error.message }), { type: 'report', error: event.error });
      }
      if (event.action === 'otp.authenticate' && current) {
        if (!event.error.errorType) return fail(state, event.error);
        // Spec §8: 'Invalid passcode, please try again.'; the boxes are cleared for the next try.
        return step(
          { ...withEntry(state, { ...current, entry: current.entry + 1 }), fieldErrors: { code: { key: 'error.otpInvalid' } } },
          { type: 'report', error: event.error },
        );
      }
      return null;
    }
    default:
      return null;
  }
}

/** Sends a code by `method` with the config's expiry and email templates (spec §7 `otps/{method}/login_or_create`). */
export async function sendPasscode(
  method: OTPMethod,
  destination: string,
  { services, config }: Pick<EffectContext, 'services' | 'config'>,
): Promise<PasscodeSent> {
  const options: OTPEmailSendOptions = defined({
    expiration_minutes: config.otpOptions?.expirationMinutes ?? DEFAULT_OTP_EXPIRATION_MINUTES,
    login_template_id: method === 'email' ? config.otpOptions?.loginTemplateId : undefined,
    signup_template_id: method === 'email' ? config.otpOptions?.signupTemplateId : undefined,
  });
  const data = await services.otp.send(method, destination, options);
  return { methodId: data.method_id, sentAt: services.now(), data };
}

export const otpFlow: ProductFlow<'otp.send' | 'otp.authenticate'> = {
  reduce,
  handlers: {
    'otp.send': ({ method, destination }, context) => sendPasscode(method, destination, context),
    async 'otp.authenticate'({ code, methodId }, { services, config }) {
      return { data: await services.otp.authenticate(code, methodId, sessionMinutes(config)) };
    },
  },
};
