import { describe, expect, it } from 'vitest';
import { initialState, reduce, type FlowEvent, type FlowState, type WidgetConfig } from '../../src/flow';
import { otpauthUri } from '../../src/flow/products/totp';
import { fakeEnrolment, fakeSignIn } from '../../stories/support/fakeServices';

const config = (enrollment: 'off' | 'optional' | 'required' = 'off'): WidgetConfig => ({
  products: ['otp', 'totp'],
  otpOptions: { methods: ['email'] },
  totpOptions: { enrollment },
});

function run(context: { config: WidgetConfig }, state: FlowState, ...events: FlowEvent[]) {
  const commands = [];
  for (const event of events) {
    const next = reduce(state, event, context);
    state = next.state;
    commands.push(...next.commands);
  }
  return { state, commands };
}

/** Main after `INIT` with this config, waiting on an email passcode (id 10). */
function waitingForPasscode(widgetConfig: WidgetConfig): FlowState {
  const started = run({ config: widgetConfig }, initialState(), { type: 'INIT' }).state;
  return {
    ...started,
    screen: 'OTPAuthenticate',
    expiresAt: 0,
    entry: 0,
    seq: 10,
    pending: { id: 10, action: 'otp.authenticate' },
  } as FlowState;
}

const passcodeAccepted = (data: unknown) =>
  ({ type: 'DONE', id: 10, action: 'otp.authenticate', input: { code: '123456', methodId: 'm' }, result: { data } }) as FlowEvent;
const totpDone = (id: number, action: 'totp.authenticate' | 'totp.recover', data: unknown) =>
  ({ type: 'DONE', id, action, input: { code: '654321' }, result: { data } }) as FlowEvent;
const totpFailed = (id: number, action: 'totp.authenticate' | 'totp.recover', errorType?: string) =>
  ({
    type: 'FAILED',
    id,
    action,
    input: { code: '654321' },
    error: { name: 'StytchAPIError', message: 'Refused.', errorType },
  }) as FlowEvent;
const types = (commands: { type: string; event?: { type: string } }[]) => commands.map((c) => (c.type === 'emit' ? c.event!.type : c.type));

