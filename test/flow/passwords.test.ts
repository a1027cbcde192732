import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowController, initialState, type FlowEvent, type FlowState, type WidgetConfig } from '../../src/flow';
import { wait } from '../../src/flow/browser';
import { passwords } from '../../src/flow/products/passwords';
import { later as passwordsLater } from '../../src/flow/products/passwords/later';
import type { EffectContext } from '../../src/flow/types';
import type { StrengthCheckResult } from '../../src/wire';
import { fakeResponse, fakeServices, fakeSignIn, fakeStrength } from '../../stories/support/fakeServices';
import { runEvents } from './support';
import { waitFor } from '../support/wait';

const config: WidgetConfig = { products: ['passwords'], passwordOptions: { resetPasswordRedirectURL: 'https://app.example/reset' } };
const main = (patch: Partial<FlowState> = {}): FlowState => ({ ...initialState(), ...patch }) as FlowState;

const run = (state: FlowState, events: FlowEvent[], cfg: WidgetConfig = config) => runEvents(state, events, cfg);

/** A sign-in's answer, as the client resolves with it. */
const signIn = fakeSignIn();

const ERROR = {
  name: 'APIError',
  message: 'The email address or password is incorrect.',
  errorType: 'unauthorized_credentials',
  statusCode: 401,
};
const RESET = {
  name: 'APIError',
  message: "This user's password must be reset before it can be used to log in.",
  errorType: 'reset_password',
  statusCode: 400,
};

/** The answer to the search for ada@example.com. */
const found = (id: number, result: Extract<FlowEvent, { action: 'passwords.search'; type: 'DONE' }>['result']): FlowEvent => ({
  type: 'DONE',
  id,
  action: 'passwords.search',
  input: { email: 'ada@example.com' },
  result,
});

/** Main → PasswordCreateOrLogin for a user of `userType`. */
function onScreen(userType: 'new' | 'password', cfg: WidgetConfig = config): FlowState {
  return run(main(), [{ type: 'PASSWORD_EMAIL_SUBMIT', email: 'ada@example.com' }, found(1, { userType, sent: null })], cfg).state;
}

const strong: StrengthCheckResult = fakeStrength('correct-horse-battery');
const weak: StrengthCheckResult = fakeStrength('abc');

