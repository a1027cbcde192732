/**
 * The English of the ProgressBar primitive, which only the later screens use
 * (`primitives/ProgressBar/ProgressBar.tsx`), which passes it to `useText`: it travels in that module's chunk
 * (issue 36).
 */
export const progressBarText = {
  'otp.verifying': 'Verifying passcode...',
} as const;
