import { resetEmailSentScreen } from '../shared/ResetEmailSent.js';

/**
 * PasswordDedupe (spec §2): 'Check your email to set a new password!' — a link was sent to confirm it is the
 * user (the API answered `reset_password`); 'Resend email' and 'Login without a password'.
 */
export const PasswordDedupe = resetEmailSentScreen('PasswordDedupe');