describe('reduce: the email lookup (spec §4 "An email lookup returns the user type, then the password screen")', () => {
  it('looks the address up with the form disabled, then shows the screen for the user type', () => {
    const submitted = run(main(), [{ type: 'PASSWORD_EMAIL_SUBMIT', email: ' ada@example.com ' }]);
    expect(submitted.state).toMatchObject({
      pending: { id: 1, action: 'passwords.search' },
      passwordState: { email: 'ada@example.com', type: 'new' },
    });
    expect(submitted.commands).toEqual([{ type: 'call', id: 1, action: 'passwords.search', input: { email: 'ada@example.com' } }]);

    for (const userType of ['new', 'password'] as const) {
      const { state, commands } = run(submitted.state, [found(1, { userType, sent: null })]);
      expect(state).toMatchObject({
        screen: 'PasswordCreateOrLogin',
        pending: null,
        passwordState: { email: 'ada@example.com', type: userType },
        strength: { result: null, checking: null },
        passcode: null,
      });
      expect(commands).toEqual([]);
    }
  });

  it("an address that is not an email gives 'Invalid email address' and no request (spec §5)", () => {
    const { state, commands } = run(main(), [{ type: 'PASSWORD_EMAIL_SUBMIT', email: 'ada' }]);
    expect(state.fieldErrors.email).toEqual({ key: 'validation.email' });
    expect(commands).toEqual([]);
  });

  it('a passwordless user was sent a link: the screen says so and the host hears the send', () => {
    const submitted = run(main(), [{ type: 'PASSWORD_EMAIL_SUBMIT', email: 'ada@example.com' }]).state;
    const { state, commands } = run(submitted, [
      found(1, { userType: 'passwordless', sent: { via: 'link', data: { request_id: 'r', status_code: 200 } } }),
    ]);
    expect(state).toMatchObject({
      screen: 'PasswordCreateOrLogin',
      passwordState: { type: 'passwordless' },
      passcode: null,
      magicLinkState: { email: 'ada@example.com' },
    });
    expect(commands).toEqual([
      {
        type: 'emit',
        event: { type: 'MAGIC_LINK_LOGIN_OR_CREATE', data: { request_id: 'r', status_code: 200, email: 'ada@example.com' } },
      },
      { type: 'log', name: 'email_sent', details: { email: 'ada@example.com', type: 'login_or_create_eml' } },
    ]);
  });

  it('a passwordless user was sent a code: the boxes show on the password screen with the countdown', () => {
    const withOtp: WidgetConfig = { products: ['passwords', 'otp'], otpOptions: { methods: ['email'], expirationMinutes: 10 } };
    const submitted = run(main(), [{ type: 'PASSWORD_EMAIL_SUBMIT', email: 'ada@example.com' }], withOtp).state;
    const sent = {
      via: 'code' as const,
      methodId: 'email-1',
      sentAt: 5_000,
      data: { request_id: 'r', status_code: 200, method_id: 'email-1' },
    };
    const { state, commands } = run(submitted, [found(1, { userType: 'passwordless', sent })], withOtp);
    expect(state).toMatchObject({
      screen: 'PasswordCreateOrLogin',
      passcode: { expiresAt: 5_000 + 10 * 60_000, entry: 0 },
      otpState: { type: 'email', methodId: 'email-1', otpDestination: 'ada@example.com' },
    });
    expect(commands).toEqual([{ type: 'emit', event: { type: 'OTP_LOGIN_OR_CREATE', data: sent.data } }]);

    // The code entered there signs in like on OTPAuthenticate; a wrong one clears the boxes.
    const checking = run(state, [{ type: 'OTP_CODE_SUBMIT', code: '123456' }], withOtp);
    expect(checking.commands).toEqual([
      { type: 'call', id: 2, action: 'otp.authenticate', input: { code: '123456', methodId: 'email-1' } },
    ]);
    const wrong = run(
      checking.state,
      [
        {
          type: 'FAILED',
          id: 2,
          action: 'otp.authenticate',
          input: { code: '123456', methodId: 'email-1' },
          error: { ...ERROR, errorType: 'otp_code_not_found' },
        },
      ],
      withOtp,
    ).state;
    expect(wrong).toMatchObject({
      screen: 'PasswordCreateOrLogin',
      passcode: { entry: 1 },
      fieldErrors: { code: { key: 'error.otpInvalid' } },
    });

    // Resend restarts that countdown with 'Code resent'.
    const resending = run(wrong, [{ type: 'OTP_RESEND' }], withOtp);
    expect(resending.commands).toEqual([
      { type: 'call', id: 3, action: 'otp.send', input: { method: 'email', destination: 'ada@example.com', resend: true } },
    ]);
    const resent = run(
      resending.state,
      [
        {
          type: 'DONE',
          id: 3,
          action: 'otp.send',
          input: { method: 'email', destination: 'ada@example.com', resend: true },
          result: { methodId: 'email-1', sentAt: 60_000, data: { ...fakeResponse, method_id: 'email-1' } },
        },
      ],
      withOtp,
    ).state;
    expect(resent).toMatchObject({ screen: 'PasswordCreateOrLogin', passcode: { expiresAt: 60_000 + 10 * 60_000, entry: 2 } });
    expect(resent.notices.at(-1)).toMatchObject({ tone: 'success', message: { key: 'otp.resent' } });
  });

  it('a passwordless user without magic links or email codes was sent a reset: PasswordSetNew', () => {
    const submitted = run(main(), [{ type: 'PASSWORD_EMAIL_SUBMIT', email: 'ada@example.com' }]).state;
    const { state, commands } = run(submitted, [
      found(1, { userType: 'passwordless', sent: { via: 'reset', data: { request_id: 'r', status_code: 200 } } }),
    ]);
    expect(state).toMatchObject({ screen: 'PasswordSetNew', passwordState: { email: 'ada@example.com', type: 'passwordless' } });
    expect(commands).toEqual([
      { type: 'emit', event: { type: 'PASSWORD_RESET_BY_EMAIL_START', data: { request_id: 'r', status_code: 200 } } },
      { type: 'log', name: 'email_sent', details: { email: 'ada@example.com', type: 'reset_password' } },
    ]);
  });
});

