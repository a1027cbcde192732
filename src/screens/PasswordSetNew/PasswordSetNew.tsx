import { resetEmailSentScreen } from '../shared/ResetEmailSent.js';

/**
 * PasswordSetNew (spec §2): 'Check your email!' — a link to set a password was sent ('Create a password
 * instead', or a passwordless user reached by a reset); 'Resend email'.
 */
export const PasswordSetNew = resetEmailSentScreen('PasswordSetNew');
