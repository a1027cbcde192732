/**
 * Passwords' later part (issue 27, `ProductPart`): the transitions of its screens after Main and the
 * answers of its actions, and the runners of the actions the user starts, loaded with the other products' when
 * the flow first needs them. Its start, Main's email form, its services and the automatic login's runner are
 * in `index.ts`.
 */
import type { GatehouseClient, ResetByEmailStartOptions } from '../../../client/index.js';
import { DEBOUNCE_MS } from '../../../constants.js';
import type { ResponseCommon } from '../../../wire/index.js';
import type { WidgetConfig } from '../../config.js';
import { definePart, type ProductContext } from '../../product.js';
import { call, callInBackground, emit, errorText, notify, resendFailed, sessionMinutes, show, step } from '../../step.js';
import type { FlowState, StateOf } from '../../state.js';
import type { Command, FailedEvent, SignInEvent, Step, WidgetEventData } from '../../types.js';
import { magicLinkSent, sendMagicLink } from '../shared/magicLink.js';
import { newEntry, passcodeSent, sendPasscode } from '../shared/passcode.js';
import { startMagicLink, startPasscode } from '../shared/start.js';
import { defined, EMAIL_SENT_TYPES } from '../shared/send.js';
import { canSubmitPassword, emailAlternative, RESET_SENT_SCREENS, type ResetSentScreen } from './rules.js';
import type { PasswordServices, StrengthState } from './types.js';

/** The reset email's options from `passwordOptions` (spec §7 `passwords/email/reset/start`). */
function resetStartOptions(email: string, config: WidgetConfig): ResetByEmailStartOptions {
  const options = config.passwordOptions ?? {};
  return defined({
    email,
    login_redirect_url: options.loginRedirectURL,
    reset_password_redirect_url: options.resetPasswordRedirectURL,
    reset_password_expiration_minutes: options.resetPasswordExpirationMinutes,
    reset_password_template_id: options.resetPasswordTemplateId,
  });
}

const NO_STRENGTH: StrengthState = { result: null, checking: null };

/** The screens with a new-password field and its live strength check. */
type StrengthScreen = StateOf<'PasswordCreateOrLogin'> | StateOf<'PasswordResetForm'>;

/** The screen whose new-password field is on show, or null (the Log In form and the passwordless screen have none). */
function strengthScreen(state: FlowState): StrengthScreen | null {
  if (state.screen === 'PasswordResetForm') return state;
  if (state.screen === 'PasswordCreateOrLogin' && state.passwordState.type === 'new') return state;
  return null;
}

/** The reset emails and the screens they lead to (spec §4). */
const RESET_SCREEN = { forgot: 'PasswordForgot', createInstead: 'PasswordSetNew' } as const;

/** What the host and the event log hear when a reset email was sent. */
const resetSent = (email: string, data: ResponseCommon): Command[] => [
  emit('PASSWORD_RESET_BY_EMAIL_START', data),
  { type: 'log', name: 'email_sent', details: { email, type: EMAIL_SENT_TYPES.resetPassword } },
];

const report = (event: FailedEvent): Command => ({ type: 'report', error: event.error });

const stepWith = (next: Step, ...commands: Command[]): Step => ({ state: next.state, commands: [...commands, ...next.commands] });

function withoutField(state: FlowState, field: 'password'): FlowState['fieldErrors'] {
  const { [field]: _gone, ...rest } = state.fieldErrors;
  return rest;
}

/** The new password changed: the live strength check, after the debounce pause (spec §5, §9). */
function passwordChanged(screen: StrengthScreen, password: string): Step {
  // A newer password supersedes the check still waiting or on its way (issue: one check per pause).
  const cancel: Command[] = screen.strength.checking === null ? [] : [{ type: 'cancel', id: screen.strength.checking }];
  const fieldErrors = withoutField(screen, 'password');
  const cleared = screen.screen === 'PasswordResetForm' ? { ...screen, fieldErrors, submitError: null } : { ...screen, fieldErrors };
  if (!password) return step({ ...cleared, strength: NO_STRENGTH }, ...cancel);
  const email = screen.screen === 'PasswordCreateOrLogin' ? screen.passwordState.email : undefined;
  const check = callInBackground(cleared, 'passwords.strength', defined({ password, email }));
  // The last answer stays on show (no flicker) until the new one arrives.
  return step(
    { ...cleared, seq: check.state.seq, strength: { result: screen.strength.result, checking: check.id } },
    ...cancel,
    check.command,
  );
}