describe('reduce: the live strength check (spec §5, §9 debounce)', () => {
  it('each change supersedes the check before it; only the newest answer reaches the meter', () => {
    const screen = onScreen('new');
    const first = run(screen, [{ type: 'PASSWORD_CHANGED', password: 'abc' }]);
    expect(first.commands).toEqual([
      { type: 'call', id: 2, action: 'passwords.strength', input: { password: 'abc', email: 'ada@example.com' }, background: true },
    ]);
    expect(first.state).toMatchObject({ strength: { result: null, checking: 2 }, pending: null });

    const second = run(first.state, [{ type: 'PASSWORD_CHANGED', password: 'correct-horse-battery' }]);
    expect(second.commands).toEqual([
      { type: 'cancel', id: 2 },
      {
        type: 'call',
        id: 3,
        action: 'passwords.strength',
        input: { password: 'correct-horse-battery', email: 'ada@example.com' },
        background: true,
      },
    ]);

    // The answer for 'abc' arrives late: dropped.
    const stale = run(second.state, [
      { type: 'DONE', id: 2, action: 'passwords.strength', input: { password: 'abc' }, result: weak, background: true },
    ]);
    expect(stale.state).toBe(second.state);

    const fresh = run(second.state, [
      { type: 'DONE', id: 3, action: 'passwords.strength', input: { password: 'correct-horse-battery' }, result: strong, background: true },
    ]);
    expect(fresh.state).toMatchObject({ strength: { result: strong, checking: null } });

    // While a newer check is on its way the last answer stays on show, but submitting waits for it.
    const typing = run(fresh.state, [{ type: 'PASSWORD_CHANGED', password: 'correct-horse-battery-x' }]).state;
    expect(typing).toMatchObject({ strength: { result: strong, checking: 4 } });
    expect(run(typing, [{ type: 'PASSWORD_CREATE', password: 'correct-horse-battery-x' }]).commands).toEqual([]);
  });

  it('emptying the field cancels the check and clears the meter', () => {
    const typing = run(onScreen('new'), [{ type: 'PASSWORD_CHANGED', password: 'abc' }]).state;
    const { state, commands } = run(typing, [{ type: 'PASSWORD_CHANGED', password: '' }]);
    expect(commands).toEqual([{ type: 'cancel', id: 2 }]);
    expect(state).toMatchObject({ strength: { result: null, checking: null } });
  });

  it('a failed check (e.g. invalid_email) shows its message under the field and keeps the submit disabled', () => {
    const typing = run(onScreen('new'), [{ type: 'PASSWORD_CHANGED', password: 'abc' }]).state;
    const error = { name: 'APIError', message: 'The email address is not valid.', errorType: 'invalid_email', statusCode: 400 };
    const { state, commands } = run(typing, [
      { type: 'FAILED', id: 2, action: 'passwords.strength', input: { password: 'abc' }, error, background: true },
    ]);
    expect(state).toMatchObject({
      strength: { result: null, checking: null },
      fieldErrors: { password: { text: 'The email address is not valid.' } },
    });
    expect(commands).toEqual([{ type: 'report', error }]);
  });

  it('the Log In form does not check strength', () => {
    expect(run(onScreen('password'), [{ type: 'PASSWORD_CHANGED', password: 'abc' }]).commands).toEqual([]);
  });
});

/** The set-password screen with a valid password checked. */
function validNewUser(): FlowState {
  return run(onScreen('new'), [
    { type: 'PASSWORD_CHANGED', password: 'correct-horse-battery' },
    { type: 'DONE', id: 2, action: 'passwords.strength', input: { password: 'correct-horse-battery' }, result: strong, background: true },
  ]).state;
}

