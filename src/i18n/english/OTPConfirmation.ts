/**
 * The English of the OTPConfirmation screen (`screens/OTPConfirmation/OTPConfirmation.tsx`), which passes it to
 * `useText`: it travels in that module's chunk (issue 36).
 */
export const otpConfirmationText = {
  'otpConfirmation.header': 'Success',
  'otpConfirmation.body': 'Your passcode has been successfully verified.',
} as const;
