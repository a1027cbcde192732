/**
 * The English of ResendRow, a part of the later screens (`screens/shared/ResendRow.tsx`), which passes it to
 * `useText`: it travels in that module's chunk (issue 36).
 */
export const resendRowText = {
  'emailConfirmation.resend': 'Resend email',
  'common.didNotGetIt': "Didn't get it?",
  // A resend waits 30 s after a send (issue 23): the time left beside the button, and said when pressed early.
  'common.resendIn': '({time})',
  // {wait}: the time left in words ('30 seconds', Intl: issue 40).
  'common.resendWait': 'You can resend in {wait}.',
} as const;