describe('reduce: sign-up and log-in by password', () => {
  it('the set-password form submits only a valid password; success shows PasswordConfirmation and completes the flow', () => {
    const invalid = run(onScreen('new'), [
      { type: 'PASSWORD_CHANGED', password: 'abc' },
      { type: 'DONE', id: 2, action: 'passwords.strength', input: { password: 'abc' }, result: weak, background: true },
    ]).state;
    expect(run(invalid, [{ type: 'PASSWORD_CREATE', password: 'abc' }]).commands).toEqual([]);

    const creating = run(validNewUser(), [{ type: 'PASSWORD_CREATE', password: 'correct-horse-battery' }]);
    expect(creating.commands).toEqual([
      { type: 'call', id: 3, action: 'passwords.create', input: { email: 'ada@example.com', password: 'correct-horse-battery' } },
    ]);
    const { state, commands } = run(creating.state, [
      {
        type: 'DONE',
        id: 3,
        action: 'passwords.create',
        input: { email: 'ada@example.com', password: 'correct-horse-battery' },
        result: { data: signIn },
      },
    ]);
    expect(state.screen).toBe('PasswordConfirmation');
    expect(commands).toEqual([
      { type: 'emit', event: { type: 'PASSWORD_CREATE', data: signIn } },
      { type: 'emit', event: { type: 'AUTHENTICATE_FLOW_COMPLETE', data: signIn } },
    ]);
  });

  it('the Log In form: an empty password is required, a wrong one shows the API message, a right one signs in', () => {
    const screen = onScreen('password');
    expect(run(screen, [{ type: 'PASSWORD_LOGIN', password: '' }]).state.fieldErrors).toEqual({ password: { key: 'field.required' } });

    const trying = run(screen, [{ type: 'PASSWORD_LOGIN', password: 'nope' }]);
    expect(trying.commands).toEqual([
      { type: 'call', id: 2, action: 'passwords.authenticate', input: { email: 'ada@example.com', password: 'nope' } },
    ]);
    const wrong = run(trying.state, [
      { type: 'FAILED', id: 2, action: 'passwords.authenticate', input: { email: 'ada@example.com', password: 'nope' }, error: ERROR },
    ]);
    expect(wrong.state).toMatchObject({ screen: 'PasswordCreateOrLogin', pending: null, errorMessage: { text: ERROR.message } });
    expect(wrong.commands).toEqual([{ type: 'report', error: ERROR }]);

    const right = run(wrong.state, [
      { type: 'PASSWORD_LOGIN', password: 'right' },
      {
        type: 'DONE',
        id: 3,
        action: 'passwords.authenticate',
        input: { email: 'ada@example.com', password: 'right' },
        result: { data: signIn },
      },
    ]);
    expect(right.state).toMatchObject({ screen: 'PasswordConfirmation', errorMessage: null });
    expect(right.commands.filter((c) => c.type === 'emit').map((c) => c.type === 'emit' && c.event.type)).toEqual([
      'PASSWORD_AUTHENTICATE',
      'AUTHENTICATE_FLOW_COMPLETE',
    ]);
  });

  it('reset_password starts a reset email and leads to PasswordDedupe, for a breached password too (spec §4)', () => {
    // The API answers reset_password for a password found in a breach as for an account to deduplicate; the
    // spec has one screen for it, whatever the reason.
    const trying = run(onScreen('password'), [{ type: 'PASSWORD_LOGIN', password: 'password1' }]).state;
    const refused = run(trying, [
      { type: 'FAILED', id: 2, action: 'passwords.authenticate', input: { email: 'ada@example.com', password: 'password1' }, error: RESET },
    ]);
    expect(refused.state.pending).toEqual({ id: 3, action: 'passwords.resetRefused' });
    expect(refused.commands).toEqual([
      { type: 'report', error: RESET },
      { type: 'call', id: 3, action: 'passwords.resetRefused', input: { email: 'ada@example.com' } },
    ]);
    const { state, commands } = run(refused.state, [
      {
        type: 'DONE',
        id: 3,
        action: 'passwords.resetRefused',
        input: { email: 'ada@example.com' },
        result: { data: { request_id: 'r', status_code: 200 } },
      },
    ]);
    expect(state.screen).toBe('PasswordDedupe');
    expect(commands).toEqual([
      { type: 'emit', event: { type: 'PASSWORD_RESET_BY_EMAIL_START', data: { request_id: 'r', status_code: 200 } } },
      { type: 'log', name: 'email_sent', details: { email: 'ada@example.com', type: 'reset_password' } },
    ]);
  });

  it('a sign-up answered with reset_password goes the same way (the account exists and must be confirmed)', () => {
    const creating = run(validNewUser(), [{ type: 'PASSWORD_CREATE', password: 'correct-horse-battery' }]).state;
    const { commands } = run(creating, [
      {
        type: 'FAILED',
        id: 3,
        action: 'passwords.create',
        input: { email: 'ada@example.com', password: 'correct-horse-battery' },
        error: RESET,
      },
    ]);
    expect(commands).toContainEqual({
      type: 'call',
      id: 4,
      action: 'passwords.resetRefused',
      input: { email: 'ada@example.com' },
    });
  });
});

