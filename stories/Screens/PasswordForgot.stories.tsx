import type { Meta } from '@storybook/react-vite';
import { PasswordForgot } from '../../src/screens';
import { resetEmailSentMeta, resetEmailSentStories, type ResetSentArgs } from '../support/resetEmailSent';

const meta = {
  title: 'Screens/PasswordForgot',
  component: PasswordForgot,
  tags: ['autodocs'],
  ...resetEmailSentMeta('PasswordForgot', "after 'Forgot Password?' on the Log In form: a reset link went out."),
} satisfies Meta<ResetSentArgs>;

export default meta;

const stories = resetEmailSentStories(
  'PasswordForgot',
  'Forgot password?',
  'A link to reset your password was sent to you at ada@example.com.',
);

export const Default = stories.Default;
export const Resent = stories.Resent;
export const Resending = stories.Resending;
export const ResendFailed = stories.ResendFailed;
export const LoginWithoutPassword = stories.LoginWithoutPassword;
export const SendingLoginLink = stories.SendingLoginLink;
export const RightToLeft = stories.RightToLeft;
