import { resetEmailSentScreen } from '../shared/ResetEmailSent.js';

/**
 * PasswordForgot (spec §2): 'Forgot password?' — a reset link went to the user's email; 'Resend email' and
 * 'Login without a password'.
 */
export const PasswordForgot = resetEmailSentScreen('PasswordForgot');