describe('reduce: reset emails and the screens after them (spec §4)', () => {
  const resetDone = (id: number, reason: 'forgot' | 'createInstead' | 'resend'): FlowEvent => ({
    type: 'DONE',
    id,
    action: 'passwords.resetStart',
    input: { email: 'ada@example.com', reason },
    result: { data: { request_id: 'r', status_code: 200 } },
  });

  it("'Forgot Password?' → PasswordForgot; 'Create a password instead' → PasswordSetNew", () => {
    const forgot = run(onScreen('password'), [{ type: 'PASSWORD_FORGOT' }]);
    expect(forgot.commands).toEqual([
      { type: 'call', id: 2, action: 'passwords.resetStart', input: { email: 'ada@example.com', reason: 'forgot' } },
    ]);
    expect(run(forgot.state, [resetDone(2, 'forgot')]).state.screen).toBe('PasswordForgot');

    const passwordless = run(main(), [
      { type: 'PASSWORD_EMAIL_SUBMIT', email: 'ada@example.com' },
      found(1, { userType: 'passwordless', sent: { via: 'link', data: fakeResponse } }),
      { type: 'PASSWORD_CREATE_INSTEAD' },
    ]);
    expect(passwordless.commands.at(-1)).toEqual({
      type: 'call',
      id: 2,
      action: 'passwords.resetStart',
      input: { email: 'ada@example.com', reason: 'createInstead' },
    });
    expect(run(passwordless.state, [resetDone(2, 'createInstead')]).state.screen).toBe('PasswordSetNew');
  });

  it("'Resend email' keeps the screen with 'Email resent'; a failed resend is an error toast and stays in the banner", () => {
    const forgot = run(onScreen('password'), [{ type: 'PASSWORD_FORGOT' }, resetDone(2, 'forgot')]).state;
    const resending = run(forgot, [{ type: 'PASSWORD_RESEND' }]);
    expect(resending.commands).toEqual([
      { type: 'call', id: 3, action: 'passwords.resetStart', input: { email: 'ada@example.com', reason: 'resend' } },
    ]);
    const resent = run(resending.state, [resetDone(3, 'resend')]).state;
    expect(resent.screen).toBe('PasswordForgot');
    expect(resent.notices.at(-1)).toMatchObject({ tone: 'success', message: { key: 'emailConfirmation.resent' } });

    const again = run(resent, [{ type: 'PASSWORD_RESEND' }]).state;
    const failed = run(again, [
      { type: 'FAILED', id: 5, action: 'passwords.resetStart', input: { email: 'ada@example.com', reason: 'resend' }, error: ERROR },
    ]);
    expect(failed.state.notices.at(-1)).toMatchObject({ tone: 'error', message: { text: ERROR.message } });
    expect(failed.state.errorMessage).toEqual({ text: ERROR.message, errorType: ERROR.errorType });
    expect(failed.commands).toEqual([{ type: 'report', error: ERROR }]);
  });

  it("'Login without a password' on the forgot, breached and dedupe screens emails a login link → EmailConfirmation", () => {
    for (const screen of ['PasswordForgot', 'PasswordBreached', 'PasswordDedupe'] as const) {
      const state = main({ screen, passwordState: { email: 'ada@example.com', type: 'password' } } as Partial<FlowState>);
      const sending = run(state, [{ type: 'PASSWORD_LOGIN_WITHOUT_PASSWORD' }]);
      expect(sending.commands).toEqual([
        { type: 'call', id: 1, action: 'magicLinks.send', input: { email: 'ada@example.com', resend: false } },
      ]);
      const sent = run(sending.state, [
        {
          type: 'DONE',
          id: 1,
          action: 'magicLinks.send',
          input: { email: 'ada@example.com', resend: false },
          result: { data: fakeResponse, sentAt: 0 },
        },
      ]);
      expect(sent.state).toMatchObject({ screen: 'EmailConfirmation', magicLinkState: { email: 'ada@example.com' } });
    }
    const setNew = main({
      screen: 'PasswordSetNew',
      passwordState: { email: 'ada@example.com', type: 'passwordless' },
    } as Partial<FlowState>);
    expect(run(setNew, [{ type: 'PASSWORD_LOGIN_WITHOUT_PASSWORD' }]).commands).toEqual([]);
  });

  it("the optional alternative: 'Email me a login link' with magic links, 'Email me a login code' with email passcodes", () => {
    const withLinks: WidgetConfig = { products: ['passwords', 'emailMagicLinks'] };
    const link = run(onScreen('new', withLinks), [{ type: 'PASSWORD_EMAIL_INSTEAD' }], withLinks);
    expect(link.commands).toEqual([{ type: 'call', id: 2, action: 'magicLinks.send', input: { email: 'ada@example.com', resend: false } }]);

    const withCodes: WidgetConfig = { products: ['passwords', 'otp'], otpOptions: { methods: ['sms', 'email'] } };
    const code = run(onScreen('password', withCodes), [{ type: 'PASSWORD_EMAIL_INSTEAD' }], withCodes);
    expect(code.commands).toEqual([
      { type: 'call', id: 2, action: 'otp.send', input: { method: 'email', destination: 'ada@example.com', resend: false } },
    ]);
    const sent = run(
      code.state,
      [
        {
          type: 'DONE',
          id: 2,
          action: 'otp.send',
          input: { method: 'email', destination: 'ada@example.com', resend: false },
          result: { methodId: 'm', sentAt: 0, data: { ...fakeResponse, method_id: 'm' } },
        },
      ],
      withCodes,
    );
    expect(sent.state).toMatchObject({
      screen: 'OTPAuthenticate',
      otpState: { type: 'email', methodId: 'm', otpDestination: 'ada@example.com' },
    });

    expect(run(onScreen('new'), [{ type: 'PASSWORD_EMAIL_INSTEAD' }]).commands).toEqual([]);
  });
});

