/**
 * Status changes a screen-reader user hears, guidance the user sees, and errors where the user looks (issue
 * 23): each live region exists before its text and is read back after the change; real keystrokes (CDP) into
 * the real screens with fake services.
 */
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { initialState, type FlowServices, type FlowState, type WidgetConfig } from '../../src/flow';
import { CurrentScreen, FlowProvider } from '../../src/widget';
import { fakePasskey, fakeResponse, fakeServices, fakeStrength, FAKE_NOW } from '../../stories/support/fakeServices';
import { watchFocusInEveryTest } from '../support/focus';

// Events here are real browser input (CDP), not wrapped in act(); React need not warn about that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
// Keyboard users all: focus is watched on every frame and must never fall to <body> (issue 23).
watchFocusInEveryTest();

/** A ceiling, not a wait, for the first find of a screen: its chunk may still be compiling on a cold run. */
const loaded = { timeout: 10_000 };

function renderWidget(config: WidgetConfig, services: FlowServices, state?: Partial<FlowState> & Pick<FlowState, 'screen'>) {
  return render(
    <FlowProvider services={services} config={config} initialState={state ? ({ ...initialState(), ...state } as FlowState) : undefined}>
      <CurrentScreen />
    </FlowProvider>,
  );
}

/** The live region a part of the screen writes into. */
const region = (container: HTMLElement, part: string) => container.querySelector<HTMLElement>(`[role="status"][data-part="${part}"]`);

/** The text of the elements an element's `aria-describedby` names (what a screen reader reads with it). */
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');

const newUser = {
  screen: 'PasswordCreateOrLogin',
  passwordState: { email: 'ada@example.com', type: 'new' },
  strength: { result: null, checking: null },
  passcode: null,
} as const;

describe('the strength check is heard and explained (issue 23)', () => {
  it('says the level and warning after the check settles, shows the suggestions, and tells a disabled Continue why', async () => {
    const strengthCheck = vi.fn(async (password: string) => ({
      ...fakeStrength(password),
      feedback: { ...fakeStrength(password).feedback, suggestions: ['Add more words that are less common.'] },
    }));
    const { container } = renderWidget({ products: ['passwords'] }, fakeServices({ passwords: { strengthCheck } }), newUser);
    const password = await screen.findByLabelText('New password', { selector: 'input' }, loaded);
    // There before anything is said, so the first answer is heard.
    const status = region(container, 'strength-status');
    expect(status).toHaveTextContent('');

    await userEvent.click(password);
    await userEvent.keyboard('abcd');
    await expect.poll(() => status?.textContent).toBe('Password strength: Weak. This is similar to a commonly used password.');
    expect(screen.getByText('Add more words that are less common.')).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();
    expect(description(submit)).toContain('Weak');
    expect(description(submit)).toContain('This is similar to a commonly used password.');
  });

  it('says the breach warning with the first answer', async () => {
    const { container } = renderWidget({ products: ['passwords'] }, fakeServices(), newUser);
    const password = await screen.findByLabelText('New password', { selector: 'input' }, loaded);
    await userEvent.fill(password, 'password');
    await expect
      .poll(() => region(container, 'strength-status')?.textContent)
      .toContain('This password may have been used on a different site that experienced a security issue.');
  });
});

describe('the passcode screen is heard (issue 23)', () => {
  const onScreen = {
    screen: 'OTPAuthenticate',
    otpState: { type: 'email', methodId: 'method-1', otpDestination: 'ada@example.com' },
    expiresAt: FAKE_NOW + 5 * 60_000,
    entry: 0,
  } as const;

  it("reads where the code went with the boxes, and says 'Verifying passcode...' in a region that was already there", async () => {
    const { container } = renderWidget(
      { products: ['otp'], otpOptions: { methods: ['email'] } },
      fakeServices({ otp: { authenticate: () => new Promise(() => undefined) } }),
      onScreen,
    );
    const boxes = await screen.findByRole('textbox', { name: 'One-time passcode' }, loaded);
    expect(description(boxes)).toContain('A 6-digit passcode was sent to you at ada@example.com.');
    const status = region(container, 'otp-status');
    expect(status).toHaveTextContent('');
    await userEvent.click(boxes);
    await userEvent.keyboard('123456');
    await expect.poll(() => status?.textContent).toBe('Verifying passcode...');
  });
});

describe('resend waits, and its failures show in the card (issue 23)', () => {
  it("'Resend code' waits 30 s after a send, says how long when pressed early, and a refused resend stays in the card", async () => {
    let now = FAKE_NOW;
    const send = vi
      .fn()
      .mockResolvedValueOnce({ ...fakeResponse, method_id: 'method-1' })
      .mockRejectedValueOnce({
        name: 'APIError',
        message: 'Too many requests have been made: messages to this address. Try again in 593 seconds.',
        errorType: 'too_many_requests',
        statusCode: 429,
      });
    const { container } = renderWidget(
      { products: ['otp'], otpOptions: { methods: ['email'] } },
      fakeServices({ now: () => now, otp: { send } }),
    );
    await userEvent.click(await screen.findByRole('textbox', { name: 'Email' }, loaded));
    await userEvent.keyboard('ada@example.com{Enter}');

    const resend = await screen.findByRole('button', { name: 'Resend code' }, loaded);
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(resend).toHaveTextContent('Resend code (0:30)');
    resend.focus();
    await userEvent.keyboard('{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    await expect.poll(() => region(container, 'resend-status')?.textContent).toBe('You can resend in 30 seconds.');
    // Focus stays on the unavailable button (it is not `disabled`).
    expect(document.activeElement).toBe(resend);

    now += 30_000;
    await expect.poll(() => resend.getAttribute('aria-disabled')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(send).toHaveBeenCalledTimes(2);
    // Spec §8's error toast, and the same message in the card's banner until the next action.
    const card = container.querySelector<HTMLElement>('[data-part="flow-screen"]')!;
    await expect
      .poll(() => within(card).queryByRole('alert')?.textContent)
      .toBe('Too many requests have been made: messages to this address. Try again in 593 seconds.');
  });
});

describe('passkey management by keyboard (issue 23)', () => {
  it("Escape cancels a delete and focus returns to the row's delete button; 'Done' says it was heard", async () => {
    renderWidget({ products: ['passkeys', 'otp'], otpOptions: { methods: ['email'] } }, fakeServices(), {
      mode: 'passkeyRegistration',
      screen: 'PasskeyRegistrationSuccess',
      registrations: [fakePasskey('1', 'Laptop'), fakePasskey('2', 'Phone')],
      editing: null,
      deleting: null,
    });
    const trash = await screen.findByRole('button', { name: 'Delete Phone' }, loaded);
    trash.focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText('Once deleted, the passkey cannot be restored.')).toBeVisible();
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByText('Once deleted, the passkey cannot be restored.')).toBeNull();
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Phone' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    screen.getByRole('button', { name: 'Done' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(await screen.findByText('Your passkeys are saved.')).toBeVisible();
  });
});
