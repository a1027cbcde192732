import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../src/client';
import { FlowController, initialState, reduce, type FlowEvent, type FlowState, type WidgetConfig } from '../../src/flow';
import { otpauthUri } from '../../src/flow/products/totp/later';
import type { TOTPEnrollment } from '../../src/flow/config';
import { fakeEnrolment, fakeServices, fakeSignIn } from '../../stories/support/fakeServices';
import { waitFor } from '../support/wait';
import { tables } from './support';

const config = (enrollment: 'off' | 'optional' | 'required' = 'off'): WidgetConfig => ({
  products: ['otp', 'totp'],
  otpOptions: { methods: ['email'] },
  totpOptions: { enrollment },
});

function run(context: { config: WidgetConfig }, state: FlowState, ...events: FlowEvent[]) {
  const commands = [];
  for (const event of events) {
    const next = reduce(state, event, context, tables);
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
    error: { name: 'APIError', message: 'Refused.', errorType },
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
      error: { name: 'APIError', message: 'Try later.' },
    }).state;
    expect(failed).toMatchObject({ screen: 'TOTPEnroll', enrolment: null, pending: null, errorMessage: { text: 'Try later.' } });
    expect(run(context, failed, { type: 'TOTP_ENROL_RETRY' }).commands).toEqual([
      { type: 'call', id: 12, action: 'totp.create', input: undefined },
    ]);
  });
});

/** A stored sign-in awaiting TOTP, as the client keeps it after the first factor (`pendingFactors`). */
function awaiting({ totp = true, first = { type: 'password', delivery_method: 'knowledge' } } = {}): SessionState {
  const { user } = fakeSignIn({ totp });
  return {
    session: {
      session_id: 'session-test-1',
      user_id: user.user_id,
      started_at: '2026-11-23T12:00:00Z',
      last_accessed_at: '2026-11-23T12:00:00Z',
      expires_at: '2026-11-23T12:30:00Z',
      attributes: { ip_address: '', user_agent: '' },
      custom_claims: {},
      roles: [],
      authentication_factors: [{ ...first, last_authenticated_at: '2026-11-23T12:00:00Z' }],
    },
    user: user as SessionState['user'],
    pendingFactors: ['totp'],
  };
}

