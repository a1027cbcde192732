/**
 * The English of the PasswordCreateOrLogin screen (`screens/PasswordCreateOrLogin/PasswordCreateOrLogin.tsx`),
 * which passes it to `useText`: it travels in that module's chunk (issue 36).
 */
export const passwordCreateOrLoginText = {
  'field.password.label': 'Password',
  'password.new.header': 'Create an account',
  'password.new.body': 'Finish creating your account by setting a password.',
  'password.new.submit': 'Continue',
  'password.login.header': 'Log In',
  'password.login.submit': 'Continue',
  'password.forgot': 'Forgot Password?',
  'password.emailLoginLink': 'Email me a login link',
  'password.emailLoginCode': 'Email me a login code',
  'password.passwordless.header': 'Check your email',
  'password.passwordless.body': 'A login link or code was sent to {email}.',
  'password.createInstead': 'Create a password instead',
} as const;
