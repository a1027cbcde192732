import { cleanup, render, screen } from '@testing-library/react';
import testingUserEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { OTPField } from '../../src/primitives/OTPField';

// Events here are real browser input (CDP), not wrapped in act(); React need not warn about that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(cleanup);

function boxTexts(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-part="box"]')].map((box) => box.textContent ?? '');
}

describe('OTPField', () => {
  it('is one input named from the catalogue, with the one-time-code autofill hint and a numeric keypad', () => {
    const { container } = render(<OTPField />);
    const input = screen.getByRole('textbox', { name: 'One-time passcode' });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(container.querySelectorAll('input')).toHaveLength(1);
    expect(container.querySelectorAll('[data-part="box"]')).toHaveLength(6);
    expect(container.querySelector('[data-part="boxes"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('completes exactly once when a whole code is pasted', async () => {
    const onComplete = vi.fn();
    const { container } = render(<OTPField onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'One-time passcode' });
    const user = testingUserEvent.setup();
    await user.click(input);
    await user.paste('123456');
    await expect.poll(() => onComplete.mock.calls.length).toBe(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(input).toHaveValue('123456');
    expect(boxTexts(container)).toEqual(['1', '2', '3', '4', '5', '6']);
    // Give any late effect a chance to fire a second time.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('keeps only the digits of a pasted code with separators', async () => {
    const onComplete = vi.fn();
    render(<OTPField onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'One-time passcode' });
    const user = testingUserEvent.setup();
    await user.click(input);
    await user.paste('123 456');
    await expect.poll(() => onComplete.mock.calls.length).toBe(1);
    expect(input).toHaveValue('123456');
  });

  it('ignores letters', async () => {
    const onValueChange = vi.fn();
    render(<OTPField onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'One-time passcode' });
    await userEvent.click(input);
    await userEvent.keyboard('1a2b');
    expect(input).toHaveValue('12');
    expect(onValueChange).toHaveBeenLastCalledWith('12');
  });

  it('takes the digits of any script, as ASCII (issue 40: an Arabic or Persian keypad, a Japanese IME)', async () => {
    const onComplete = vi.fn();
    render(<OTPField onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'One-time passcode' });
    await userEvent.click(input);
    await userEvent.keyboard('١٢۳x４');
    expect(input).toHaveValue('1234');
    await userEvent.keyboard('５6');
    await expect.poll(() => onComplete.mock.calls).toEqual([['123456']]);
  });

  it('ignores a seventh digit and completes only once', async () => {
    const onComplete = vi.fn();
    const { container } = render(<OTPField onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'One-time passcode' });
    await userEvent.click(input);
    await userEvent.keyboard('1234567');
    expect(input).toHaveValue('123456');
    expect(boxTexts(container)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect.poll(() => onComplete.mock.calls.length).toBe(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    // A box chosen on purpose can still be corrected.
    await userEvent.keyboard('{ArrowLeft}');
    // The arrow selects the fifth box (its one-character range), the box a user sees highlighted.
    const el = input as HTMLInputElement;
    await expect.poll(() => [el.selectionStart, el.selectionEnd]).toEqual([4, 5]);
    await userEvent.keyboard('9');
    expect(input).toHaveValue('123496');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('clears the last digit with Backspace and completes again after re-entry', async () => {
    const onComplete = vi.fn();
    const { container } = render(<OTPField onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'One-time passcode' });
    await userEvent.click(input);
    await userEvent.keyboard('123456');
    await expect.poll(() => onComplete.mock.calls.length).toBe(1);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('12345');
    expect(boxTexts(container)).toEqual(['1', '2', '3', '4', '5', '']);
    await userEvent.keyboard('9');
    expect(input).toHaveValue('123459');
    await expect.poll(() => onComplete.mock.calls.length).toBe(2);
    expect(onComplete).toHaveBeenLastCalledWith('123459');
  });

  it('moves with the arrow keys and replaces the digit under the caret', async () => {
    render(<OTPField />);
    const input = screen.getByRole('textbox', { name: 'One-time passcode' });
    await userEvent.click(input);
    await userEvent.keyboard('1234');
    const el = input as HTMLInputElement;
    await expect.poll(() => [el.selectionStart, el.selectionEnd]).toEqual([4, 4]);
    // Each step selects one box, as a user sees the highlight move.
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => [el.selectionStart, el.selectionEnd]).toEqual([3, 4]);
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => [el.selectionStart, el.selectionEnd]).toEqual([2, 3]);
    await userEvent.keyboard('9');
    // Two steps left from the append position selects the third box; typing replaces its digit.
    expect(input).toHaveValue('1294');
  });

  it('follows arrow keys pressed straight after typing, as fast as key repeat sends them', async () => {
    render(<OTPField />);
    const input = screen.getByRole('textbox', { name: 'One-time passcode' });
    await userEvent.click(input);
    // No waiting between keys: each arrow must land on the box one step from the last, whenever the
    // browser gets round to its `selectionchange` and however late input-otp's own timers fire.
    await userEvent.keyboard('1234{ArrowLeft}{ArrowLeft}9');
    expect(input).toHaveValue('1294');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}5');
    expect(input).toHaveValue('12945');
    await userEvent.keyboard('6{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}0');
    expect(input).toHaveValue('029456');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}7');
    expect(input).toHaveValue('029457');
  });

  it('blocks typing while disabled', async () => {
    const onValueChange = vi.fn();
    render(<OTPField disabled onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'One-time passcode' });
    expect(input).toBeDisabled();
    await userEvent.click(input, { force: true });
    expect(input).not.toHaveFocus();
    await userEvent.keyboard('123');
    expect(input).toHaveValue('');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('wires the error text to the input and marks it invalid', () => {
    render(<OTPField errorMessage="Invalid passcode, please try again." />);
    const input = screen.getByRole('textbox', { name: 'One-time passcode' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid passcode, please try again.');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid passcode, please try again.');
  });

  it('puts the code in FormData under its name', async () => {
    const { container } = render(
      <form>
        <OTPField name="code" />
      </form>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'One-time passcode' }));
    await userEvent.keyboard('4321');
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('code')).toBe('4321');
  });
});

