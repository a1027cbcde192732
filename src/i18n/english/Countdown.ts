/**
 * The English of the Countdown primitive, which only the later screens use
 * (`primitives/Countdown/Countdown.tsx`), which passes it to `useText`: it travels in that module's chunk
 * (issue 36).
 */
export const countdownText = {
  'otp.expiresIn': 'Your code expires in {time}.',
} as const;
