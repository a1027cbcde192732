/**
 * Passwords (spec §2 PasswordCreateOrLogin … PasswordConfirmation, §4 "Password", §5 strength, §8 messages)
 * and the reset-password mode (spec §1: PasswordResetForm with the emailed token).
 *
 * Main's email form looks the user up (`users/search`), which decides the screen: a set-password form for a
 * new user, a Log In form for a password user, an automatic email for a passwordless user. Every reset email
 * leads to a "check your email" screen that can send it again or send a login link instead.
 */
import type { GatehouseClient, ResetByEmailStartOptions } from '../../client';
import { DEBOUNCE_MS } from '../../constants';
import type { StrengthCheckResult } from '../../wire';
import { removeRedirectToken, wait } from '../browser';
import type { WidgetConfig } from '../config';
import { call, callInBackground, emit, errorText, notify, sessionMinutes, show, signedIn, step } from '../step';
import type { FlowState, Message, PasswordUserType, ScreenName, StateOf, StrengthState } from '../state';
import type { ActionSpec, Command, FlowEvent, ProductFlow, ReduceContext, Step } from '../types';
import { isEmail } from '../validation';
import { magicLinkSent, sendMagicLink, startMagicLink } from './magicLinks';
import { newEntry, passcodeSent, sendPasscode, startPasscode, type PasscodeSent } from './otp';
import { defined, EMAIL_SENT_TYPES } from './shared';

export type PasswordEvent =
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
export type PasswordlessSend = { via: 'link'; data: unknown } | ({ via: 'code' } & PasscodeSent) | { via: 'reset'; data: unknown };

export interface PasswordActions {
  /** Looks the user up; a passwordless user is also sent their email at once. */
  'passwords.search': ActionSpec<{ email: string }, { userType: PasswordUserType; sent: PasswordlessSend | null }>;
  /** The live strength check, after the debounce pause (a background action; its id is `strength.checking`). */
  'passwords.strength': ActionSpec<{ password: string; email?: string }, StrengthCheckResult>;
  'passwords.create': ActionSpec<{ email: string; password: string }, { data: unknown }>;
  'passwords.authenticate': ActionSpec<{ email: string; password: string }, { data: unknown }>;
  /** Emails a reset link. */
  'passwords.resetStart': ActionSpec<{ email: string; reason: ResetReason }, { data: unknown }>;
  /**
   * The API refused a password with `reset_password` (spec §4): emails a reset link and tells whether the
   * refused password is breached (PasswordBreached) or the account is being deduplicated (PasswordDedupe).
   */
  'passwords.resetRefused': ActionSpec<{ email: string; password: string }, { data: unknown; breached: boolean }>;
  /** Sets the new password with the emailed token. */
  'passwords.reset': ActionSpec<{ token: string; password: string }, { data: unknown }>;
  /** Signs in with the reset email's token, without a new password. */
  'passwords.tokenLogin': ActionSpec<{ token: string }, { data: unknown }>;
}

/** What the password screens need from the API and the page. */
export interface PasswordServices {
  /** `users/search`: which screen the email leads to. */
  search(email: string): Promise<PasswordUserType>;
  /** `passwords/strength_check`. */
  strengthCheck(password: string, email?: string): Promise<StrengthCheckResult>;
  create(email: string, password: string, sessionDurationMinutes: number): Promise<unknown>;
  authenticate(email: string, password: string, sessionDurationMinutes: number): Promise<unknown>;
  /** `passwords/email/reset/start`. */
  resetStart(options: ResetByEmailStartOptions): Promise<unknown>;
  /** `passwords/email/reset`. */
  reset(token: string, password: string, sessionDurationMinutes: number): Promise<unknown>;
  /** The strength check's debounce pause (spec §9, 500 ms); rejects when `signal` aborts. */
  wait(ms: number, signal: AbortSignal): Promise<void>;
  /** Removes a spent reset or login token from the address bar, so a reload cannot reuse it. */
  forgetUrlToken(): void;
}