/** 'Resend email' on a screen that follows a reset email: the same email again, with the toast 'Email resent'. */
const resendReset = (state: FlowState): Step =>
  state.pending ? step(state) : call(state, 'passwords.resetStart', { email: state.passwordState.email, reason: 'resend' });

/**
 * 'Login without a password' on a screen that follows a reset email: spec §4 offers it on the forgot,
 * breached and dedupe screens, where it sends a login email → EmailConfirmation.
 */
function loginLink(state: StateOf<ResetSentScreen>): Step {
  if (state.pending || !RESET_SENT_SCREENS[state.screen]) return step(state);
  return startMagicLink(state, state.passwordState.email);
}

/** The reset-sent screens' events, the same on each. */
const resetSentScreen = { PASSWORD_RESEND: resendReset, PASSWORD_LOGIN_WITHOUT_PASSWORD: loginLink };

/** A sign-in by password (or by the reset email's token) succeeded: PasswordConfirmation (spec §4). */
const signedIn =
  <T extends 'PASSWORD_CREATE' | 'PASSWORD_AUTHENTICATE' | 'PASSWORD_RESET_BY_EMAIL' | 'MAGIC_LINK_AUTHENTICATE'>(type: T) =>
  (state: FlowState, event: { result: { data: WidgetEventData[T] } }, context: ProductContext): Step =>
    // One member of the sign-in events for this `T` (TypeScript cannot narrow the union by a generic key).
    context.signedIn(state, { screen: 'PasswordConfirmation' }, { type, data: event.result.data } as SignInEvent);

/**
 * The API refused the password with `reset_password` (spec §4: "Error type reset_password starts a reset
 * email and leads to PasswordDedupe"; §8 "reset_password starts a reset flow"). Whatever the reason behind it
 * (a breached password, an account to deduplicate), the spec's screen is PasswordDedupe.
 */
function refused(state: FlowState, event: FailedEvent<'passwords.create' | 'passwords.authenticate'>): Step | null {
  if (event.error.errorType !== 'reset_password') return null;
  return stepWith(call(state, 'passwords.resetRefused', { email: event.input.email }), report(event));
}

