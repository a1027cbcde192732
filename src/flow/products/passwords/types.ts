/** What the passwords product adds to the flow's vocabulary (see `product.ts`). */
import type { MagicLinksAuthenticateResponse, ResetByEmailStartOptions } from '../../../client/index.js';
import type { ResponseCommon, StrengthCheckResult } from '../../../wire/index.js';
import type { NoOwnState } from '../../product.js';
import type { Message, PasswordUserType } from '../../state.js';
import type { ActionSpec, SignInData } from '../../types.js';
import type { PasscodeEntry, PasscodeSent } from '../shared/passcode.js';

export type PasswordEvent =
  /** Main's email form when passwords own it: looks the user up first (spec §4). */
  | { type: 'PASSWORD_EMAIL_SUBMIT'; email: string }
  /** The new-password field changed: the live strength check (spec §5 "checked live on every change"). */
  | { type: 'PASSWORD_CHANGED'; password: string }
  /** The set-password form of a new user. */
  | { type: 'PASSWORD_CREATE'; password: string }
  /** The Log In form of a password user. */
  | { type: 'PASSWORD_LOGIN'; password: string }
  /** 'Forgot Password?'. */
  | { type: 'PASSWORD_FORGOT' }
  /** 'Create a password instead' (passwordless user). */
  | { type: 'PASSWORD_CREATE_INSTEAD' }
  /** The optional alternative: 'Email me a login link' or 'Email me a login code'. */
  | { type: 'PASSWORD_EMAIL_INSTEAD' }
  /** 'Resend email' on PasswordForgot, PasswordBreached, PasswordSetNew and PasswordDedupe. */
  | { type: 'PASSWORD_RESEND' }
  /**
   * 'Login without a password': on PasswordForgot, PasswordBreached and PasswordDedupe it emails a login link
   * (spec §4); on PasswordResetForm it signs in with the reset token itself (spec §2).
   */
  | { type: 'PASSWORD_LOGIN_WITHOUT_PASSWORD' }
  /** PasswordResetForm's 'Continue'. */
  | { type: 'PASSWORD_RESET_SUBMIT'; password: string };

/** Why a reset email is sent; it decides the screen that follows (spec §4). */
export type ResetReason =
  /** 'Forgot Password?' → PasswordForgot. */
  | 'forgot'
  /** 'Create a password instead' → PasswordSetNew. */
  | 'createInstead'
  /** 'Resend email': the screen stays, with the toast 'Email resent'. */
  | 'resend';

/** How a passwordless user is reached (spec §4: "a magic link if configured, else an email OTP, else a password reset"). */
export type PasswordlessSend =
  { via: 'link'; data: ResponseCommon } | ({ via: 'code' } & PasscodeSent) | { via: 'reset'; data: ResponseCommon };

export interface PasswordActions {
  /** Looks the user up; a passwordless user is also sent their email at once. */
  'passwords.search': ActionSpec<{ email: string }, { userType: PasswordUserType; sent: PasswordlessSend | null }>;
  /** The live strength check, after the debounce pause (a background action; its id is `strength.checking`). */
  'passwords.strength': ActionSpec<{ password: string; email?: string }, StrengthCheckResult>;
  'passwords.create': ActionSpec<{ email: string; password: string }, { data: SignInData }>;
  'passwords.authenticate': ActionSpec<{ email: string; password: string }, { data: SignInData }>;
  /** Emails a reset link. */
  'passwords.resetStart': ActionSpec<{ email: string; reason: ResetReason }, { data: ResponseCommon }>;
  /** The API refused a password with `reset_password` (spec §4): emails a reset link, then PasswordDedupe. */
  'passwords.resetRefused': ActionSpec<{ email: string }, { data: ResponseCommon }>;
  /** Sets the new password with the emailed token. */
  'passwords.reset': ActionSpec<{ token: string; password: string }, { data: SignInData }>;
  /** Signs in with the reset email's token, without a new password. */
  'passwords.tokenLogin': ActionSpec<{ token: string }, { data: MagicLinksAuthenticateResponse }>;
}

/** What the password screens need from the API and the page. */
export interface PasswordServices {
  /** `users/search`: which screen the email leads to. */
  search(email: string): Promise<PasswordUserType>;
  /** `passwords/strength_check`. */
  strengthCheck(password: string, email?: string): Promise<StrengthCheckResult>;
  create(email: string, password: string, sessionDurationMinutes: number): Promise<SignInData>;
  authenticate(email: string, password: string, sessionDurationMinutes: number): Promise<SignInData>;
  /** `passwords/email/reset/start`. */
  resetStart(options: ResetByEmailStartOptions): Promise<ResponseCommon>;
  /** `passwords/email/reset`. */
  reset(token: string, password: string, sessionDurationMinutes: number): Promise<SignInData>;
  /** The strength check's debounce pause (spec §9, 500 ms); rejects when `signal` aborts. */
  wait(ms: number, signal: AbortSignal): Promise<void>;
  /** Removes a spent reset or login token from the address bar, so a reload cannot reuse it. */
  forgetUrlToken(): void;
}

/** The live strength check of a new password (spec §5), for the meter and the submit button. */
export interface StrengthState {
  /** The check's answer for the password as it was when checked, or null before the first answer. */
  result: StrengthCheckResult | null;
  /** Id of the check in flight; a newer keystroke supersedes it (issue: one check per pause). */
  checking: number | null;
}

export interface PasswordOptions {
  /** Where 'Login without a password' emails link. */
  loginRedirectURL?: string;
  loginExpirationMinutes?: number;
  /** Where reset emails link (a page that mounts `ResetPassword`). */
  resetPasswordRedirectURL?: string;
  resetPasswordExpirationMinutes?: number;
  resetPasswordTemplateId?: string;
}

declare module '../index.js' {
  interface ProductRegistry {
    passwords: {
      actions: PasswordActions;
      events: PasswordEvent;
      screens: {
        PasswordCreateOrLogin: {
          /** The live strength check of the set-password form (user type `new`). */
          strength: StrengthState;
          /** User type `passwordless` when the automatic send was an email code: its entry (spec §2). */
          passcode: PasscodeEntry | null;
        };
        PasswordForgot: NoOwnState;
        PasswordBreached: NoOwnState;
        PasswordSetNew: NoOwnState;
        PasswordDedupe: NoOwnState;
        PasswordResetForm: {
          strength: StrengthState;
          /** `stytch_token_type=login`: 'Logging in' while the token authenticates by itself (spec §2). */
          autoLogin: boolean;
          /** Spec §8: a failed reset shows the server's message under the form. */
          submitError: Message | null;
          /** Spec §8: a failed 'Login without a password' shows its message under that button. */
          loginError: Message | null;
        };
        PasswordConfirmation: NoOwnState;
      };
      services: { passwords: PasswordServices };
      hostEvents: {
        PASSWORD_CREATE: SignInData;
        PASSWORD_AUTHENTICATE: SignInData;
        /** A reset email went out: the API's answer. */
        PASSWORD_RESET_BY_EMAIL_START: ResponseCommon;
        PASSWORD_RESET_BY_EMAIL: SignInData;
      };
      confirmation: 'PasswordConfirmation';
      options: { passwordOptions?: PasswordOptions };
      form: {
        /** The address looked up and its user type; `type` defaults to 'new' (spec §3). */
        passwordState: { email: string; type: PasswordUserType };
        /** The emailed reset token (reset-password mode, spec §1). */
        resetPasswordState: { token: string };
      };
    };
  }
}
