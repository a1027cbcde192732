import type { Meta } from '@storybook/react-vite';
import { PasswordSetNew } from '../../src/screens';
import { resetEmailSentStories } from '../support/resetEmailSent';

const meta = {
  title: 'Screens/PasswordSetNew',
  component: PasswordSetNew,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof PasswordSetNew>;

export default meta;

const stories = resetEmailSentStories('PasswordSetNew', 'Check your email!', 'A login link was sent to you at ada@example.com.');

export const Default = stories.Default;
export const Resent = stories.Resent;
export const Resending = stories.Resending;
export const ResendFailed = stories.ResendFailed;
export const RightToLeft = stories.RightToLeft;