export function passwordServices(client: GatehouseClient): PasswordServices {
  return {
    search: async (email) => (await client.users.search(email)).userType,
    async strengthCheck(password, email) {
      const { request_id: _request, status_code: _status, ...result } = await client.passwords.strengthCheck(defined({ email, password }));
      return result;
    },
    create: (email, password, minutes) => client.passwords.create({ email, password, session_duration_minutes: minutes }),
    authenticate: (email, password, minutes) => client.passwords.authenticate({ email, password, session_duration_minutes: minutes }),
    resetStart: (options) => client.passwords.resetByEmailStart(options),
    reset: (token, password, minutes) => client.passwords.resetByEmail({ token, password, session_duration_minutes: minutes }),
    wait,
    forgetUrlToken: removeRedirectToken,
  };
}

/** The reset email's options from `passwordOptions` (spec §7 `passwords/email/reset/start`). */
export function resetStartOptions(email: string, config: WidgetConfig): ResetByEmailStartOptions {
  const options = config.passwordOptions ?? {};
  return defined({
    email,
    login_redirect_url: options.loginRedirectURL,
    reset_password_redirect_url: options.resetPasswordRedirectURL,
    reset_password_expiration_minutes: options.resetPasswordExpirationMinutes,
    reset_password_template_id: options.resetPasswordTemplateId,
  });
}

/**
 * The email sign-in the config offers beside passwords: a magic link if configured, else an email code
 * (spec §4 passwordless rule; §2 "optional alternative of emailing a login link or code").
 */
export function emailAlternative(config: WidgetConfig): 'link' | 'code' | null {
  if (config.products.includes('emailMagicLinks')) return 'link';
  if (config.products.includes('otp') && (config.otpOptions?.methods ?? []).includes('email')) return 'code';
  return null;
}

const NO_STRENGTH: StrengthState = { result: null, checking: null };

/** The screens with a new-password field and its live strength check. */
type StrengthScreen = StateOf<'PasswordCreateOrLogin'> | StateOf<'PasswordResetForm'>;

function strengthScreen(state: FlowState): StrengthScreen | null {
  if (state.screen === 'PasswordResetForm') return state;
  if (state.screen === 'PasswordCreateOrLogin' && state.passwordState.type === 'new') return state;
  return null;
}

/**
 * Spec §5: "The submit button is disabled until valid_password is true" — for the password as typed, so
 * also while a newer check is still on its way.
 */
export const canSubmitPassword = (strength: StrengthState): boolean =>
  strength.checking === null && strength.result?.valid_password === true;

/** The reset emails and the screens they lead to (spec §4). */
const RESET_SCREEN = { forgot: 'PasswordForgot', createInstead: 'PasswordSetNew' } as const;

/**
 * The screens that follow a reset email (spec §2), each with whether it offers 'Login without a password'
 * (spec §4: "on the forgot, breached and dedupe screens").
 */
export const RESET_SENT_SCREENS = {
  PasswordForgot: true,
  PasswordBreached: true,
  PasswordSetNew: false,
  PasswordDedupe: true,
} as const satisfies Partial<Record<ScreenName, boolean>>;

export type ResetSentScreen = keyof typeof RESET_SENT_SCREENS;

const isResetSentScreen = (screen: ScreenName): screen is ResetSentScreen => Object.hasOwn(RESET_SENT_SCREENS, screen);

/** What the host and the event log hear when a reset email was sent. */
const resetSent = (email: string, data: unknown): Command[] => [
  emit('PASSWORD_RESET_BY_EMAIL_START', data),
  { type: 'log', name: 'email_sent', details: { email, type: EMAIL_SENT_TYPES.resetPassword } },
];

const report = (event: Extract<FlowEvent, { type: 'FAILED' }>): Command => ({ type: 'report', error: event.error });

function withoutField(state: FlowState, field: 'password'): FlowState['fieldErrors'] {
  const { [field]: _gone, ...rest } = state.fieldErrors;
  return rest;
}

