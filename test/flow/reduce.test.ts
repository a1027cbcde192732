import { describe, expect, it } from 'vitest';
import { initialState, reduce, type FlowEvent, type FlowState, type WidgetConfig } from '../../src/flow';
import { fakePasscodeSignIn } from '../../stories/support/fakeServices';
import { APIError } from '../../src/client';
import { toFlowError } from '../../src/flow/errors';
import { tables } from './support';

const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'email'], expirationMinutes: 10 } };
const ctx = { config };
/** A passcode sign-in's answer, as the client resolves with it. */
const signIn = fakePasscodeSignIn();
const main = (patch: Partial<FlowState> = {}): FlowState => ({ ...initialState(), ...patch }) as FlowState;

/** Feeds events through `reduce`, collecting every command. */
function run(state: FlowState, ...events: FlowEvent[]) {
  const commands = [];
  for (const event of events) {
    const next = reduce(state, event, ctx, tables);
    state = next.state;
    commands.push(...next.commands);
  }
  return { state, commands };
}

describe('reduce: start-up', () => {
  it('loads the bootstrap config, detects nothing it does not need, and logs render_login_screen with the options', () => {
    const { state, commands } = run(main(), { type: 'INIT' });
    expect(commands).toEqual([
      { type: 'call', id: 1, action: 'bootstrap.load', input: undefined, background: true },
      { type: 'log', name: 'render_login_screen', details: { options: config } },
    ]);
    expect(state.pending).toBeNull();
  });

  it('asks for passkey autofill support only when passkeys sit beside a form, and for wallets only with crypto', () => {
    const withPasskeys = reduce(main(), { type: 'INIT' }, { config: { ...config, products: ['otp', 'passkeys', 'crypto'] } }, tables);
    expect(withPasskeys.commands).toContainEqual({
      type: 'call',
      id: 2,
      action: 'env.detect',
      input: { passkeys: true, wallets: true },
      background: true,
    });
  });

  it('does not ask for passkey autofill in shadow DOM, where a document-level autofill check cannot see the form', () => {
    const shadow = reduce(
      main(),
      { type: 'INIT' },
      { config: { ...config, products: ['otp', 'passkeys', 'crypto'], enableShadowDOM: true } },
      tables,
    );
    expect(shadow.commands).toContainEqual({
      type: 'call',
      id: 2,
      action: 'env.detect',
      input: { passkeys: false, wallets: true },
      background: true,
    });
  });

  it('does not log a login render in the other modes', () => {
    const { commands } = run(initialState({ mode: 'resetPassword', resetToken: 't' }), { type: 'INIT' });
    expect(commands.some((c) => c.type === 'log')).toBe(false);
  });
});

