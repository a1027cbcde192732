import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultMessages as m } from '../../src/i18n';
import { PhoneField } from '../../src/primitives/PhoneField';

const meta = {
  title: 'Primitives/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  args: { name: 'phone', countryName: 'country', onValueChange: fn(), onCountryChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Formatting as you type for the default country, US (spec §9). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Every region is listed from the start; formatting as you type waits for the lazily loaded libphonenumber-js.
    await expect(canvas.getByRole('combobox', { name: 'Country' }).querySelectorAll('option').length).toBeGreaterThan(200);
    await waitFor(() => expect(canvasElement.querySelector('[data-part="phone-field"]')).toHaveAttribute('data-formatter', 'ready'), {
      timeout: 5000,
    });
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '2133734253');
    await expect(input).toHaveValue('(213) 373-4253');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+12133734253', {
      country: 'US',
      national: '(213) 373-4253',
    });
  },
};

export const OtherCountry: Story = {
  args: { defaultCountry: 'GB', defaultValue: '02079460000' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(input).toHaveValue('020 7946 0000'), { timeout: 5000 });
  },
};

/** After a failed parse at submit (spec §5). */
export const Invalid: Story = {
  args: { defaultValue: '555', errorMessage: m['validation.phone'] },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid phone number, please try again.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2133734253' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toBeDisabled();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PhoneField />
      <PhoneField defaultValue="2133734253" />
      <PhoneField defaultCountry="GB" defaultValue="07400123456" />
      <PhoneField defaultCountry="JP" defaultValue="0312345678" description="We will text you a code." />
      <PhoneField defaultValue="555" errorMessage={m['validation.phone']} />
      <PhoneField disabled defaultValue="2133734253" />
      <div dir="rtl">
        <PhoneField defaultCountry="AE" defaultValue="0501234567" />
      </div>
    </div>
  ),
};