describe('OTPField with WebOTP', () => {
  interface Request {
    options: CredentialRequestOptions & { otp?: { transport: string[] } };
    resolve: (credential: unknown) => void;
  }
  let requests: Request[] = [];
  const realGet = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator.credentials), 'get')!;
  const hadOtpCredential = 'OTPCredential' in window;

  // Chromium without a phone never answers a WebOTP request: the browser's side (an SMS that arrived) is
  // played here, at the credentials API; the field's own code runs as it would.
  function browserWithWebOTP(available: boolean) {
    requests = [];
    Object.defineProperty(navigator.credentials, 'get', {
      configurable: true,
      value: (options: Request['options']) => new Promise((resolve) => requests.push({ options, resolve })),
    });
    if (available && !hadOtpCredential) Object.defineProperty(window, 'OTPCredential', { configurable: true, value: class {} });
    if (!available && hadOtpCredential) vi.stubGlobal('OTPCredential', undefined);
  }
  afterEach(() => {
    delete (navigator.credentials as { get?: unknown }).get;
    Object.defineProperty(Object.getPrototypeOf(navigator.credentials), 'get', realGet);
    if (!hadOtpCredential) delete (window as { OTPCredential?: unknown }).OTPCredential;
    vi.unstubAllGlobals();
  });

  it('fills the boxes and completes with the code of an incoming SMS', async () => {
    browserWithWebOTP(true);
    const onComplete = vi.fn();
    const { container } = render(<OTPField webOTP onComplete={onComplete} />);
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]!.options.otp).toEqual({ transport: ['sms'] });
    requests[0]!.resolve({ type: 'otp', code: '424242' });
    await expect.poll(() => onComplete.mock.calls).toEqual([['424242']]);
    await expect.poll(() => boxTexts(container)).toEqual(['4', '2', '4', '2', '4', '2']);
    expect(screen.getByRole('textbox', { name: 'One-time passcode' })).toHaveValue('424242');
  });

  it('cancels the request when the field goes (a new code, another screen)', async () => {
    browserWithWebOTP(true);
    const { unmount } = render(<OTPField webOTP />);
    await expect.poll(() => requests.length).toBe(1);
    const signal = requests[0]!.options.signal!;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });

  it('asks nothing where the browser has no WebOTP, or when not asked to', async () => {
    browserWithWebOTP(false);
    render(<OTPField webOTP />);
    browserWithWebOTP(true);
    render(<OTPField label="Second" />);
    // Both fields have run their effects once their inputs are there.
    await expect.poll(() => screen.getAllByRole('textbox').length).toBe(2);
    expect(requests).toEqual([]);
  });
});
