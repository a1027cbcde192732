import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FlowState, WidgetConfig } from '../../src/flow';
import { PasskeyRegistrationSuccess } from '../../src/screens';
import { fakePasskey } from '../support/fakeServices';
import { renderFlow, screenDocs } from '../support/flow';

const config: WidgetConfig = { products: ['otp' as const, 'passkeys' as const], otpOptions: { methods: ['email' as const] } };
const laptop = fakePasskey('1', 'Work laptop');

/** The state field the controls set (described in `argTypes`, which the docs page shows). */
interface PasskeyRegistrationSuccessArgs {
  passkeys: string[];
}

const onScreen = (
  { passkeys }: PasskeyRegistrationSuccessArgs,
  patch: Partial<Extract<FlowState, { screen: 'PasskeyRegistrationSuccess' }>> = {},
) => ({
  screen: 'PasskeyRegistrationSuccess' as const,
  registrations: passkeys.map((name, i) => fakePasskey(String(i + 1), name)),
  editing: null,
  deleting: null,
  ...patch,
});

const meta = {
  title: 'Screens/PasskeyRegistrationSuccess',
  component: PasskeyRegistrationSuccess,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: screenDocs('PasskeyRegistrationSuccess', { mode: 'passkeyRegistration', when: 'once a passkey was created.' }),
  },
  args: { passkeys: ['Work laptop', 'Phone'] },
  argTypes: {
    passkeys: {
      description: "`registrations`: the names in the 'Existing Passkeys' list, each row with rename and delete.",
      control: 'object',
    },
  },
  render: renderFlow((args: PasskeyRegistrationSuccessArgs) => ({ config, state: onScreen(args) })),
} satisfies Meta<PasskeyRegistrationSuccessArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2: 'Passkey successfully created!' with the 'Existing Passkeys' list, 'Set up another Passkey' and 'Done'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Existing Passkeys' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Work laptop', 'Phone']);
    await expect(canvas.getByRole('button', { name: 'Set up another Passkey' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Done' })).toBeEnabled();
  },
};

/** Edit mode (spec §4): the other rows' actions are hidden, add and done are disabled. */
export const EditMode: Story = {
  render: renderFlow((args: PasskeyRegistrationSuccessArgs) => ({
    config,
    state: onScreen(args, { editing: laptop.webauthn_registration_id }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Passkey name' })).toHaveValue('Work laptop');
    await expect(canvas.queryByRole('button', { name: 'Edit name of Phone' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete Phone' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Set up another Passkey' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Done' })).toBeDisabled();
  },
};

/** Delete mode (spec §4): the warning with 'Delete' and 'Cancel', and focus on 'Cancel'. */
export const DeleteMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Phone' }));
    // The press waits for the products' later parts, which each flow loads once (the controller's tables).
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Once deleted, the passkey cannot be restored.');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Done' })).toBeNull();
  },
};

/** Renaming by keyboard: the new name shows at once (spec §4 "List updates are optimistic"). */
export const Rename: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit name of Phone' }));
    const input = await canvas.findByRole('textbox', { name: 'Passkey name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Pixel{Enter}');
    const list = canvas.getByRole('list', { name: 'Existing Passkeys' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Work laptop', 'Pixel']);
  },
};

/** After Skip with no passkey yet: no list, just the buttons. */
export const NoPasskeys: Story = {
  render: renderFlow((args: PasskeyRegistrationSuccessArgs) => ({ config, state: onScreen(args, { registrations: [] }) })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Done' })).toBeEnabled();
    await expect(canvas.queryByRole('list', { name: 'Existing Passkeys' })).toBeNull();
  },
};

/** A long name keeps the row's buttons in reach. */
export const LongName: Story = {
  render: renderFlow((args: PasskeyRegistrationSuccessArgs) => ({
    config,
    state: onScreen(args, { registrations: [fakePasskey('3', 'The passkey on the shared family tablet in the kitchen drawer')] }),
  })),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Delete The passkey on the shared family tablet in the kitchen drawer' }),
    ).toBeVisible();
  },
};

/** Right to left. */
export const RightToLeft: Story = { ...Default, globals: { direction: 'rtl' } };