describe('reduce: reset-password mode (spec §1, §2 PasswordResetForm, §8)', () => {
  const resetMode = (autoLogin = false) => initialState({ mode: 'resetPassword', resetToken: 'tok', autoLogin });

  it('stytch_token_type=login signs in by itself; success shows PasswordConfirmation', () => {
    const started = run(resetMode(true), [{ type: 'INIT' }]);
    expect(started.commands).toContainEqual({ type: 'call', id: 2, action: 'passwords.tokenLogin', input: { token: 'tok' } });
    expect(started.state).toMatchObject({
      screen: 'PasswordResetForm',
      autoLogin: true,
      pending: { id: 2, action: 'passwords.tokenLogin' },
    });
    const byLink = { ...signIn, method_id: 'email-1' };
    const { state, commands } = run(started.state, [
      { type: 'DONE', id: 2, action: 'passwords.tokenLogin', input: { token: 'tok' }, result: { data: byLink } },
    ]);
    expect(state.screen).toBe('PasswordConfirmation');
    expect(commands).toEqual([
      { type: 'emit', event: { type: 'MAGIC_LINK_AUTHENTICATE', data: byLink } },
      { type: 'emit', event: { type: 'AUTHENTICATE_FLOW_COMPLETE', data: byLink } },
    ]);
  });

  it('a failed automatic login is a toast, and the form shows', () => {
    const started = run(resetMode(true), [{ type: 'INIT' }]).state;
    const error = {
      name: 'APIError',
      message: 'The magic link has already been used; magic links work once.',
      errorType: 'unable_to_auth_magic_link',
      statusCode: 401,
    };
    const { state, commands } = run(started, [{ type: 'FAILED', id: 2, action: 'passwords.tokenLogin', input: { token: 'tok' }, error }]);
    expect(state).toMatchObject({ screen: 'PasswordResetForm', autoLogin: false, pending: null, loginError: null, errorMessage: null });
    expect(state.notices.at(-1)).toMatchObject({ tone: 'error', message: { text: error.message } });
    expect(commands).toEqual([{ type: 'report', error }]);
  });

  it('the new password is checked live; Continue resets with the token; a failure shows under the form', () => {
    const typed = run(resetMode(), [
      { type: 'PASSWORD_CHANGED', password: 'correct-horse-battery' },
      { type: 'DONE', id: 1, action: 'passwords.strength', input: { password: 'correct-horse-battery' }, result: strong, background: true },
    ]);
    // No email is known in reset mode: the check goes without one.
    expect(typed.commands[0]).toEqual({
      type: 'call',
      id: 1,
      action: 'passwords.strength',
      input: { password: 'correct-horse-battery' },
      background: true,
    });
    const resetting = run(typed.state, [{ type: 'PASSWORD_RESET_SUBMIT', password: 'correct-horse-battery' }]);
    expect(resetting.commands).toEqual([
      { type: 'call', id: 2, action: 'passwords.reset', input: { token: 'tok', password: 'correct-horse-battery' } },
    ]);

    const error = {
      name: 'APIError',
      message: 'The password reset link has expired; request a new one.',
      errorType: 'unable_to_auth_magic_link',
      statusCode: 401,
    };
    const failed = run(resetting.state, [
      { type: 'FAILED', id: 2, action: 'passwords.reset', input: { token: 'tok', password: 'correct-horse-battery' }, error },
    ]);
    expect(failed.state).toMatchObject({
      screen: 'PasswordResetForm',
      pending: null,
      submitError: { text: error.message },
      errorMessage: null,
    });
    expect(failed.commands).toEqual([{ type: 'report', error }]);

    const done = run(failed.state, [
      { type: 'PASSWORD_RESET_SUBMIT', password: 'correct-horse-battery' },
      {
        type: 'DONE',
        id: 3,
        action: 'passwords.reset',
        input: { token: 'tok', password: 'correct-horse-battery' },
        result: { data: signIn },
      },
    ]);
    expect(done.state.screen).toBe('PasswordConfirmation');
    expect(done.commands.filter((c) => c.type === 'emit').map((c) => c.type === 'emit' && c.event.type)).toEqual([
      'PASSWORD_RESET_BY_EMAIL',
      'AUTHENTICATE_FLOW_COMPLETE',
    ]);
  });

  it("'Login without a password' signs in with the token; its failure shows under the button", () => {
    const trying = run(resetMode(), [{ type: 'PASSWORD_LOGIN_WITHOUT_PASSWORD' }]);
    expect(trying.commands).toEqual([{ type: 'call', id: 1, action: 'passwords.tokenLogin', input: { token: 'tok' } }]);
    const error = { name: 'NetworkError', message: 'Unable to contact our servers.' };
    const { state } = run(trying.state, [{ type: 'FAILED', id: 1, action: 'passwords.tokenLogin', input: { token: 'tok' }, error }]);
    expect(state).toMatchObject({ pending: null, loginError: { key: 'error.unableToContact' }, submitError: null, notices: [] });
  });
});

