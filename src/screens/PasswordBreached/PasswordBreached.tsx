import { resetEmailSentScreen } from '../shared/ResetEmailSent.js';

/**
 * PasswordBreached (spec §2): 'Check your email to set a new password' — another site using the same password
 * had a security issue, so a reset email was sent; 'Resend email' and 'Login without a password'.
 */
export const PasswordBreached = resetEmailSentScreen('PasswordBreached');
