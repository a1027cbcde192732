import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EmailConfirmation } from '../../src/screens';
import { FAKE_NOW, fakeBootstrap, fakeServices, never } from '../support/fakeServices';
import { renderFlow, screenDocs } from '../support/flow';
import { findToast } from '../support/toasts';
import type { WidgetConfig } from '../../src/flow';
import { wholeText } from '../support/text';

const config: WidgetConfig = { products: ['emailMagicLinks' as const] };
/** The state fields the controls set (described in `argTypes`, which the docs page shows). */
interface EmailConfirmationArgs {
  email: string;
}

// The bootstrap is seeded, so the inbox links are right from the first render.
const onScreen = ({ email }: EmailConfirmationArgs) => ({
  screen: 'EmailConfirmation' as const,
  magicLinkState: { email },
  bootstrap: fakeBootstrap,
});

const meta = {
  title: 'Screens/EmailConfirmation',
  component: EmailConfirmation,
  tags: ['autodocs'],
  parameters: { layout: 'centered', docs: screenDocs('EmailConfirmation', { when: 'once Main has emailed a login link.' }) },
  args: { email: 'ada@example.com' },
  argTypes: { email: { description: '`magicLinkState.email`: the address the link went to.', control: 'text' } },
  render: renderFlow((args: EmailConfirmationArgs) => ({ config, state: onScreen(args) })),
} satisfies Meta<EmailConfirmationArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Check your email', the address, and inbox links that search for mail from the project's one email domain
 * (spec §2).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(canvas.getByText(wholeText('An email was sent to ada@example.com.'))).toBeVisible();
    const gmail = canvas.getByRole('link', { name: 'Open Gmail (opens in a new tab)' });
    await expect(gmail).toHaveAttribute('href', 'https://mail.google.com/mail/u/0/#search/from%3Astytch.com+in%3Aanywhere');
    await expect(gmail).toHaveAttribute('target', '_blank');
    await expect(gmail).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: /Open Yahoo/ })).toHaveAttribute(
      'href',
      'https://mail.yahoo.com/d/search/keyword=from%253Astytch.com',
    );
    await expect(canvas.getByRole('link', { name: /Open Outlook/ })).toHaveAttribute(
      'href',
      'https://outlook.live.com/mail/0/search?q=from%3Astytch.com',
    );
  },
};

/** With several email domains the sender is not known: plain inbox links. */
export const PlainInboxLinks: Story = {
  render: renderFlow((args: EmailConfirmationArgs) => ({
    config,
    state: { ...onScreen(args), bootstrap: { ...fakeBootstrap, emailDomains: ['a.example', 'b.example'] } },
    services: fakeServices({ bootstrap: async () => ({ ...fakeBootstrap, emailDomains: ['a.example', 'b.example'] }) }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Open Gmail/ })).toHaveAttribute('href', 'https://mail.google.com/mail/u/0/');
    await expect(canvas.getByRole('link', { name: /Open Yahoo/ })).toHaveAttribute('href', 'https://mail.yahoo.com/');
    await expect(canvas.getByRole('link', { name: /Open Outlook/ })).toHaveAttribute('href', 'https://outlook.live.com/mail/0/');
  },
};

/** The config's `domainHint` wins over the project's domains. */
export const DomainHint: Story = {
  render: renderFlow((args: EmailConfirmationArgs) => ({
    config: { ...config, emailMagicLinksOptions: { domainHint: 'mail.acme.example' } },
    state: onScreen(args),
  })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /Open Gmail/ })).toHaveAttribute(
      'href',
      'https://mail.google.com/mail/u/0/#search/from%3Amail.acme.example+in%3Aanywhere',
    );
  },
};

/** Resending: the resend button spins and 'Try again' waits. */
export const Resending: Story = {
  render: renderFlow((args: EmailConfirmationArgs) => ({
    config,
    state: { ...onScreen(args), pending: { id: 1, action: 'magicLinks.send' } },
    services: fakeServices({ magicLinks: { send: never } }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Resend email' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeDisabled();
  },
};

/**
 * Just sent: 'Resend email' waits 30 s (issue 23), showing the time left; pressed early it says how long, and
 * sends nothing.
 */
export const ResendWait: Story = {
  render: renderFlow((args: EmailConfirmationArgs) => ({ config, state: { ...onScreen(args), resendAt: FAKE_NOW + 30_000 } })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resend = await canvas.findByRole('button', { name: 'Resend email' });
    await expect(resend).toHaveTextContent('Resend email (0:30)');
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(resend);
    await expect(await canvas.findByText('You can resend in 30 seconds.')).toBeInTheDocument();
  },
};

/** A resend: the toast 'Email resent' (spec §8). */
export const Resent: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Resend email' }));
    await expect(await findToast(canvasElement, 'Email resent')).toBeVisible();
  },
};

/** A failed resend: an error toast with the message (spec §8); the screen stays. */
export const ResendFailed: Story = {
  render: renderFlow((args: EmailConfirmationArgs) => ({
    config,
    state: onScreen(args),
    services: fakeServices({ magicLinks: { send: () => Promise.reject(new Error('Unable to contact our servers.')) } }),
  })),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Resend email' }));
    await expect(await findToast(canvasElement, 'Unable to contact our servers.')).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { name: 'Check your email' })).toBeVisible();
  },
};

/** 'Try again' returns to Main with the address forgotten (spec §2). */
export const TryAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  },
};

/** Right to left. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(canvasElement.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