describe('reduce: email and phone passcodes (spec §4 "Email OTP")', () => {
  const sent = (state: FlowState, id = state.pending!.id) =>
    ({
      type: 'DONE',
      id,
      action: 'otp.send',
      input: { method: 'email', destination: 'ada@example.com', resend: false },
      result: { methodId: 'm-1', sentAt: 1_000, data: { method_id: 'm-1' } },
    }) as FlowEvent;

  it('submitting an email starts the send and disables the form; its answer opens OTPAuthenticate with the method id', () => {
    const submitted = run(main(), { type: 'OTP_SUBMIT', method: 'email', destination: ' ada@example.com ' });
    expect(submitted.state.pending).toEqual({ id: 1, action: 'otp.send' });
    expect(submitted.commands).toEqual([
      { type: 'call', id: 1, action: 'otp.send', input: { method: 'email', destination: 'ada@example.com', resend: false } },
    ]);
    const { state, commands } = run(submitted.state, sent(submitted.state));
    expect(state).toMatchObject({
      screen: 'OTPAuthenticate',
      pending: null,
      // Spec §9 expiry from otpOptions.expirationMinutes, counted from when the code was sent.
      expiresAt: 1_000 + 10 * 60_000,
      otpState: { type: 'email', methodId: 'm-1', otpDestination: 'ada@example.com' },
    });
    expect(commands).toEqual([{ type: 'emit', event: { type: 'OTP_LOGIN_OR_CREATE', data: { method_id: 'm-1' } } }]);
  });

  it('an address that is not an email gives the spec message and no request', () => {
    const { state, commands } = run(main(), { type: 'OTP_SUBMIT', method: 'email', destination: 'ada@' });
    expect(state.fieldErrors.email).toEqual({ key: 'validation.emailOtp' });
    expect(state.pending).toBeNull();
    expect(commands).toEqual([]);
  });

  it('the sixth digit authenticates; success shows OTPConfirmation and signals the flow complete', () => {
    const onCode = run(main(), { type: 'OTP_SUBMIT', method: 'sms', destination: '+15550100123' });
    const onScreen = run(onCode.state, sent(onCode.state)).state;
    const checking = run(onScreen, { type: 'OTP_CODE_SUBMIT', code: '123456' });
    expect(checking.commands).toEqual([{ type: 'call', id: 2, action: 'otp.authenticate', input: { code: '123456', methodId: 'm-1' } }]);
    const { state, commands } = run(checking.state, {
      type: 'DONE',
      id: 2,
      action: 'otp.authenticate',
      input: { code: '123456', methodId: 'm-1' },
      result: { data: signIn },
    });
    expect(state.screen).toBe('OTPConfirmation');
    expect(commands).toEqual([
      { type: 'emit', event: { type: 'OTP_AUTHENTICATE', data: signIn } },
      { type: 'emit', event: { type: 'AUTHENTICATE_FLOW_COMPLETE', data: signIn } },
    ]);
  });

  it('a wrong code clears the boxes, shows the spec message and reports the error', () => {
    const onCode = run(main(), { type: 'OTP_SUBMIT', method: 'sms', destination: '+15550100123' });
    const onScreen = run(onCode.state, sent(onCode.state)).state;
    const checking = run(onScreen, { type: 'OTP_CODE_SUBMIT', code: '000000' }).state;
    const error = { name: 'APIError', message: 'The passcode is wrong.', errorType: 'otp_code_not_found', statusCode: 404 };
    const { state, commands } = run(checking, {
      type: 'FAILED',
      id: checking.pending!.id,
      action: 'otp.authenticate',
      input: { code: '000000', methodId: 'm-1' },
      error,
    });
    expect(state).toMatchObject({ screen: 'OTPAuthenticate', pending: null, entry: 1, fieldErrors: { code: { key: 'error.otpInvalid' } } });
    expect(commands).toEqual([{ type: 'report', error }]);
  });

  it('a code the server says has expired is reported as expired, not as a wrong code (spec §9)', () => {
    const onCode = run(main(), { type: 'OTP_SUBMIT', method: 'sms', destination: '+15550100123' });
    const onScreen = run(onCode.state, sent(onCode.state)).state;
    const checking = run(onScreen, { type: 'OTP_CODE_SUBMIT', code: '123456' }).state;
    const error = {
      name: 'APIError',
      message: 'This passcode has expired; request a new one.',
      errorType: 'otp_code_not_found',
      statusCode: 404,
      reason: 'expired',
    } as const;
    const { state } = run(checking, {
      type: 'FAILED',
      id: checking.pending!.id,
      action: 'otp.authenticate',
      input: { code: '123456', methodId: 'm-1' },
      error,
    });
    expect(state).toMatchObject({ screen: 'OTPAuthenticate', entry: 1, fieldErrors: { code: { key: 'otp.expired' } } });
  });

  it("the API's error_details.reason reaches the flow's error", () => {
    const body = { status_code: 404, request_id: 'r', error_url: 'u', error_message: 'expired' } as const;
    const error = new APIError({ ...body, error_type: 'otp_code_not_found', error_details: { reason: 'expired' } });
    expect(toFlowError(error)).toMatchObject({ errorType: 'otp_code_not_found', reason: 'expired' });
    expect(toFlowError(new APIError({ ...body, error_type: 'otp_code_not_found' }))).not.toHaveProperty('reason');
  });

  it('resend restarts the countdown, clears the boxes and queues the toast "Code resent"', () => {
    const onCode = run(main(), { type: 'OTP_SUBMIT', method: 'email', destination: 'ada@example.com' });
    const onScreen = run(onCode.state, sent(onCode.state)).state;
    const resending = run(onScreen, { type: 'OTP_RESEND' });
    expect(resending.commands).toEqual([
      { type: 'call', id: 2, action: 'otp.send', input: { method: 'email', destination: 'ada@example.com', resend: true } },
    ]);
    const { state } = run(resending.state, {
      type: 'DONE',
      id: 2,
      action: 'otp.send',
      input: { method: 'email', destination: 'ada@example.com', resend: true },
      result: { methodId: 'm-1', sentAt: 90_000, data: { request_id: 'r', status_code: 200, method_id: 'm-1' } },
    });
    // The resend waits 30 s again from this send (issue 23).
    expect(state).toMatchObject({ screen: 'OTPAuthenticate', expiresAt: 90_000 + 10 * 60_000, entry: 1, resendAt: 90_000 + 30_000 });
    expect(state.notices).toEqual([{ id: 3, tone: 'success', message: { key: 'otp.resent' } }]);
  });

  it('a failed resend is an error toast with the message and stays in the banner, and the screen stays', () => {
    const onCode = run(main(), { type: 'OTP_SUBMIT', method: 'email', destination: 'ada@example.com' });
    const onScreen = run(onCode.state, sent(onCode.state)).state;
    const resending = run(onScreen, { type: 'OTP_RESEND' }).state;
    const error = { name: 'NetworkError', message: 'Unable to contact our servers.' };
    const { state, commands } = run(resending, {
      type: 'FAILED',
      id: 2,
      action: 'otp.send',
      input: { method: 'email', destination: 'ada@example.com', resend: true },
      error,
    });
    expect(state.screen).toBe('OTPAuthenticate');
    expect(state.pending).toBeNull();
    // The client's own error is a catalogue message, so it is shown in the widget's language (issue 24).
    expect(state.notices).toEqual([{ id: 3, tone: 'error', message: { key: 'error.unableToContact' } }]);
    // Spec §8's toast, and the banner until the next action (issue 23).
    expect(state.errorMessage).toEqual({ key: 'error.unableToContact' });
    expect(commands).toEqual([{ type: 'report', error }]);
    expect(run(state, { type: 'OTP_RESEND' }).state.errorMessage).toBeNull();
  });

  it("a rate-limited code check shows the server's 'Try again in …' in the banner, not 'Invalid passcode'", () => {
    const onCode = run(main(), { type: 'OTP_SUBMIT', method: 'email', destination: 'ada@example.com' });
    const onScreen = run(onCode.state, sent(onCode.state)).state;
    const checking = run(onScreen, { type: 'OTP_CODE_SUBMIT', code: '000000' }).state;
    const error = {
      name: 'APIError',
      message: 'Too many requests have been made: wrong secrets. Try again in 593 seconds.',
      errorType: 'too_many_requests',
      statusCode: 429,
    };
    const { state } = run(checking, {
      type: 'FAILED',
      id: checking.pending!.id,
      action: 'otp.authenticate',
      input: { code: '000000', methodId: 'm-1' },
      error,
    });
    // The server's text, with its type: a locale shows its own text for it (issue 24).
    expect(state.errorMessage).toEqual({ text: error.message, errorType: 'too_many_requests' });
    expect(state.fieldErrors).toEqual({});
  });
});

