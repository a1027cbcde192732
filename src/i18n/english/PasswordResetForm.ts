/**
 * The English of the PasswordResetForm screen (`screens/PasswordResetForm/PasswordResetForm.tsx`), which passes
 * it to `useText`: it travels in that module's chunk (issue 36).
 */
export const passwordResetFormText = {
  'password.loginWithoutPassword': 'Login without a password',
  'passwordReset.header': 'Reset your password',
  'passwordReset.submit': 'Continue',
  'passwordReset.loggingIn': 'Logging in...',
  'passwordReset.autoLoggingIn': 'Logging in',
  // Not in the spec: ResetPassword opened without a token (a link cut short, or the page opened by hand).
  'passwordReset.noToken': 'This password reset link is invalid or has expired. Ask for a new one from the sign-in form.',
} as const;
