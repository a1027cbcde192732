import type { Meta } from '@storybook/react-vite';
import { PasswordBreached } from '../../src/screens';
import { resetEmailSentStories } from '../support/resetEmailSent';

const meta = {
  title: 'Screens/PasswordBreached',
  component: PasswordBreached,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof PasswordBreached>;

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
