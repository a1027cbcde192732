/**
 * An emailed or texted passcode, shared by the OTP product and the passwords product, whose passwordless
 * screen embeds the same entry (spec §2 PasswordCreateOrLogin: "a link or code is sent automatically", and
 * 'Email me a login code').
 */
import type { OTPEmailSendOptions } from '../../../client/index.js';
import { DEFAULT_OTP_EXPIRATION_MINUTES, type OTPSendResponse } from '../../../wire/index.js';
import type { OTPMethod, WidgetConfig } from '../../config.js';
import { emit } from '../../step.js';
import type { Command, EffectContext } from '../../types.js';
import { defined, RESEND_COOLDOWN_MS } from './send.js';

/**
 * A passcode being entered (spec §2 OTPAuthenticate): when it expires, for the countdown and 'Your code has
 * expired.', and the entry's generation, bumped when the boxes must be cleared and focused again (a wrong
 * code, a resend). The passwordless password screen embeds the same entry.
 */
export interface PasscodeEntry {
  /** When the code expires (ms since the epoch, the flow's clock). */
  expiresAt: number;
  entry: number;
  /**
   * When 'Resend code' may be used again (ms since the epoch, the flow's clock): {@link RESEND_COOLDOWN_MS}
   * after the last send. Left out, at once.
   */
  resendAt?: number;
}

/** What a send resolves to: the method id to authenticate against and when the code was sent. */
export interface PasscodeSent {
  methodId: string;
  sentAt: number;
  data: OTPSendResponse;
}

/** How long a code lives (spec §9: `otpOptions.expirationMinutes`, default 5 minutes). */
const expiryMs = (config: WidgetConfig) => (config.otpOptions?.expirationMinutes ?? DEFAULT_OTP_EXPIRATION_MINUTES) * 60_000;

/** A fresh entry for a code sent at `sentAt`: the countdown runs from then. */
export const newEntry = (sent: PasscodeSent, config: WidgetConfig): PasscodeEntry => ({
  expiresAt: sent.sentAt + expiryMs(config),
  entry: 0,
  resendAt: sent.sentAt + RESEND_COOLDOWN_MS,
});

/** What the host hears when a code was sent. */
export const passcodeSent = (sent: PasscodeSent): Command => emit('OTP_LOGIN_OR_CREATE', sent.data);

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
