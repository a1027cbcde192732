import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasskeyRow } from '../../src/primitives/PasskeyRow';

const meta = {
  title: 'Primitives/PasskeyRow',
  component: PasskeyRow,
  tags: ['autodocs'],
  args: { name: 'MacBook Touch ID', onEdit: fn(), onSave: fn(), onCancel: fn(), onDelete: fn() },
} satisfies Meta<typeof PasskeyRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit name of MacBook Touch ID' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete MacBook Touch ID' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Editing: Story = {
  args: { editing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Passkey name' });
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, 'Work laptop{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Work laptop');
    await expect(canvas.getByRole('button', { name: 'Delete MacBook Touch ID' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit name of MacBook Touch ID' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete MacBook Touch ID' })).toBeDisabled();
  },
};

/** Another row is being renamed (spec §4): this one shows its name only. */
export const ActionsHidden: Story = {
  args: { hideActions: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('MacBook Touch ID')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toEqual([]);
  },
};

/** A list where editing one row disables the others, as on PasskeyRegistrationSuccess. */
function EditableList() {
  const [names, setNames] = useState(['MacBook Touch ID', 'YubiKey 5C', 'Pixel 9 screen lock']);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {names.map((name, i) => (
        <PasskeyRow
          key={name}
          name={name}
          editing={editing === i}
          disabled={editing !== null && editing !== i}
          onEdit={() => setEditing(i)}
          onCancel={() => setEditing(null)}
          onSave={(next) => {
            setNames((all) => all.map((n, j) => (j === i ? next : n)));
            setEditing(null);
          }}
          onDelete={() => setNames((all) => all.filter((_, j) => j !== i))}
        />
      ))}
    </div>
  );
}

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <EditableList />
      <PasskeyRow name="A passkey with a very long name that does not fit on one line of the container" />
      <PasskeyRow name="Editing" editing />
      <PasskeyRow name="Disabled" disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit name of YubiKey 5C' }));
    // Spec §4: while one row is edited, the other rows' actions are not available.
    await expect(canvas.getByRole('button', { name: 'Edit name of MacBook Touch ID' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Edit name of MacBook Touch ID' })).toBeEnabled();
  },
};