function reduce(state: FlowState, event: FlowEvent, { config }: ReduceContext): Step | null {
  switch (event.type) {
    case 'INIT':
      // Spec §2: opened from a `stytch_token_type=login` link, PasswordResetForm logs in by itself.
      if (state.screen !== 'PasswordResetForm' || !state.autoLogin) return null;
      if (!state.resetPasswordState.token) return step({ ...state, autoLogin: false });
      return call(state, 'passwords.tokenLogin', { token: state.resetPasswordState.token });

    case 'PASSWORD_EMAIL_SUBMIT': {
      const email = event.email.trim();
      // Spec §5: 'Invalid email address' on the password lookup, and no request.
      if (!isEmail(email)) return step({ ...state, fieldErrors: { email: { key: 'validation.email' } } });
      const next = call(state, 'passwords.search', { email });
      return { ...next, state: { ...next.state, passwordState: { ...state.passwordState, email } } };
    }

    case 'PASSWORD_CHANGED': {
      const screen = strengthScreen(state);
      if (!screen) return null;
      // A newer password supersedes the check still waiting or on its way (issue: one check per pause).
      const cancel: Command[] = screen.strength.checking === null ? [] : [{ type: 'cancel', id: screen.strength.checking }];
      const fieldErrors = withoutField(screen, 'password');
      const cleared = screen.screen === 'PasswordResetForm' ? { ...screen, fieldErrors, submitError: null } : { ...screen, fieldErrors };
      if (!event.password) return step({ ...cleared, strength: NO_STRENGTH }, ...cancel);
      const email = screen.screen === 'PasswordCreateOrLogin' ? screen.passwordState.email : undefined;
      const check = callInBackground(cleared, 'passwords.strength', defined({ password: event.password, email }));
      // The last answer stays on show (no flicker) until the new one arrives.
      return step(
        { ...cleared, seq: check.state.seq, strength: { result: screen.strength.result, checking: check.id } },
        ...cancel,
        check.command,
      );
    }

    case 'PASSWORD_CREATE':
      if (state.screen !== 'PasswordCreateOrLogin' || state.passwordState.type !== 'new' || state.pending) return null;
      if (!canSubmitPassword(state.strength)) return step(state);
      return call(state, 'passwords.create', { email: state.passwordState.email, password: event.password });

    case 'PASSWORD_LOGIN':
      if (state.screen !== 'PasswordCreateOrLogin' || state.passwordState.type !== 'password' || state.pending) return null;
      if (!event.password) return step({ ...state, fieldErrors: { ...state.fieldErrors, password: { key: 'field.required' } } });
      return call(state, 'passwords.authenticate', { email: state.passwordState.email, password: event.password });

    case 'PASSWORD_FORGOT':
      if (state.screen !== 'PasswordCreateOrLogin' || state.pending) return null;
      return call(state, 'passwords.resetStart', { email: state.passwordState.email, reason: 'forgot' });

    case 'PASSWORD_CREATE_INSTEAD':
      if (state.screen !== 'PasswordCreateOrLogin' || state.passwordState.type !== 'passwordless' || state.pending) return null;
      return call(state, 'passwords.resetStart', { email: state.passwordState.email, reason: 'createInstead' });

    case 'PASSWORD_EMAIL_INSTEAD': {
      if (state.screen !== 'PasswordCreateOrLogin' || state.pending) return null;
      const via = emailAlternative(config);
      if (via === 'link') return startMagicLink(state, state.passwordState.email);
      if (via === 'code') return startPasscode(state, 'email', state.passwordState.email);
      return null;
    }

    case 'PASSWORD_RESEND':
      if (!isResetSentScreen(state.screen) || state.pending) return null;
      return call(state, 'passwords.resetStart', { email: state.passwordState.email, reason: 'resend' });

    case 'PASSWORD_LOGIN_WITHOUT_PASSWORD':
      if (state.pending) return null;
      if (state.screen === 'PasswordResetForm') {
        const next = call(state, 'passwords.tokenLogin', { token: state.resetPasswordState.token });
        return { ...next, state: { ...next.state, loginError: null } as FlowState };
      }
      // Spec §4: on the forgot, breached and dedupe screens it sends a login email → EmailConfirmation.
      if (isResetSentScreen(state.screen) && RESET_SENT_SCREENS[state.screen]) return startMagicLink(state, state.passwordState.email);
      return null;

    case 'PASSWORD_RESET_SUBMIT': {
      if (state.screen !== 'PasswordResetForm' || state.pending) return null;
      if (!canSubmitPassword(state.strength)) return step(state);
      const next = call(state, 'passwords.reset', { token: state.resetPasswordState.token, password: event.password });
      return { ...next, state: { ...next.state, submitError: null } as FlowState };
    }

    case 'DONE':
      return done(state, event, config);

    case 'FAILED':
      return failed(state, event);

    default:
      return null;
  }
}

