// The primitives of a code-entry screen of your own, from the kit's entry.
export { Countdown, OTPField, useToast } from 'gatehouse-auth/kit';
