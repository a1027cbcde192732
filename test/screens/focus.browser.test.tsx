/**
 * Focus never drops to `<body>` after an asynchronous step (issue 23): while a request runs the focused
 * control stays focused (read-only, not disabled), and when it fails focus is where the correction is typed,
 * so the keys typed next land there. Real keystrokes (CDP) into the real screens, with fake services whose
 * answers the test releases.
 */
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { OTPSendResponse } from '../../src/wire';
import { initialState, type FlowServices, type FlowState, type WidgetConfig } from '../../src/flow';
import type { SignInData } from '../../src/flow/types';
import { CurrentScreen, FlowProvider } from '../../src/widget';
import { fakeEnrolment, fakeServices, fakeSignIn } from '../../stories/support/fakeServices';
import { watchFocusInEveryTest } from '../support/focus';

// Events here are real browser input (CDP), not wrapped in act(); React need not warn about that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
// Every test here is a keyboard user's: focus is watched on every frame and must never fall to <body>.
watchFocusInEveryTest();

/** A ceiling, not a wait, for the first find of a screen: its chunk may still be compiling on a cold run. */
const loaded = { timeout: 10_000 };

/**
 * A call's failure the test gives when it chooses, once the widget has called for it (`asked`): the flow may
 * still be fetching the product's later chunk after the button shows busy, and an answer rejected before anyone
 * awaits it is an unhandled rejection (seen on a busy machine).
 */
function deferred<T>() {
  let reject!: (error: unknown) => void;
  let ask!: () => void;
  const promise = new Promise<T>((_resolve, rej) => {
    reject = rej;
  });
  const asked = new Promise<void>((res) => (ask = res));
  const call = () => {
    ask();
    return promise;
  };
  return { call, asked, reject };
}

function renderWidget(config: WidgetConfig, services: FlowServices, state?: Partial<FlowState> & Pick<FlowState, 'screen'>) {
  return render(
    <FlowProvider services={services} config={config} initialState={state ? ({ ...initialState(), ...state } as FlowState) : undefined}>
      <CurrentScreen />
    </FlowProvider>,
  );
}

const serverError = {
  name: 'APIError',
  message: 'Something went wrong. Please try again.',
  errorType: 'internal_server_error',
  statusCode: 500,
};
const NO_STRENGTH = { result: null, checking: null };

