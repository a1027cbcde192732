import type { Meta } from '@storybook/react-vite';
import { PasswordBreached } from '../../src/screens';
import { resetEmailSentMeta, resetEmailSentStories, type ResetSentArgs } from '../support/resetEmailSent';

const meta = {
  title: 'Screens/PasswordBreached',
  component: PasswordBreached,
  tags: ['autodocs'],
  ...resetEmailSentMeta('PasswordBreached', 'when the password is correct but was found in a breach: a reset email went out.'),
} satisfies Meta<ResetSentArgs>;

export default meta;

const stories = resetEmailSentStories(
  'PasswordBreached',
  'Check your email to set a new password',
  'A different site where you use the same password had a security issue recently. For your safety, an email was sent to you at ada@example.com to reset your password.',
);

export const Default = stories.Default;
export const Resent = stories.Resent;
export const Resending = stories.Resending;
export const ResendFailed = stories.ResendFailed;
export const LoginWithoutPassword = stories.LoginWithoutPassword;
export const SendingLoginLink = stories.SendingLoginLink;
export const RightToLeft = stories.RightToLeft;
