/**
 * One-time passcodes by SMS, WhatsApp and email (spec §2 OTPAuthenticate / OTPConfirmation, §4 "Email OTP").
 * The passcode entry also appears on the passwordless password screen (spec §2 PasswordCreateOrLogin: "a
 * link or code is sent automatically"), so the code and resend events act on whichever screen shows it.
 */
import { OTP_METHODS } from '../../../wire/index.js';
import { defineProduct } from '../../product.js';
import { step } from '../../step.js';
import { isEmail } from '../../validation.js';
import { startPasscode } from '../shared/start.js';
import { readInternals } from '../../../client/internals.js';

export type * from './types.js';

/** Its later part (issue 27): the transitions after Main, the answers and the runners the user starts. */
const load = () => import('./later.js');

export const otp = defineProduct({
  id: 'otp',
  confirmation: 'OTPConfirmation',
  screens: ['OTPAuthenticate', 'OTPConfirmation'],
  fields: { otpState: { type: 'email', methodId: '', otpDestination: '' } },
  options: {
    otpOptions(options) {
      const methods: unknown = (options as { methods?: unknown } | undefined)?.methods;
      const known = OTP_METHODS.map((m) => `'${m}'`).join(', ');
      if (!Array.isArray(methods) || methods.length === 0) {
        return `Gatehouse: config.products has 'otp' but config.otpOptions.methods lists no delivery method. Add otpOptions: { methods: [...] } with any of ${known}.`;
      }
      const unknown = methods.filter((method) => !(OTP_METHODS as readonly unknown[]).includes(method));
      if (unknown.length)
        return `Gatehouse: config.otpOptions.methods has ${unknown.map((m) => `'${String(m)}'`).join(', ')}. Use only ${known}.`;
      return null;
    },
  },
  onMain: {
    group: 'form',
    email: {
      event: (email) => ({ type: 'OTP_SUBMIT', method: 'email', destination: email }),
      action: 'otp.send',
      label: 'main.continueWithEmail',
      lastEmail: (state) => (state.otpState.type === 'email' ? state.otpState.otpDestination : ''),
    },
  },
  services: (client) => ({
    otp: {
      // login_or_create, or the secondary send when a session exists: the client decides (spec §4).
      send: readInternals(client).sendPasscode,
      authenticate: (code, methodId, minutes) => client.otps.authenticate(code, methodId, { session_duration_minutes: minutes }),
    },
  }),
  on: {
    Main: {
      OTP_SUBMIT(state, event) {
        const destination = event.destination.trim();
        if (event.method === 'email' && !isEmail(destination)) {
          return step({ ...state, fieldErrors: { email: { key: 'validation.emailOtp' } } });
        }
        return startPasscode(state, event.method, destination);
      },
    },
  },
  load,
});
