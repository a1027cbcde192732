import type { WidgetConfig } from 'gatehouse-auth';

// The emulator accepts any http://localhost URL; in production, your own pages' URLs.
export const config: WidgetConfig = {
  products: ['passwords', 'emailMagicLinks'],
  emailMagicLinksOptions: {
    // Magic links: where the login link (existing user) and the sign-up link (new user) point.
    loginRedirectURL: 'http://localhost:5173/authenticate',
    signupRedirectURL: 'http://localhost:5173/authenticate',
  },
  passwordOptions: {
    // The reset email's main link (stytch_token_type=reset_password): a page that mounts ResetPassword.
    resetPasswordRedirectURL: 'http://localhost:5173/reset-password',
    // Its "log in without a new password" link (stytch_token_type=login), and the login emails of the
    // password screens when magic links set no URL of their own.
    loginRedirectURL: 'http://localhost:5173/authenticate',
  },
};
