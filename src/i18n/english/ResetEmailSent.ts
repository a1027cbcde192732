/**
 * The English of ResetEmailSent, a part of the later screens (`screens/shared/ResetEmailSent.tsx`), which passes
 * it to `useText`: it travels in that module's chunk (issue 36).
 */
export const resetEmailSentText = {
  'passwordForgot.header': 'Forgot password?',
  'passwordForgot.body': 'A link to reset your password was sent to you at {email}.',
  'passwordBreached.header': 'Check your email to set a new password',
  'passwordBreached.body':
    'A different site where you use the same password had a security issue recently. For your safety, an email was sent to you at {email} to reset your password.',
  'passwordSetNew.header': 'Check your email!',
  'passwordSetNew.body': 'A login link was sent to you at {email}.',
  'passwordDedupe.header': 'Check your email to set a new password!',
  'passwordDedupe.body': 'A login link was sent to you at {email} to confirm it is you.',
} as const;
