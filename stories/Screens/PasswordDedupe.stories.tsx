import type { Meta } from '@storybook/react-vite';
import { PasswordDedupe } from '../../src/screens';
import { resetEmailSentMeta, resetEmailSentStories, type ResetSentArgs } from '../support/resetEmailSent';

const meta = {
  title: 'Screens/PasswordDedupe',
  component: PasswordDedupe,
  tags: ['autodocs'],
  ...resetEmailSentMeta('PasswordDedupe', 'when the API answers `reset_password` to a login: a link went out to confirm it is the user.'),
} satisfies Meta<ResetSentArgs>;

export default meta;

const stories = resetEmailSentStories(
  'PasswordDedupe',
  'Check your email to set a new password!',
  'A login link was sent to you at ada@example.com to confirm it is you.',
);

export const Default = stories.Default;
export const Resent = stories.Resent;
export const Resending = stories.Resending;
export const ResendFailed = stories.ResendFailed;
export const LoginWithoutPassword = stories.LoginWithoutPassword;
export const SendingLoginLink = stories.SendingLoginLink;
export const RightToLeft = stories.RightToLeft;
