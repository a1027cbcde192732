import type { WidgetConfig } from 'gatehouse-auth';

// Passwords for email, passcodes by text message, and a code by email for anyone who would rather not type a
// password. With passwords configured, Main shows no separate email tab for passcodes: the email form is the
// password one, and the email code is offered on the password screens instead.
export const config: WidgetConfig = {
  products: ['passwords', 'otp'],
  otpOptions: { methods: ['email', 'sms'] },
  passwordOptions: {
    // Where a reset email's link points: a page that mounts ResetPassword (the emulator accepts any localhost URL).
    resetPasswordRedirectURL: 'http://localhost:5173/reset-password',
    loginRedirectURL: 'http://localhost:5173/authenticate',
  },
};
