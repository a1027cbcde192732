import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useText } from '../../src/i18n';
import { Button } from '../../src/primitives/Button';
import { ToastProvider, useToast, type ToastProviderProps } from '../../src/primitives/Toast';

/** Buttons that raise the spec's toasts (§4 'Code resent', §8 '[Error] Could not sign message'). */
function Triggers() {
  const toast = useToast();
  const t = useText();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Button onPress={() => toast.success(t('otp.resent'))}>Show success toast</Button>
      <Button variant="secondary" onPress={() => toast.error(t('crypto.signFailed'))}>
        Show error toast
      </Button>
    </div>
  );
}

/** Raises toasts once on mount, so static states can be looked at (and checked by axe). */
function Seed({ toasts }: { toasts: { tone: 'success' | 'error'; text: string }[] }) {
  const toast = useToast();
  useEffect(() => {
    for (const { tone, text } of toasts) toast[tone](text, { duration: Infinity });
    // Once per mount: the seeded list is fixed for the story (a new array on a re-render would toast twice).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: { children: <Triggers /> },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success toast' }));
    const viewport = within(canvasElement).getByRole('region', { name: 'Notifications (F8)' });
    await expect(within(viewport).getByText('Code resent')).toBeVisible();
    // A success toast leaves on its own after the spec's 2 s (§9).
    await waitFor(() => expect(within(viewport).queryByText('Code resent')).toBeNull(), { timeout: 4000 });
  },
};

export const Success: Story = {
  args: { children: <Seed toasts={[{ tone: 'success', text: 'Code resent' }]} /> },
  play: async ({ canvasElement }) => {
    const toast = await within(canvasElement).findByText('Code resent');
    await expect(toast.closest('[data-part="toast"]')).toHaveAttribute('data-tone', 'success');
  },
};

export const ErrorToast: Story = {
  args: { children: <Seed toasts={[{ tone: 'error', text: '[Error] Could not sign message' }]} /> },
  play: async ({ canvasElement }) => {
    const toast = await within(canvasElement).findByText('[Error] Could not sign message');
    await expect(toast.closest('[data-part="toast"]')).toHaveAttribute('data-tone', 'error');
  },
};

/** The close button (or Escape while the toast has focus) dismisses a toast. */
export const Dismiss: Story = {
  args: { children: <Seed toasts={[{ tone: 'success', text: 'Email resent' }]} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Email resent');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByText('Email resent')).toBeNull());
  },
};

/** Short durations, to watch toasts leave on their own. */
export const Expiring: Story = {
  args: { successDuration: 1000, errorDuration: 1500 } satisfies Partial<ToastProviderProps>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    await expect(await canvas.findByText('Code resent')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Code resent')).toBeNull(), { timeout: 3000 });
  },
};

export const Matrix: Story = {
  args: {
    children: (
      <Seed
        toasts={[
          { tone: 'success', text: 'Code resent' },
          { tone: 'error', text: '[Error] Could not sign message' },
          {
            tone: 'error',
            text: 'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
          },
          { tone: 'success', text: 'Email resent to someone.with.a.very.long.address@example.com' },
        ]}
      />
    ),
  },
};
