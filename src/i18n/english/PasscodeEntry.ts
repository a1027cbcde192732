/**
 * The English of PasscodeEntry, a part of the later screens (`screens/shared/PasscodeEntry.tsx`), which passes
 * it to `useText`: it travels in that module's chunk (issue 36).
 */
export const passcodeEntryText = {
  'otp.header': 'Enter passcode',
  // Spec §2's sentence, by channel (issue 40: a language may say "to the address" / "to the number" differently;
  // issue 23: a phone's sentence names how it went), whole sentences, never joined in code. {digits} is the
  // code's length, {destination} the address or the number as people read it.
  'otp.sentTo':
    '{channel, select, email {A {digits}-digit passcode was sent to you at {destination}.} sms {A {digits}-digit passcode was sent to you at {destination}. It was sent by text message (SMS).} other {A {digits}-digit passcode was sent to you at {destination}. It was sent by WhatsApp.}}',
  'otp.resend': 'Resend code',
} as const;
