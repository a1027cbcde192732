/**
 * The English of the PasswordConfirmation screen (`screens/PasswordConfirmation/PasswordConfirmation.tsx`),
 * which passes it to `useText`: it travels in that module's chunk (issue 36).
 */
export const passwordConfirmationText = {
  'passwordConfirmation.header': 'Success!',
  'passwordConfirmation.body': 'You have successfully logged in.',
} as const;
