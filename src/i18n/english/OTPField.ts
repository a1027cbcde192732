/**
 * The English of the OTPField primitive, which only the later screens use (`primitives/OTPField/OTPField.tsx`),
 * which passes it to `useText`: it travels in that module's chunk (issue 36).
 */
export const otpFieldText = {
  'field.otp.label': 'One-time passcode',
} as const;
