/**
 * Spec §5 client-side checks done before any call. The server remains the judge; these only catch what is
 * certainly wrong so the user gets the spec's message at once.
 */

/** Spec §5 "Email: a generic {email} pattern": something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

import { OTP_LENGTH } from '../wire/index.js';

/** Spec §5 "OTP entry: digits only, max 6"; a code is complete at six digits (§9 OTP length 6). */
export const isCompleteCode = (code: string): boolean => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