describe('focus after an asynchronous step (issue 23)', () => {
  it('a failed send (500) leaves focus in the email field, where the next keys land', async () => {
    const sent = deferred<OTPSendResponse>();
    renderWidget({ products: ['otp'], otpOptions: { methods: ['email'] } }, fakeServices({ otp: { send: sent.call } }));
    const email = await screen.findByRole('textbox', { name: 'Email' }, loaded);
    await userEvent.click(email);
    await userEvent.keyboard('ada@example.con{Enter}');
    await expect.element(screen.getByRole('button', { name: 'Continue with email' })).toHaveAttribute('aria-busy', 'true');
    expect(document.activeElement).toBe(email);

    await sent.asked;
    sent.reject(serverError);
    await expect.element(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(document.activeElement).toBe(email);
    await userEvent.keyboard('{Backspace}m');
    expect(email).toHaveValue('ada@example.com');
  });

  it('a wrong password leaves focus in the password field, where the next keys land', async () => {
    const answer = deferred<SignInData>();
    renderWidget({ products: ['passwords'] }, fakeServices({ passwords: { authenticate: answer.call } }), {
      screen: 'PasswordCreateOrLogin',
      passwordState: { email: 'ada@example.com', type: 'password' },
      strength: NO_STRENGTH,
      passcode: null,
    });
    const password = await screen.findByLabelText('Password', { selector: 'input' }, loaded);
    await expect.poll(() => document.activeElement).toBe(password);
    await userEvent.keyboard('hunter2{Enter}');
    await expect.element(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    expect(document.activeElement).toBe(password);

    await answer.asked;
    answer.reject({ name: 'APIError', message: 'Email or password is incorrect.', errorType: 'unauthorized_credentials', statusCode: 401 });
    await expect.element(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
    expect(document.activeElement).toBe(password);
    await userEvent.keyboard('3');
    expect(password).toHaveValue('hunter23');
  });

  it("'Continue' on a new password keeps focus in the field while the account is created, and after a failure", async () => {
    const created = deferred<SignInData>();
    renderWidget({ products: ['passwords'] }, fakeServices({ passwords: { create: created.call } }), {
      screen: 'PasswordCreateOrLogin',
      passwordState: { email: 'ada@example.com', type: 'new' },
      strength: NO_STRENGTH,
      passcode: null,
    });
    const password = await screen.findByLabelText('New password', { selector: 'input' }, loaded);
    await expect.poll(() => document.activeElement).toBe(password);
    await userEvent.keyboard('correct horse battery');
    const submit = screen.getByRole('button', { name: 'Continue' });
    await expect.element(submit).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect.element(submit).toHaveAttribute('aria-busy', 'true');
    expect(document.activeElement).toBe(password);

    await created.asked;
    created.reject(serverError);
    await expect.element(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(document.activeElement).toBe(password);
    await userEvent.keyboard(' staple');
    expect(password).toHaveValue('correct horse battery staple');
  });

  it("the boxes keep focus during 'Verifying passcode...', and the cleared boxes of a wrong code take the next digit", async () => {
    const checked = deferred<never>();
    renderWidget({ products: ['otp'], otpOptions: { methods: ['email'] } }, fakeServices({ otp: { authenticate: checked.call } }), {
      screen: 'OTPAuthenticate',
      otpState: { type: 'email', methodId: 'method-1', otpDestination: 'ada@example.com' },
      expiresAt: Date.now() + 5 * 60_000,
      entry: 0,
    });
    const boxes = await screen.findByRole('textbox', { name: 'One-time passcode' }, loaded);
    await expect.poll(() => document.activeElement).toBe(boxes);
    await userEvent.keyboard('000000');
    await expect.element(screen.getByRole('progressbar', { name: 'Verifying passcode...' })).toBeVisible();
    expect(document.activeElement).toBe(boxes);

    await checked.asked;
    checked.reject({ name: 'APIError', message: 'The passcode is wrong.', errorType: 'otp_code_not_found', statusCode: 404 });
    await expect.element(await screen.findByRole('alert')).toHaveTextContent('Invalid passcode, please try again.');
    const cleared = screen.getByRole('textbox', { name: 'One-time passcode' });
    expect(document.activeElement).toBe(cleared);
    await userEvent.keyboard('1');
    expect(cleared).toHaveValue('1');
  });

  it('a wrong code at authenticator-app enrolment puts focus in the cleared boxes', async () => {
    const checked = deferred<SignInData>();
    renderWidget(
      { products: ['otp', 'totp'], otpOptions: { methods: ['email'] }, totpOptions: { enrollment: 'optional' } },
      fakeServices({ totp: { authenticate: checked.call } }),
      {
        screen: 'TOTPEnroll',
        then: { screen: 'OTPConfirmation' },
        required: false,
        enrolment: fakeEnrolment,
        entry: 0,
        data: fakeSignIn(),
      },
    );
    const boxes = await screen.findByRole('textbox', { name: 'Code from your authenticator app' }, loaded);
    await userEvent.click(boxes);
    await userEvent.keyboard('000000');
    await expect.element(screen.getByRole('progressbar', { name: 'Verifying code...' })).toBeVisible();
    expect(document.activeElement).toBe(boxes);

    await checked.asked;
    checked.reject({ name: 'APIError', message: 'The code is wrong.', errorType: 'invalid_totp_code', statusCode: 401 });
    await expect.element(await screen.findByRole('alert')).toHaveTextContent('Invalid code, please try again.');
    const cleared = screen.getByRole('textbox', { name: 'Code from your authenticator app' });
    expect(document.activeElement).toBe(cleared);
    await userEvent.keyboard('4');
    expect(cleared).toHaveValue('4');
  });
});

describe('keyboard-only journeys never lose focus (issue 23)', () => {
  it('email passcode: the address, Enter, the code, then the success screen', async () => {
    renderWidget({ products: ['otp'], otpOptions: { methods: ['email'] } }, fakeServices());
    const email = await screen.findByRole('textbox', { name: 'Email' }, loaded);
    email.focus();
    await userEvent.keyboard('ada@example.com{Enter}');
    const boxes = await screen.findByRole('textbox', { name: 'One-time passcode' }, loaded);
    await expect.poll(() => document.activeElement).toBe(boxes);
    await userEvent.keyboard('123456');
    // The new screen takes focus with its heading.
    const success = await screen.findByRole('heading', { name: 'Success' }, loaded);
    await expect.poll(() => document.activeElement).toBe(success);
  });

  it("magic link: the address, Enter, 'Resend email' pressed too early, then 'Try again' back to the form", async () => {
    renderWidget({ products: ['emailMagicLinks'] }, fakeServices());
    const email = await screen.findByRole('textbox', { name: 'Email' }, loaded);
    email.focus();
    await userEvent.keyboard('ada@example.com{Enter}');
    await screen.findByRole('heading', { name: 'Check your email' }, loaded);
    const resend = screen.getByRole('button', { name: 'Resend email' });
    resend.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('You can resend in 30 seconds.');
    expect(document.activeElement).toBe(resend);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.keyboard('{Enter}');
    // Main again, announced by its heading; the form is the next Tab.
    const heading = await screen.findByRole('heading', { name: 'Sign up or log in' }, loaded);
    await expect.poll(() => document.activeElement).toBe(heading);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });
});

describe('keyboard-only reset (issue 23)', () => {
  it('a new password from a reset link, Enter, then the success screen', async () => {
    render(
      <FlowProvider
        services={fakeServices()}
        config={{ products: ['passwords'] }}
        initialState={initialState({ mode: 'resetPassword', resetToken: 'token-1' })}
      >
        <CurrentScreen />
      </FlowProvider>,
    );
    const password = await screen.findByLabelText('New password', { selector: 'input' }, loaded);
    password.focus();
    await userEvent.keyboard('correct horse battery');
    await expect.element(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    const success = await screen.findByRole('heading', { name: 'Success!' }, loaded);
    await expect.poll(() => document.activeElement).toBe(success);
  });
});