describe('TOTP step-up after a primary sign-in (product totp)', () => {
  it('without the product, a sign-in completes as before', () => {
    const widgetConfig: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
    const { state, commands } = run(
      { config: widgetConfig },
      waitingForPasscode(widgetConfig),
      passcodeAccepted(fakeSignIn({ totp: true })),
    );
    expect(state.screen).toBe('OTPConfirmation');
    expect(types(commands)).toEqual(['OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  });

  it('a user with an authenticator app enters its code before the flow completes', () => {
    const context = { config: config() };
    const asked = run(context, waitingForPasscode(context.config), passcodeAccepted(fakeSignIn({ totp: true })));
    expect(asked.state).toMatchObject({ screen: 'TOTPAuthenticate', then: { screen: 'OTPConfirmation' }, entry: 0 });
    expect(types(asked.commands)).toEqual(['OTP_AUTHENTICATE']);

    const checking = run(context, asked.state, { type: 'TOTP_CODE_SUBMIT', code: '654321' });
    expect(checking.commands).toEqual([{ type: 'call', id: 11, action: 'totp.authenticate', input: { code: '654321' } }]);
    const { state, commands } = run(context, checking.state, totpDone(11, 'totp.authenticate', { session: 'stepped up' }));
    expect(state.screen).toBe('OTPConfirmation');
    expect(commands).toEqual([
      { type: 'emit', event: { type: 'TOTP_AUTHENTICATE', data: { session: 'stepped up' } } },
      { type: 'emit', event: { type: 'AUTHENTICATE_FLOW_COMPLETE', data: { session: 'stepped up' } } },
    ]);
  });

  it('a reused code and a wrong code have their own messages and clear the boxes; others go to the banner', () => {
    const context = { config: config() };
    const asked = run(context, waitingForPasscode(context.config), passcodeAccepted(fakeSignIn({ totp: true })), {
      type: 'TOTP_CODE_SUBMIT',
      code: '654321',
    }).state;
    const reused = run(context, asked, totpFailed(11, 'totp.authenticate', 'totp_code_already_authenticated'));
    expect(reused.state).toMatchObject({ entry: 1, pending: null, fieldErrors: { code: { key: 'totp.codeReused' } } });
    expect(types(reused.commands)).toEqual(['report']);
    expect(run(context, asked, totpFailed(11, 'totp.authenticate', 'unable_to_authenticate_totp')).state.fieldErrors).toEqual({
      code: { key: 'totp.codeInvalid' },
    });
    expect(run(context, asked, totpFailed(11, 'totp.authenticate')).state).toMatchObject({ entry: 1, errorMessage: { text: 'Refused.' } });
    // An incomplete code is not sent.
    expect(run(context, { ...asked, pending: null }, { type: 'TOTP_CODE_SUBMIT', code: '123' }).commands).toEqual([]);
  });

  it('or a recovery code instead, once', () => {
    const context = { config: config() };
    const asked = run(context, waitingForPasscode(context.config), passcodeAccepted(fakeSignIn({ totp: true }))).state;
    const recovering = run(context, asked, { type: 'TOTP_USE_RECOVERY' }).state;
    expect(recovering).toMatchObject({ screen: 'TOTPRecover', then: { screen: 'OTPConfirmation' } });
    expect(run(context, recovering, { type: 'TOTP_USE_APP' }).state.screen).toBe('TOTPAuthenticate');
    expect(run(context, recovering, { type: 'TOTP_RECOVERY_SUBMIT', code: '  ' }).state.fieldErrors).toEqual({
      code: { key: 'totp.recover.invalid' },
    });

    const checking = run(context, recovering, { type: 'TOTP_RECOVERY_SUBMIT', code: ' abcd-efgh ' });
    expect(checking.commands).toEqual([{ type: 'call', id: 11, action: 'totp.recover', input: { code: 'abcd-efgh' } }]);
    const used = run(context, checking.state, totpFailed(11, 'totp.recover', 'unable_to_authenticate_recovery_code'));
    expect(used.state.fieldErrors).toEqual({ code: { key: 'totp.recover.invalid' } });
    const { state, commands } = run(context, checking.state, totpDone(11, 'totp.recover', { factor: 'recovery_code' }));
    expect(state.screen).toBe('OTPConfirmation');
    expect(types(commands)).toEqual(['TOTP_RECOVER', 'AUTHENTICATE_FLOW_COMPLETE']);
  });
});

describe('TOTP enrolment after a primary sign-in (totpOptions.enrollment)', () => {
  it("'off' never asks a user without an app", () => {
    const context = { config: config('off') };
    expect(run(context, waitingForPasscode(context.config), passcodeAccepted(fakeSignIn())).state.screen).toBe('OTPConfirmation');
  });

  it('enrols: the secret, a first code, the recovery codes, then I saved them', () => {
    const context = { config: config('required') };
    const primary = fakeSignIn();
    const enrolling = run(context, waitingForPasscode(context.config), passcodeAccepted(primary));
    expect(enrolling.state).toMatchObject({
      screen: 'TOTPEnroll',
      required: true,
      enrolment: null,
      pending: { id: 11, action: 'totp.create' },
    });
    expect(enrolling.commands).toEqual([
      { type: 'emit', event: { type: 'OTP_AUTHENTICATE', data: primary } },
      { type: 'call', id: 11, action: 'totp.create', input: undefined },
    ]);
    // Required: there is no skipping it.
    expect(run(context, enrolling.state, { type: 'TOTP_SKIP' }).commands).toEqual([]);

    const created = run(context, enrolling.state, {
      type: 'DONE',
      id: 11,
      action: 'totp.create',
      input: undefined,
      result: fakeEnrolment,
    }).state;
    expect(created).toMatchObject({ screen: 'TOTPEnroll', enrolment: fakeEnrolment });
    const verifying = run(context, created, { type: 'TOTP_CODE_SUBMIT', code: '654321' }).state;
    const codes = run(context, verifying, totpDone(12, 'totp.authenticate', { factor: 'authenticator_app' }));
    expect(codes.state).toMatchObject({ screen: 'TOTPRecoveryCodes', codes: fakeEnrolment.recoveryCodes });
    expect(types(codes.commands)).toEqual(['TOTP_AUTHENTICATE']);

    const { state, commands } = run(context, codes.state, { type: 'TOTP_CODES_SAVED' });
    expect(state.screen).toBe('OTPConfirmation');
    expect(commands).toEqual([{ type: 'emit', event: { type: 'AUTHENTICATE_FLOW_COMPLETE', data: { factor: 'authenticator_app' } } }]);
  });

  it('optional enrolment can be skipped; the flow completes with the primary sign-in', () => {
    const context = { config: config('optional') };
    const primary = fakeSignIn();
    const enrolling = run(context, waitingForPasscode(context.config), passcodeAccepted(primary)).state;
    const created = run(context, enrolling, { type: 'DONE', id: 11, action: 'totp.create', input: undefined, result: fakeEnrolment }).state;
    const { state, commands } = run(context, created, { type: 'TOTP_SKIP' });
    expect(state.screen).toBe('OTPConfirmation');
    expect(commands).toEqual([{ type: 'emit', event: { type: 'AUTHENTICATE_FLOW_COMPLETE', data: primary } }]);
  });

  it('an enrolment that could not start can be tried again', () => {
    const context = { config: config('required') };
    const enrolling = run(context, waitingForPasscode(context.config), passcodeAccepted(fakeSignIn())).state;
    const failed = run(context, enrolling, {
      type: 'FAILED',
      id: 11,
      action: 'totp.create',
      input: undefined,
      error: { name: 'StytchAPIError', message: 'Try later.' },
    }).state;
    expect(failed).toMatchObject({ screen: 'TOTPEnroll', enrolment: null, pending: null, errorMessage: { text: 'Try later.' } });
    expect(run(context, failed, { type: 'TOTP_ENROL_RETRY' }).commands).toEqual([
      { type: 'call', id: 12, action: 'totp.create', input: undefined },
    ]);
  });
});

describe('the QR code URI', () => {
  it('follows the Key Uri Format with the provider parameters', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'Acme Inc', 'ada@example.com')).toBe(
      'otpauth://totp/Acme%20Inc:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Acme+Inc&algorithm=SHA1&digits=6&period=30',
    );
  });
});