describe('a sign-in awaiting TOTP: the host is told nothing is complete, and a reload resumes the step', () => {
  it('with the product, the widget has the client mark the sign-ins it steps up, for as long as it is mounted', () => {
    const { commands } = run({ config: config('required') }, initialState(), { type: 'INIT' });
    expect(commands).toContainEqual({
      type: 'call',
      id: expect.any(Number),
      action: 'totp.requireStepUp',
      input: { enrollment: 'required' },
      background: true,
    });
    const without = run({ config: { products: ['otp'], otpOptions: { methods: ['email'] } } }, initialState(), { type: 'INIT' });
    expect(without.commands.map((command) => (command.type === 'call' ? command.action : command.type))).not.toContain(
      'totp.requireStepUp',
    );
  });

  it('at the TOTP prompt no completion is told: no confirmation, no AUTHENTICATE_FLOW_COMPLETE', () => {
    const context = { config: config() };
    const { state, commands } = run(context, waitingForPasscode(context.config), passcodeAccepted(fakeSignIn({ totp: true })));
    expect(state.screen).toBe('TOTPAuthenticate');
    expect(types(commands)).not.toContain('AUTHENTICATE_FLOW_COMPLETE');
  });

  it('a reload with a password sign-in awaiting TOTP starts at the code, and the code completes it on the password’s confirmation', () => {
    const context = { config: config() };
    const resumed = run(context, initialState(), { type: 'INIT', awaiting: awaiting() });
    expect(resumed.state).toMatchObject({ screen: 'TOTPAuthenticate', then: { screen: 'PasswordConfirmation' }, entry: 0, pending: null });
    // The first factor's event was told before the reload: nothing is told again.
    expect(types(resumed.commands)).not.toContain('PASSWORD_AUTHENTICATE');
    expect(resumed.commands.filter((command) => command.type === 'emit')).toEqual([]);

    const checking = run(context, resumed.state, { type: 'TOTP_CODE_SUBMIT', code: '654321' });
    const id = checking.state.pending!.id;
    const { state, commands } = run(context, checking.state, totpDone(id, 'totp.authenticate', { factor: 'authenticator_app' }));
    expect(state.screen).toBe('PasswordConfirmation');
    expect(types(commands)).toEqual(['TOTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  });

  it('the resumed step ends on the first factor’s own confirmation', () => {
    const context = { config: config() };
    const resumedOn = (first: { type: string; delivery_method: string }) =>
      run(context, initialState(), { type: 'INIT', awaiting: awaiting({ first }) }).state;
    expect(resumedOn({ type: 'otp', delivery_method: 'email' })).toMatchObject({ then: { screen: 'OTPConfirmation' } });
    expect(resumedOn({ type: 'otp', delivery_method: 'sms' })).toMatchObject({ then: { screen: 'OTPConfirmation' } });
    expect(resumedOn({ type: 'magic_link', delivery_method: 'email' })).toMatchObject({ then: { screen: 'PasswordConfirmation' } });
    expect(resumedOn({ type: 'webauthn', delivery_method: 'webauthn_registration' })).toMatchObject({
      then: { screen: 'PasskeyConfirmation' },
    });
    expect(resumedOn({ type: 'crypto', delivery_method: 'crypto_wallet' })).toMatchObject({ then: { screen: 'CryptoConfirmation' } });
  });

  it('a reload awaiting TOTP for a user without an app resumes the enrolment, which cannot be skipped', () => {
    const context = { config: config('optional') };
    const { state, commands } = run(context, initialState(), { type: 'INIT', awaiting: awaiting({ totp: false }) });
    expect(state).toMatchObject({ screen: 'TOTPEnroll', required: true, enrolment: null, pending: { action: 'totp.create' } });
    expect(commands).toContainEqual({ type: 'call', id: state.pending!.id, action: 'totp.create', input: undefined });
    expect(run(context, state, { type: 'TOTP_SKIP' }).state.screen).toBe('TOTPEnroll');
  });

  it('a complete session, a widget without the product, and other modes start as before', () => {
    expect(run({ config: config() }, initialState(), { type: 'INIT', awaiting: null }).state.screen).toBe('Main');
    const otpOnly: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
    expect(run({ config: otpOnly }, initialState(), { type: 'INIT', awaiting: awaiting() }).state.screen).toBe('Main');
    const reset = run({ config: { ...config(), products: ['passwords', 'totp'] } }, initialState({ mode: 'resetPassword' }), {
      type: 'INIT',
      awaiting: awaiting(),
    });
    expect(reset.state.screen).toBe('PasswordResetForm');
  });

  it('the controller starts from the stored sign-in and keeps the client’s rule until the widget unmounts', async () => {
    const stop = vi.fn();
    const registered: TOTPEnrollment[] = [];
    const controller = new FlowController({
      services: fakeServices({
        awaitingSignIn: () => awaiting(),
        totp: {
          requireStepUp: (enrollment) => {
            registered.push(enrollment);
            return stop;
          },
        },
      }),
      config: config('required'),
      initial: initialState(),
    });
    controller.start();
    expect(controller.getSnapshot()).toMatchObject({ screen: 'TOTPAuthenticate', then: { screen: 'PasswordConfirmation' } });
    await waitFor(() => expect(registered).toEqual(['required']));
    expect(stop).not.toHaveBeenCalled();
    controller.dispose();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});

describe('the QR code URI', () => {
  it('follows the Key Uri Format with the provider parameters', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'Acme Inc', 'ada@example.com')).toBe(
      'otpauth://totp/Acme%20Inc:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Acme+Inc&algorithm=SHA1&digits=6&period=30',
    );
  });
});
