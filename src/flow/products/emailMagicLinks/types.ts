/** What the magic-link product adds to the flow's vocabulary (see `product.ts`). */
import type { MagicLinksAuthenticateResponse, MagicLinksSendOptions } from '../../../client/index.js';
import type { ResponseCommon } from '../../../wire/index.js';
import type { ActionSpec } from '../../types.js';

export type MagicLinkEvent =
  /** Main's email form. */
  | { type: 'MAGIC_LINK_SUBMIT'; email: string }
  /** 'Resend' on EmailConfirmation (or on the passwordless password screen after a link was sent). */
  | { type: 'MAGIC_LINK_RESEND' }
  /** 'Try again': forget the address and go back to Main (spec §2). */
  | { type: 'MAGIC_LINK_TRY_AGAIN' };

export interface MagicLinkActions {
  /** `sentAt`: when the link went (the flow's clock), for the resend's wait. */
  'magicLinks.send': ActionSpec<{ email: string; resend: boolean }, { data: ResponseCommon; sentAt: number }>;
}

/** EmailConfirmation's own state. */
export interface EmailConfirmationState {
  /**
   * When 'Resend email' may be used again (ms since the epoch, the flow's clock): 30 s after the last send
   * (issue 23). Left out, at once.
   */
  resendAt?: number;
}

/** What the magic-link screens need from the API. */
export interface MagicLinkServices {
  /** Emails a login or sign-up link (`magic_links/email/login_or_create`, or `send` with a session). */
  send(email: string, options: MagicLinksSendOptions): Promise<ResponseCommon>;
  /** Signs in with a link's token (`magic_links/authenticate`; a reset email's token works too, spec §8). */
  authenticate(token: string, sessionDurationMinutes: number): Promise<MagicLinksAuthenticateResponse>;
}

export interface EmailMagicLinksOptions {
  /** Where the login email's link points. */
  loginRedirectURL?: string;
  /** @default 30 (spec §9) */
  loginExpirationMinutes?: number;
  /** Where the sign-up email's link points. */
  signupRedirectURL?: string;
  /** @default 30 (spec §9) */
  signupExpirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  /** Create new users in the pending state. @default false (spec §9) */
  createUserAsPending?: boolean;
  /**
   * The domain the emails come from, for the EmailConfirmation inbox links ("search for mail from the
   * configured email domain when known"). @default the bootstrap's first email domain
   */
  domainHint?: string;
}

declare module '../index.js' {
  interface ProductRegistry {
    emailMagicLinks: {
      actions: MagicLinkActions;
      events: MagicLinkEvent;
      screens: { EmailConfirmation: EmailConfirmationState };
      services: { magicLinks: MagicLinkServices };
      options: { emailMagicLinksOptions?: EmailMagicLinksOptions };
      form: {
        /** The address the last link went to (spec §3). */
        magicLinkState: { email: string };
      };
      hostEvents: {
        /** A login or sign-up link was emailed: the API's answer and the address. */
        MAGIC_LINK_LOGIN_OR_CREATE: ResponseCommon & { email: string };
        /** A magic link's token signed the user in inside the widget (PasswordResetForm's 'Login without a password'). */
        MAGIC_LINK_AUTHENTICATE: MagicLinksAuthenticateResponse;
      };
    };
  }
}
