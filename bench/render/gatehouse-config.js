// The race's config (passwords, email OTP, Google and GitHub OAuth) for the React-host pages; the provider's
// page gives its products as its SDK's `Products`.
export const config = {
  products: ['oauth', 'otp', 'passwords'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
  otpOptions: { methods: ['email'], expirationMinutes: 10 },
  passwordOptions: { loginRedirectURL: location.href, resetPasswordRedirectURL: location.href },
};