export const later = definePart({
  id: 'passwords',
  services: (client: GatehouseClient): Omit<PasswordServices, 'wait' | 'forgetUrlToken'> => ({
    search: async (email) => (await client.users.search(email)).userType,
    async strengthCheck(password, email) {
      const { request_id: _request, status_code: _status, ...result } = await client.passwords.strengthCheck(defined({ email, password }));
      return result;
    },
    create: (email, password, minutes) => client.passwords.create({ email, password, session_duration_minutes: minutes }),
    authenticate: (email, password, minutes) => client.passwords.authenticate({ email, password, session_duration_minutes: minutes }),
    resetStart: (options) => client.passwords.resetByEmailStart(options),
    reset: (token, password, minutes) => client.passwords.resetByEmail({ token, password, session_duration_minutes: minutes }),
  }),
  on: {
    PasswordCreateOrLogin: {
      PASSWORD_CHANGED: (state, event) => (state.passwordState.type === 'new' ? passwordChanged(state, event.password) : step(state)),
      PASSWORD_CREATE(state, event) {
        if (state.passwordState.type !== 'new' || state.pending || !canSubmitPassword(state.strength)) return step(state);
        return call(state, 'passwords.create', { email: state.passwordState.email, password: event.password });
      },
      PASSWORD_LOGIN(state, event) {
        if (state.passwordState.type !== 'password' || state.pending) return step(state);
        if (!event.password) return step({ ...state, fieldErrors: { ...state.fieldErrors, password: { key: 'field.required' } } });
        return call(state, 'passwords.authenticate', { email: state.passwordState.email, password: event.password });
      },
      PASSWORD_FORGOT: (state) =>
        state.pending ? step(state) : call(state, 'passwords.resetStart', { email: state.passwordState.email, reason: 'forgot' }),
      PASSWORD_CREATE_INSTEAD(state) {
        if (state.passwordState.type !== 'passwordless' || state.pending) return step(state);
        return call(state, 'passwords.resetStart', { email: state.passwordState.email, reason: 'createInstead' });
      },
      PASSWORD_EMAIL_INSTEAD(state, _event, { config }) {
        if (state.pending) return step(state);
        const via = emailAlternative(config);
        if (via === 'link') return startMagicLink(state, state.passwordState.email);
        if (via === 'code') return startPasscode(state, 'email', state.passwordState.email);
        return step(state);
      },
    },
    PasswordForgot: resetSentScreen,
    PasswordBreached: resetSentScreen,
    PasswordSetNew: resetSentScreen,
    PasswordDedupe: resetSentScreen,
    PasswordResetForm: {
      PASSWORD_CHANGED: (state, event) => passwordChanged(state, event.password),
      PASSWORD_RESET_SUBMIT(state, event) {
        if (state.pending || !canSubmitPassword(state.strength)) return step(state);
        const next = call(state, 'passwords.reset', { token: state.resetPasswordState.token, password: event.password });
        return { ...next, state: { ...next.state, submitError: null } as FlowState };
      },
      // Spec §2: here it signs in with the reset email's token itself.
      PASSWORD_LOGIN_WITHOUT_PASSWORD(state) {
        if (state.pending) return step(state);
        const next = call(state, 'passwords.tokenLogin', { token: state.resetPasswordState.token });
        return { ...next, state: { ...next.state, loginError: null } as FlowState };
      },
    },
  },
  done: {
    'passwords.search'(state, event, { config }) {
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
              { passwordState, otpState: { type: 'email', methodId: sent.methodId, otpDestination: email } },
            ),
            passcodeSent(sent),
          );
        case 'reset':
          return step(show(state, { screen: 'PasswordSetNew' }, { passwordState }), ...resetSent(email, sent.data));
        default:
          return sent satisfies never;
      }
    },
    'passwords.strength'(state, event) {
      const screen = strengthScreen(state);
      // Only the newest check may change the meter: an answer for an older password is dropped.
      if (!screen || screen.strength.checking !== event.id) return step(state);
      return step({ ...screen, strength: { result: event.result, checking: null } });
    },
    'passwords.create': signedIn('PASSWORD_CREATE'),
    'passwords.authenticate': signedIn('PASSWORD_AUTHENTICATE'),
    'passwords.reset': signedIn('PASSWORD_RESET_BY_EMAIL'),
    // Spec §4: "A successful magic-link authenticate leads to PasswordConfirmation in the password flow."
    'passwords.tokenLogin': signedIn('MAGIC_LINK_AUTHENTICATE'),
    'passwords.resetStart'(state, event) {
      const { email, reason } = event.input;
      const sent = resetSent(email, event.result.data);
      if (reason === 'resend') return step(notify(state, 'success', { key: 'emailConfirmation.resent' }), ...sent);
      return step(show(state, { screen: RESET_SCREEN[reason] }), ...sent);
    },
    'passwords.resetRefused': (state, event) =>
      step(show(state, { screen: 'PasswordDedupe' }), ...resetSent(event.input.email, event.result.data)),
  },
  failed: {
    'passwords.strength'(state, event) {
      const screen = strengthScreen(state);
      if (!screen || screen.strength.checking !== event.id) return step(state);
      // Spec §5: e.g. an `invalid_email` answer shows its message; the submit stays disabled.
      return step(
        { ...screen, strength: NO_STRENGTH, fieldErrors: { ...screen.fieldErrors, password: errorText(event.error) } },
        report(event),
      );
    },
    'passwords.create': refused,
    'passwords.authenticate': refused,
    'passwords.resetStart'(state, event) {
      if (event.input.reason !== 'resend') return null;
      // Spec §8: a failed resend is an error toast with the message (and the banner).
      return resendFailed(state, event.error);
    },
    'passwords.reset'(state, event) {
      if (state.screen !== 'PasswordResetForm') return null;
      // Spec §8: the server's error_message under the form, and the error is reported.
      return step({ ...state, submitError: errorText(event.error) }, report(event));
    },
    'passwords.tokenLogin'(state, event) {
      if (state.screen !== 'PasswordResetForm') return null;
      // Spec §8: an automatic login failure is a toast; the button's failure shows under the button.
      if (state.autoLogin) return step(notify({ ...state, autoLogin: false }, 'error', errorText(event.error)), report(event));
      return step({ ...state, loginError: errorText(event.error) }, report(event));
    },
  },
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
    async 'passwords.resetRefused'({ email }, { services, config }) {
      return { data: await services.passwords.resetStart(resetStartOptions(email, config)) };
    },
    async 'passwords.reset'({ token, password }, { services, config }) {
      const data = await services.passwords.reset(token, password, sessionMinutes(config));
      services.passwords.forgetUrlToken();
      return { data };
    },
  },
});
