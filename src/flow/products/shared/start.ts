/**
 * Main's sends, shared by the products whose forms start them and the password screens that offer them: the
 * call and what the state remembers. The sends themselves and their answers (`magicLink.ts`, `passcode.ts`)
 * are the later parts' (issue 27), so they are not on the way to Main's first paint.
 */
import type { OTPMethod } from '../../config.js';
import { call } from '../../step.js';
import type { FlowState } from '../../state.js';
import type { Step } from '../../types.js';

/** Starts emailing a link to `email`, remembered in `magicLinkState` (EmailConfirmation shows it). */
export function startMagicLink(state: FlowState, email: string): Step {
  const next = call(state, 'magicLinks.send', { email, resend: false });
  return { ...next, state: { ...next.state, magicLinkState: { email } } };
}

/** Starts sending a code to `destination`, remembered in `otpState` (the form shows it again on Main). */
export function startPasscode(state: FlowState, method: OTPMethod, destination: string): Step {
  const next = call(state, 'otp.send', { method, destination, resend: false });
  return { ...next, state: { ...next.state, otpState: { type: method, methodId: '', otpDestination: destination } } };
}
