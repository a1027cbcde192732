import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { loadPhoneLib, PhoneField, type PhoneLib } from '../../src/primitives/PhoneField';

// Events here are real browser input (CDP), not wrapped in act(); React need not warn about that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(cleanup);

/** The formatter, libphonenumber-js, is imported lazily: formatting as you type starts once it is there. */
async function waitForCountries() {
  const select = screen.getByRole('combobox', { name: 'Country' });
  await expect.poll(() => select.closest('[data-part="phone-field"]')?.getAttribute('data-formatter')).toBe('ready');
  return select as HTMLSelectElement;
}

/** A formatter load the test settles itself. */
function pendingFormatter() {
  let settle!: (lib: Promise<PhoneLib>) => void;
  const load = () => new Promise<PhoneLib>((resolve) => (settle = resolve));
  return { load, arrive: () => settle(loadPhoneLib()), fail: () => settle(Promise.reject(new Error('chunk failed'))) };
}

const field = (container: HTMLElement) => container.querySelector('[data-part="phone-field"]') as HTMLElement;

function hiddenE164(container: HTMLElement) {
  return (container.querySelector('input[type="hidden"]') as HTMLInputElement).value;
}

describe('PhoneField', () => {
  it('offers every region with its calling code, United States first selected', async () => {
    render(<PhoneField />);
    const select = await waitForCountries();
    expect(select.value).toBe('US');
    expect(screen.getByRole('option', { name: 'United States (\u2066+1\u2069)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'United Kingdom (\u2066+44\u2069)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Japan (\u2066+81\u2069)' })).toBeInTheDocument();
  });

  it('formats a US number as it is typed and keeps its E.164 value in the hidden input', async () => {
    const onValueChange = vi.fn();
    const { container } = render(<PhoneField name="phone" onValueChange={onValueChange} />);
    await waitForCountries();
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '213');
    expect(input).toHaveValue('(213)');
    await userEvent.type(input, '3734253');
    expect(input).toHaveValue('(213) 373-4253');
    expect(hiddenE164(container)).toBe('+12133734253');
    expect(onValueChange).toHaveBeenLastCalledWith('+12133734253', { country: 'US', national: '(213) 373-4253' });
  });

  it('takes the digits of any script and formats them in ASCII (issue 40)', async () => {
    const { container } = render(<PhoneField name="phone" />);
    await waitForCountries();
    await userEvent.fill(screen.getByRole('textbox', { name: 'Phone number' }), '２１３ ٣٧٣ ۴۲۵۳');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(213) 373-4253');
    expect(hiddenE164(container)).toBe('+12133734253');
  });

  it('lets Backspace delete through the formatting', async () => {
    render(<PhoneField />);
    await waitForCountries();
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '213');
    expect(input).toHaveValue('(213)');
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect((input as HTMLInputElement).value.replace(/\D/g, '')).toBe('21');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    expect((input as HTMLInputElement).value.replace(/\D/g, '')).toBe('');
  });

  it('formats for the newly chosen country and re-formats what was already typed', async () => {
    const onCountryChange = vi.fn();
    const { container } = render(
      <form>
        <PhoneField name="phone" countryName="country" onCountryChange={onCountryChange} />
      </form>,
    );
    const select = await waitForCountries();
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '02079460000');
    await userEvent.selectOptions(select, 'GB');
    expect(onCountryChange).toHaveBeenCalledWith('GB');
    expect(input).toHaveValue('020 7946 0000');
    expect(hiddenE164(container)).toBe('+442079460000');
    const data = new FormData(container.querySelector('form') as HTMLFormElement);
    expect(data.get('phone')).toBe('+442079460000');
    expect(data.get('country')).toBe('GB');

    await userEvent.clear(input);
    await userEvent.type(input, '07400123456');
    expect(input).toHaveValue('07400 123456');
    expect(hiddenE164(container)).toBe('+447400123456');
  });

  it('shows the compact country face and the US placeholder only for US', async () => {
    const { container } = render(<PhoneField />);
    const select = await waitForCountries();
    expect(container.querySelector('[data-part="country-face"]')).toHaveTextContent('US \u2066+1\u2069');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('placeholder', '(123) 456-7890');
    await userEvent.selectOptions(select, 'FR');
    expect(container.querySelector('[data-part="country-face"]')).toHaveTextContent('FR \u2066+33\u2069');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).not.toHaveAttribute('placeholder');
  });

  it('wires the invalid-number message to the input', () => {
    render(<PhoneField errorMessage="Invalid phone number, please try again." />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid phone number, please try again.');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid phone number, please try again.');
  });

  it('disables the number input and the country picker', () => {
    render(<PhoneField disabled />);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  });
});

