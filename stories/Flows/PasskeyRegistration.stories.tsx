import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CurrentScreen } from '../../src/widget';
import { renderFlow } from '../support/flow';
import type { WidgetConfig } from '../../src/flow';

const meta = {
  title: 'Flows/PasskeyRegistration',
  component: CurrentScreen,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof CurrentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const config: WidgetConfig = { products: ['otp' as const, 'passkeys' as const], otpOptions: { methods: ['email' as const] } };

/** Registration mode from start to Done: create, rename, delete with Cancel, another passkey, Skip. */
export const CreateRenameDelete: Story = {
  render: renderFlow({
    config,
    state: { mode: 'passkeyRegistration', screen: 'PasskeyRegistrationStart', noUser: false, registrations: [] },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create a Passkey' }));
    const list = await canvas.findByRole('list', { name: 'Existing Passkeys' });
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await expect(names()).toEqual(['Passkey 1', 'Passkey 2']);

    await userEvent.click(canvas.getByRole('button', { name: 'Edit name of Passkey 2' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Passkey name' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Passkey name' }), 'Phone{Enter}');
    await expect(names()).toEqual(['Passkey 1', 'Phone']);

    await userEvent.click(canvas.getByRole('button', { name: 'Delete Passkey 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(names()).toEqual(['Passkey 1', 'Phone']);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Passkey 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(names()).toEqual(['Phone']);

    await userEvent.click(canvas.getByRole('button', { name: 'Set up another Passkey' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Skip' }));
    await expect(await canvas.findByRole('button', { name: 'Done' })).toBeEnabled();
  },
};