function done(state: FlowState, event: Extract<FlowEvent, { type: 'DONE' }>, config: WidgetConfig): Step | null {
  switch (event.action) {
    case 'passwords.search': {
      const { email } = event.input;
      const { userType, sent } = event.result;
      const passwordState = { email, type: userType };
      const screen = { screen: 'PasswordCreateOrLogin', strength: NO_STRENGTH, passcode: null } as const;
      if (!sent) return step(show(state, screen, { passwordState }));
      switch (sent.via) {
        case 'link':
          return step(show(state, screen, { passwordState, magicLinkState: { email } }), ...magicLinkSent(email, sent.data));
        case 'code':
          return step(
            show(
              state,
              { ...screen, passcode: newEntry(sent, config) },
              {
                passwordState,
                otpState: { type: 'email', methodId: sent.methodId, otpDestination: email },
              },
            ),
            passcodeSent(sent),
          );
        case 'reset':
          return step(show(state, { screen: 'PasswordSetNew' }, { passwordState }), ...resetSent(email, sent.data));
        default:
          return sent satisfies never;
      }
    }
    case 'passwords.strength': {
      const screen = strengthScreen(state);
      // Only the newest check may change the meter: an answer for an older password is dropped.
      if (!screen || screen.strength.checking !== event.id) return step(state);
      return step({ ...screen, strength: { result: event.result, checking: null } });
    }
    case 'passwords.create':
      return signedIn(state, { screen: 'PasswordConfirmation' }, 'PASSWORD_CREATE', event.result.data);
    case 'passwords.authenticate':
      return signedIn(state, { screen: 'PasswordConfirmation' }, 'PASSWORD_AUTHENTICATE', event.result.data);
    case 'passwords.reset':
      return signedIn(state, { screen: 'PasswordConfirmation' }, 'PASSWORD_RESET_BY_EMAIL', event.result.data);
    case 'passwords.tokenLogin':
      // Spec §4: "A successful magic-link authenticate leads to PasswordConfirmation in the password flow."
      return signedIn(state, { screen: 'PasswordConfirmation' }, 'MAGIC_LINK_AUTHENTICATE', event.result.data);
    case 'passwords.resetStart': {
      const { email, reason } = event.input;
      const sent = resetSent(email, event.result.data);
      if (reason === 'resend') return step(notify(state, 'success', { key: 'emailConfirmation.resent' }), ...sent);
      return step(show(state, { screen: RESET_SCREEN[reason] }), ...sent);
    }
    case 'passwords.resetRefused':
      return step(
        show(state, { screen: event.result.breached ? 'PasswordBreached' : 'PasswordDedupe' }),
        ...resetSent(event.input.email, event.result.data),
      );
    default:
      return null;
  }
}

