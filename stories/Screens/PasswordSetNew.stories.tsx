import type { Meta } from '@storybook/react-vite';
import { PasswordSetNew } from '../../src/screens';
import { resetEmailSentMeta, resetEmailSentStories, type ResetSentArgs } from '../support/resetEmailSent';

const meta = {
  title: 'Screens/PasswordSetNew',
  component: PasswordSetNew,
  tags: ['autodocs'],
  ...resetEmailSentMeta('PasswordSetNew', "after 'Create a password instead': a link to set a password went out."),
} satisfies Meta<ResetSentArgs>;

export default meta;

const stories = resetEmailSentStories('PasswordSetNew', 'Check your email!', 'A login link was sent to you at ada@example.com.');

export const Default = stories.Default;
export const Resent = stories.Resent;
export const Resending = stories.Resending;
export const ResendFailed = stories.ResendFailed;
export const RightToLeft = stories.RightToLeft;
