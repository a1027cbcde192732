/** What the OTP product adds to the flow's vocabulary (see `product.ts`). */
import type { OTPAuthenticateResponse, OTPEmailSendOptions } from '../../../client/index.js';
import type { OTPSendResponse } from '../../../wire/index.js';
import type { NonEmpty, OTPMethod } from '../../config.js';
import type { NoOwnState } from '../../product.js';
import type { ActionSpec } from '../../types.js';
import type { PasscodeEntry, PasscodeSent } from '../shared/passcode.js';

export type OTPEvent =
  /** Main's email or phone form: `destination` is the email, or the phone number in E.164 form. */
  | { type: 'OTP_SUBMIT'; method: OTPMethod; destination: string }
  /** The sixth digit was entered (spec §4: auto-submit), or the user submitted the boxes. */
  | { type: 'OTP_CODE_SUBMIT'; code: string }
  | { type: 'OTP_RESEND' };

export interface OTPActions {
  'otp.send': ActionSpec<{ method: OTPMethod; destination: string; resend: boolean }, PasscodeSent>;
  'otp.authenticate': ActionSpec<{ code: string; methodId: string }, { data: OTPAuthenticateResponse }>;
}

/** What the OTP screens need from the API. */
export interface OTPServices {
  /** Sends a passcode; resolves with the API's answer (`method_id`). */
  send(method: OTPMethod, destination: string, options: OTPEmailSendOptions): Promise<OTPSendResponse>;
  /** Checks a passcode and signs the user in. */
  authenticate(code: string, methodId: string, sessionDurationMinutes: number): Promise<OTPAuthenticateResponse>;
}

export interface OTPOptions {
  /** The delivery methods offered, in tab order: at least one. */
  methods: NonEmpty<OTPMethod>;
  /** @default 5 (spec §9) */
  expirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
}

declare module '../index.js' {
  interface ProductRegistry {
    otp: {
      actions: OTPActions;
      events: OTPEvent;
      screens: {
        /** 'Enter passcode': the entry of the code just sent. */
        OTPAuthenticate: PasscodeEntry;
        OTPConfirmation: NoOwnState;
      };
      services: { otp: OTPServices };
      hostEvents: { OTP_LOGIN_OR_CREATE: OTPSendResponse; OTP_AUTHENTICATE: OTPAuthenticateResponse };
      confirmation: 'OTPConfirmation';
      // Required when the config lists `otp`: without delivery methods Main would have no passcode form.
      options: { otpOptions: OTPOptions };
      form: {
        /** The passcode's method and destination, and the `method_id` of the last send; `type` defaults to email (spec §3). */
        otpState: { type: OTPMethod; methodId: string; otpDestination: string };
      };
    };
  }
}
