/**
 * OTP's later part (issue 27, `ProductPart`): the transitions of its screens after Main, the answers of its
 * actions and the runners of those the user starts, loaded with the other products' when the flow first needs
 * them; the rest is in `index.ts`.
 */
import { definePart } from '../../product.js';
import { call, fail, notify, resendFailed, sessionMinutes, show, step } from '../../step.js';
import type { FlowState, StateOf } from '../../state.js';
import type { Step } from '../../types.js';
import { isCompleteCode } from '../../validation.js';
import { newEntry, passcodeSent, sendPasscode, type PasscodeEntry } from '../shared/passcode.js';

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

/** The sixth digit: the code is checked (a code of fewer digits waits for the rest). */
function submitCode(state: FlowState, code: string): Step {
  if (state.pending) return step(state);
  if (!isCompleteCode(code)) return step(state);
  return call(state, 'otp.authenticate', { code, methodId: state.otpState.methodId });
}

/** 'Resend': the same method and destination again. */
const resend = (state: FlowState): Step =>
  call(state, 'otp.send', { method: state.otpState.type, destination: state.otpState.otpDestination, resend: true });

/** Whether the passwordless password screen shows the passcode entry (after an automatic email code). */
const showsEntry = (state: StateOf<'PasswordCreateOrLogin'>): boolean => state.passcode !== null;

export const later = definePart({
  id: 'otp',
  on: {
    OTPAuthenticate: {
      OTP_CODE_SUBMIT: (state, event) => submitCode(state, event.code),
      OTP_RESEND: resend,
    },
    PasswordCreateOrLogin: {
      OTP_CODE_SUBMIT: (state, event) => (showsEntry(state) ? submitCode(state, event.code) : step(state)),
      OTP_RESEND: (state) => (showsEntry(state) ? resend(state) : step(state)),
    },
  },
  done: {
    'otp.send'(state, event, { config }) {
      const otpState = { ...state.otpState, methodId: event.result.methodId };
      const fresh = newEntry(event.result, config);
      const current = entryOf(state);
      if (event.input.resend && current) {
        // Spec §4: resend restarts the expiry countdown and shows the toast 'Code resent'; the boxes clear.
        const resent = notify(withEntry({ ...state, otpState }, { ...fresh, entry: current.entry + 1 }), 'success', {
          key: 'otp.resent',
        });
        return step(resent, passcodeSent(event.result));
      }
      return step(show(state, { screen: 'OTPAuthenticate', ...fresh }, { otpState }), passcodeSent(event.result));
    },
    'otp.authenticate': (state, event, { signedIn }) =>
      signedIn(state, { screen: 'OTPConfirmation' }, { type: 'OTP_AUTHENTICATE', data: event.result.data }),
  },
  failed: {
    'otp.send'(state, event) {
      if (!event.input.resend || !entryOf(state)) return null;
      // Spec §8: a failed resend is an error toast with the message (and the banner).
      return resendFailed(state, event.error);
    },
    'otp.authenticate'(state, event) {
      const current = entryOf(state);
      if (!current) return null;
      // A refusal that is not about the code (no answer at all, or the rate limit's 'Try again in N seconds')
      // is shown as it came, in the banner, rather than as a wrong code.
      if (!event.error.errorType || event.error.errorType === 'too_many_requests') return fail(state, event.error);
      // Spec §8: 'Invalid passcode, please try again.'; the boxes are cleared for the next try. A code the
      // server says has expired is not a typing mistake: spec §9's 'Your code has expired.' (issue 23).
      const expired = event.error.errorType === 'otp_code_not_found' && event.error.reason === 'expired';
      return step(
        {
          ...withEntry(state, { ...current, entry: current.entry + 1 }),
          fieldErrors: { code: { key: expired ? 'otp.expired' : 'error.otpInvalid' } },
        },
        { type: 'report', error: event.error },
      );
    },
  },
  handlers: {
    'otp.send': ({ method, destination }, context) => sendPasscode(method, destination, context),
    async 'otp.authenticate'({ code, methodId }, { services, config }) {
      return { data: await services.otp.authenticate(code, methodId, sessionMinutes(config)) };
    },
  },
});
