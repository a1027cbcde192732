/** What the TOTP product adds to the flow's vocabulary (see `product.ts`). */
import type { SignedInScreen } from '../../state.js';
import type { ActionSpec, SignInData } from '../../types.js';

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

/** An authenticator app being enrolled: what `POST /totps` returned, kept until the codes were saved. */
export interface TOTPEnrolment {
  /** The base32 secret, shown as text for manual entry. */
  secret: string;
  /** The `otpauth://` URI the QR code encodes. */
  uri: string;
  recoveryCodes: string[];
}

export interface TOTPActions {
  /**
   * Background, for the widget's life: the client marks each sign-in this config steps up as awaiting
   * TOTP (`pendingFactors`) while the widget is mounted. Never answers; unmounting aborts it.
   */
  'totp.requireStepUp': ActionSpec<{ enrollment: TOTPEnrollment }, never>;
  'totp.create': ActionSpec<undefined, TOTPEnrolment>;
  'totp.authenticate': ActionSpec<{ code: string }, { data: SignInData }>;
  'totp.recover': ActionSpec<{ code: string }, { data: SignInData }>;
}

export interface TOTPServices {
  /**
   * Has the client mark the sign-ins this enrolment setting steps up as awaiting TOTP, from the moment
   * each is stored (`client.session.requireFactors`); returns the function that stops it.
   */
  requireStepUp(enrollment: TOTPEnrollment): () => void;
  /** Enrols an authenticator app for the signed-in user (`POST /totps`). */
  create(expirationMinutes: number): Promise<TOTPEnrolment>;
  /** Checks a code from the app; adds an `authenticator_app` factor to the session. */
  authenticate(code: string, sessionDurationMinutes: number): Promise<SignInData>;
  /** Checks a recovery code; adds a `recovery_code` factor to the session. */
  recover(code: string, sessionDurationMinutes: number): Promise<SignInData>;
}

/**
 * Whether users without an authenticator app are asked to enrol one after signing in: `required` blocks
 * completion until they do, `optional` offers it with a skip, `off` never asks.
 */
export type TOTPEnrollment = 'off' | 'optional' | 'required';

/**
 * TOTP step-up after a primary sign-in (beyond the spec: product `totp`). A user with a verified
 * authenticator app is always asked for its code (or a recovery code) before the flow completes.
 */
export interface TOTPOptions {
  /** Enrolment after sign-in for users without an app. @default 'off' */
  enrollment?: TOTPEnrollment;
  /** Minutes an enrolment may stay unconfirmed (`POST /totps` `expiration_minutes`, 5–1440). @default 30 (`DEFAULT_TOTP_EXPIRATION_MINUTES`) */
  expirationMinutes?: number;
}

declare module '../index.js' {
  interface ProductRegistry {
    totp: {
      actions: TOTPActions;
      events: TOTPEvent;
      screens: {
        TOTPAuthenticate: {
          /** The sign-in's confirmation, shown once the code is accepted. */
          then: SignedInScreen;
          /** Bumped when the boxes must be cleared (a refused code). */
          entry: number;
        };
        TOTPRecover: { then: SignedInScreen };
        TOTPEnroll: {
          then: SignedInScreen;
          /** `totpOptions.enrollment: 'required'`: no way past it but enrolling. */
          required: boolean;
          /** Null while `POST /totps` runs. */
          enrolment: TOTPEnrolment | null;
          entry: number;
          /**
           * The sign-in's answer, for completing without enrolling (optional enrolment); null when the widget
           * resumed a required enrolment after a reload, which cannot be skipped.
           */
          data: SignInData | null;
        };
        TOTPRecoveryCodes: {
          then: SignedInScreen;
          codes: string[];
          /** The verified step's answer, told to the host once the codes are saved. */
          data: SignInData;
        };
      };
      services: { totp: TOTPServices };
      hostEvents: { TOTP_AUTHENTICATE: SignInData; TOTP_RECOVER: SignInData };
      options: { totpOptions?: TOTPOptions };
      shared: {
        /** The step-up after a primary sign-in (beyond the spec), set from the config on `INIT`; null without the product. */
        stepUp: { enrollment: TOTPEnrollment } | null;
      };
    };
  }
}
