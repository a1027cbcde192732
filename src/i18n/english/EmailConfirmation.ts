/**
 * The English of the EmailConfirmation screen (`screens/EmailConfirmation/EmailConfirmation.tsx`), which passes
 * it to `useText`: it travels in that module's chunk (issue 36).
 */
export const emailConfirmationText = {
  'emailConfirmation.header': 'Check your email',
  'emailConfirmation.body': 'An email was sent to {email}.',
  'emailConfirmation.tryAgain': 'Try again',
} as const;