describe('PhoneField with a number written with its calling code', () => {
  it('switches the country on a pasted (or autofilled) +CC number and shows it the national way', async () => {
    const onCountryChange = vi.fn();
    const { container } = render(<PhoneField name="phone" onCountryChange={onCountryChange} />);
    const select = await waitForCountries();
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    // `fill` puts the whole text in with one input event, as a paste or the browser's autofill does.
    await userEvent.fill(input, '+44 7400 123456');
    expect(select.value).toBe('GB');
    expect(onCountryChange).toHaveBeenCalledWith('GB');
    expect(input).toHaveValue('07400 123456');
    expect(hiddenE164(container)).toBe('+447400123456');
  });

  it('switches the country while a +CC number is typed, once its digits tell', async () => {
    const { container } = render(<PhoneField name="phone" />);
    const select = await waitForCountries();
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '+447400123456');
    expect(select.value).toBe('GB');
    expect(input).toHaveValue('+44 7400 123456');
    expect(hiddenE164(container)).toBe('+447400123456');
  });
});

describe('PhoneField before its formatter arrives', () => {
  it('lists every region with its calling code and gives the selected country\'s E.164 value (spec §9 "Country calling code lookup is included")', async () => {
    const formatter = pendingFormatter();
    const { container } = render(<PhoneField name="phone" loadFormatter={formatter.load} />);
    expect(field(container)).toHaveAttribute('data-formatter', 'loading');
    const select = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(select.querySelectorAll('option').length).toBeGreaterThan(200);
    expect(screen.getByRole('option', { name: 'United Kingdom (\u2066+44\u2069)' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'GB');
    expect(container.querySelector('[data-part="country-face"]')).toHaveTextContent('GB \u2066+44\u2069');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '7400123456');
    expect(hiddenE164(container)).toBe('+447400123456');
  });

  it('keeps the field usable when the formatter never loads', async () => {
    const formatter = pendingFormatter();
    const { container } = render(<PhoneField name="phone" loadFormatter={formatter.load} />);
    formatter.fail();
    await expect.poll(() => field(container).getAttribute('data-formatter')).toBe('unavailable');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '2133734253');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('2133734253');
    expect(field(container)).not.toHaveAttribute('data-format-pending');
    expect(hiddenE164(container)).toBe('+12133734253');
  });

  it('formats what was typed when the formatter arrives within the time-out (spec §5: 10 s while typing)', async () => {
    const formatter = pendingFormatter();
    const { container } = render(<PhoneField name="phone" loadFormatter={formatter.load} />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '2133734253');
    expect(input).toHaveValue('2133734253');
    expect(field(container)).toHaveAttribute('data-format-pending');
    formatter.arrive();
    await expect.poll(() => (input as HTMLInputElement).value).toBe('(213) 373-4253');
    expect(field(container)).not.toHaveAttribute('data-format-pending');
  });

  it('after the time-out a late formatter leaves the typed text alone, and formats from the next keystroke', async () => {
    const formatter = pendingFormatter();
    // The time-out made short, so the test waits on the field's state rather than on 10 s.
    const { container } = render(<PhoneField name="phone" loadFormatter={formatter.load} formatTimeoutMs={50} />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '213373425');
    await expect.poll(() => field(container).hasAttribute('data-format-pending')).toBe(false);
    formatter.arrive();
    await expect.poll(() => field(container).getAttribute('data-formatter')).toBe('ready');
    expect(input).toHaveValue('213373425');
    await userEvent.type(input, '3');
    expect(input).toHaveValue('(213) 373-4253');
  });
});