describe('password actions', () => {
  afterEach(() => vi.useRealTimers());
  const context = (services = fakeServices(), cfg: WidgetConfig = config): EffectContext => ({
    services,
    config: cfg,
    signal: new AbortController().signal,
  });

  it('reaches a passwordless user by magic link if configured, else by email code, else by reset (spec §4)', async () => {
    const send = vi.fn(async () => ({ request_id: 'link', status_code: 200 }));
    const otp = vi.fn(async () => ({ ...fakeResponse, method_id: 'email-1' }));
    const resetStart = vi.fn(async () => ({ request_id: 'reset', status_code: 200 }));
    const services = fakeServices({
      passwords: { search: async () => 'passwordless', resetStart },
      magicLinks: { send },
      otp: { send: otp },
    });
    const search = passwordsLater.handlers!['passwords.search']!;

    const byLink = await search(
      { email: 'ada@example.com' },
      context(services, { products: ['passwords', 'emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } }),
    );
    expect(byLink).toEqual({ userType: 'passwordless', sent: { via: 'link', data: { request_id: 'link', status_code: 200 } } });

    const byCode = await search(
      { email: 'ada@example.com' },
      context(services, { products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } }),
    );
    expect(byCode).toMatchObject({ userType: 'passwordless', sent: { via: 'code', methodId: 'email-1' } });
    expect(otp).toHaveBeenCalledWith('email', 'ada@example.com', { expiration_minutes: 5 });

    const byReset = await search({ email: 'ada@example.com' }, context(services));
    expect(byReset).toEqual({ userType: 'passwordless', sent: { via: 'reset', data: { request_id: 'reset', status_code: 200 } } });
    expect(resetStart).toHaveBeenCalledWith({ email: 'ada@example.com', reset_password_redirect_url: 'https://app.example/reset' });
  });

  it('removes the spent token from the address bar after a reset or a token login', async () => {
    const forgetUrlToken = vi.fn();
    const services = fakeServices({ passwords: { forgetUrlToken } });
    await passwordsLater.handlers!['passwords.reset']!({ token: 'tok', password: 'p' }, context(services));
    await passwords.handlers!['passwords.tokenLogin']!({ token: 'tok' }, context(services));
    expect(forgetUrlToken).toHaveBeenCalledTimes(2);
    const failing = fakeServices({ passwords: { forgetUrlToken, reset: () => Promise.reject(new Error('expired')) } });
    await expect(passwordsLater.handlers!['passwords.reset']!({ token: 'tok', password: 'p' }, context(failing))).rejects.toThrow(
      'expired',
    );
    expect(forgetUrlToken).toHaveBeenCalledTimes(2);
  });

  it('typing key by key costs one strength check per 500 ms pause, for the password as it was then', async () => {
    vi.useFakeTimers();
    const strengthCheck = vi.fn(async (password: string) => fakeStrength(password));
    const controller = new FlowController({
      services: fakeServices({ passwords: { wait, strengthCheck } }),
      config,
      initial: onScreen('new'),
    });
    for (const password of ['c', 'co', 'cor', 'corr']) controller.send({ type: 'PASSWORD_CHANGED', password });
    await vi.advanceTimersByTimeAsync(499);
    expect(strengthCheck).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(strengthCheck).toHaveBeenCalledTimes(1);
    expect(strengthCheck).toHaveBeenLastCalledWith('corr', 'ada@example.com');
    await waitFor(() => expect(controller.getSnapshot()).toMatchObject({ strength: { result: fakeStrength('corr'), checking: null } }));

    for (const password of ['correct', 'correct-horse-battery']) controller.send({ type: 'PASSWORD_CHANGED', password });
    await vi.advanceTimersByTimeAsync(500);
    expect(strengthCheck).toHaveBeenCalledTimes(2);
    expect(strengthCheck).toHaveBeenLastCalledWith('correct-horse-battery', 'ada@example.com');
  });

  it('an answer for an older password that arrives after a newer one never overwrites it', async () => {
    vi.useFakeTimers();
    const answers: Array<(result: StrengthCheckResult) => void> = [];
    const strengthCheck = vi.fn((_password: string) => new Promise<StrengthCheckResult>((resolve) => answers.push(resolve)));
    const controller = new FlowController({
      services: fakeServices({ passwords: { wait, strengthCheck } }),
      config,
      initial: onScreen('new'),
    });
    controller.send({ type: 'PASSWORD_CHANGED', password: 'abc' });
    await vi.advanceTimersByTimeAsync(500);
    controller.send({ type: 'PASSWORD_CHANGED', password: 'correct-horse-battery' });
    await vi.advanceTimersByTimeAsync(500);
    expect(strengthCheck).toHaveBeenCalledTimes(2);
    answers[1]!(strong);
    await waitFor(() => expect(controller.getSnapshot()).toMatchObject({ strength: { result: strong, checking: null } }));
    answers[0]!(weak);
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getSnapshot()).toMatchObject({ strength: { result: strong, checking: null } });
  });
});
