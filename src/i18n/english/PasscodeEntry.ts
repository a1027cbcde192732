/**
 * The English of PasscodeEntry, a part of the later screens (`screens/shared/PasscodeEntry.tsx`), which passes
 * it to `useText`: it travels in that module's chunk (issue 36).
 */
export const passcodeEntryText = {
  'otp.header': 'Enter passcode',
  'otp.sentTo': 'A 6-digit passcode was sent to you at {destination}.',
  // After 'otp.sentTo' for a phone number (issue 23): which channel the code went by.
  'otp.channel.sms': 'It was sent by text message (SMS).',
  'otp.channel.whatsapp': 'It was sent by WhatsApp.',
  'otp.resend': 'Resend code',
} as const;