describe('reduce: stale answers and failures', () => {
  it('drops the answer to an abandoned screen: back to Main, then the slow send answers', () => {
    const sending = run(main(), { type: 'OTP_SUBMIT', method: 'email', destination: 'ada@example.com' }).state;
    const back = run({ ...sending, screen: 'OTPAuthenticate', expiresAt: 0, entry: 0 } as FlowState, { type: 'GO_MAIN' });
    expect(back.commands).toEqual([{ type: 'cancel', id: 1 }]);
    const late = run(back.state, {
      type: 'DONE',
      id: 1,
      action: 'otp.send',
      input: { method: 'email', destination: 'ada@example.com', resend: false },
      result: { methodId: 'm', sentAt: 0, data: { request_id: 'r', status_code: 200, method_id: 'm' } },
    });
    expect(late.state).toBe(back.state);
    expect(late.commands).toEqual([]);
  });

  it('never leaves the form pending after an error: the banner shows the message and onError hears it', () => {
    const sending = run(main(), { type: 'OTP_SUBMIT', method: 'sms', destination: '+15550100123' }).state;
    const error = { name: 'APIError', message: 'Too many requests.', errorType: 'too_many_requests', statusCode: 429 };
    const { state, commands } = run(sending, {
      type: 'FAILED',
      id: 1,
      action: 'otp.send',
      input: { method: 'sms', destination: '+15550100123', resend: false },
      error,
    });
    expect(state.pending).toBeNull();
    expect(state.screen).toBe('Main');
    expect(state.errorMessage).toEqual({ text: 'Too many requests.', errorType: 'too_many_requests' });
    expect(commands).toEqual([{ type: 'report', error }]);
  });

  it('a validation message goes when the field is edited', () => {
    const invalid = run(main(), { type: 'FIELD_INVALID', field: 'phone', message: { key: 'validation.phone' } }).state;
    expect(invalid.fieldErrors).toEqual({ phone: { key: 'validation.phone' } });
    expect(run(invalid, { type: 'FIELD_EDITED', field: 'phone' }).state.fieldErrors).toEqual({});
  });

  it('an event the current screen does not list is ignored: nothing changes and nothing is asked for', () => {
    const onMain = main();
    for (const event of [{ type: 'OTP_RESEND' }, { type: 'OTP_CODE_SUBMIT', code: '123456' }, { type: 'TOTP_SKIP' }] as FlowEvent[]) {
      const { state, commands } = run(onMain, event);
      expect(state).toBe(onMain);
      expect(commands).toEqual([]);
    }
  });

  it('a shown toast leaves the queue', () => {
    const state = main({ notices: [{ id: 4, tone: 'success', message: { key: 'otp.resent' } }] });
    expect(run(state, { type: 'NOTICE_SHOWN', id: 4 }).state.notices).toEqual([]);
  });
});

describe('reduce: the session ends', () => {
  it('takes a sign-in confirmation back to the start screen, starting afresh with request ids that go on', () => {
    const confirmed = main({ screen: 'OTPConfirmation', seq: 7 } as Partial<FlowState>);
    const { state, commands } = run(confirmed, { type: 'SESSION_ENDED' });
    expect(state).toMatchObject({ screen: 'Main', pending: null, seq: 8 });
    expect(commands[0]).toEqual({ type: 'call', id: 8, action: 'bootstrap.load', input: undefined, background: true });
  });

  it('leaves every other screen where it is: the user is mid-way through signing in', () => {
    const entering = main({ screen: 'OTPAuthenticate' } as Partial<FlowState>);
    expect(run(entering, { type: 'SESSION_ENDED' })).toEqual({ state: entering, commands: [] });
    expect(run(main(), { type: 'SESSION_ENDED' }).state.screen).toBe('Main');
  });
});