function failed(state: FlowState, event: Extract<FlowEvent, { type: 'FAILED' }>): Step | null {
  switch (event.action) {
    case 'passwords.strength': {
      const screen = strengthScreen(state);
      if (!screen || screen.strength.checking !== event.id) return step(state);
      // Spec §5: e.g. an `invalid_email` answer shows its message; the submit stays disabled.
      return step(
        { ...screen, strength: NO_STRENGTH, fieldErrors: { ...screen.fieldErrors, password: errorText(event.error) } },
        report(event),
      );
    }
    case 'passwords.create':
    case 'passwords.authenticate':
      if (event.error.errorType !== 'reset_password') return null;
      // Spec §4/§8: `reset_password` starts a reset email.
      return stepWith(call(state, 'passwords.resetRefused', { email: event.input.email, password: event.input.password }), report(event));
    case 'passwords.resetStart':
      if (event.input.reason !== 'resend') return null;
      // Spec §8: a failed resend is an error toast with the message.
      return step(notify(state, 'error', errorText(event.error)), report(event));
    case 'passwords.reset':
      if (state.screen !== 'PasswordResetForm') return null;
      // Spec §8: the server's error_message under the form, and the error is reported.
      return step({ ...state, submitError: errorText(event.error) }, report(event));
    case 'passwords.tokenLogin': {
      if (state.screen !== 'PasswordResetForm') return null;
      // Spec §8: an automatic login failure is a toast; the button's failure shows under the button.
      if (state.autoLogin) return step(notify({ ...state, autoLogin: false }, 'error', errorText(event.error)), report(event));
      const message: Message = errorText(event.error);
      return step({ ...state, loginError: message }, report(event));
    }
    default:
      return null;
  }
}

const stepWith = (next: Step, ...commands: Command[]): Step => ({ state: next.state, commands: [...commands, ...next.commands] });

export const passwordFlow: ProductFlow<
  | 'passwords.search'
  | 'passwords.strength'
  | 'passwords.create'
  | 'passwords.authenticate'
  | 'passwords.resetStart'
  | 'passwords.resetRefused'
  | 'passwords.reset'
  | 'passwords.tokenLogin'
> = {
  reduce,
  handlers: {
    async 'passwords.search'({ email }, context) {
      const { services, config } = context;
      const userType = await services.passwords.search(email);
      if (userType !== 'passwordless') return { userType, sent: null };
      // Spec §4: "A passwordless user triggers an automatic send: a magic link if configured, else an email
      // OTP, else a password reset."
      switch (emailAlternative(config)) {
        case 'link':
          return { userType, sent: { via: 'link', data: await sendMagicLink(email, context) } };
        case 'code':
          return { userType, sent: { via: 'code', ...(await sendPasscode('email', email, context)) } };
        default:
          return { userType, sent: { via: 'reset', data: await services.passwords.resetStart(resetStartOptions(email, config)) } };
      }
    },
    async 'passwords.strength'({ password, email }, { services, signal }) {
      // Spec §9 debounce: typing key by key costs one check per pause; a newer key aborts this wait.
      await services.passwords.wait(DEBOUNCE_MS, signal);
      return services.passwords.strengthCheck(password, email);
    },
    async 'passwords.create'({ email, password }, { services, config }) {
      return { data: await services.passwords.create(email, password, sessionMinutes(config)) };
    },
    async 'passwords.authenticate'({ email, password }, { services, config }) {
      return { data: await services.passwords.authenticate(email, password, sessionMinutes(config)) };
    },
    async 'passwords.resetStart'({ email }, { services, config }) {
      return { data: await services.passwords.resetStart(resetStartOptions(email, config)) };
    },
    async 'passwords.resetRefused'({ email, password }, { services, config }) {
      // The API answers `reset_password` both for a password found in a breach and to deduplicate an account
      // (a password user who also signed in without one). The strength check's breach verdict on the refused
      // password tells the two apart, at the same time as the reset email goes out.
      const [data, breached] = await Promise.all([
        services.passwords.resetStart(resetStartOptions(email, config)),
        services.passwords.strengthCheck(password, email).then(
          (result) => result.breached_password,
          () => false,
        ),
      ]);
      return { data, breached };
    },
    async 'passwords.reset'({ token, password }, { services, config }) {
      const data = await services.passwords.reset(token, password, sessionMinutes(config));
      services.passwords.forgetUrlToken();
      return { data };
    },
    async 'passwords.tokenLogin'({ token }, { services, config }) {
      // The reset email's token also signs in without a new password; the client falls back from the reset
      // flow's PKCE verifier to the magic-link one (spec §8).
      const data = await services.magicLinks.authenticate(token, sessionMinutes(config));
      services.passwords.forgetUrlToken();
      return { data };
    },
  },
};
