// The host page of `npm run bench:render` for Gatehouse: `Login` from the installed package, React's root,
// the config the race uses (passwords, email OTP, Google and GitHub OAuth), the client against the emulator.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Login } from 'gatehouse';
import { createClient } from 'gatehouse/client';
import 'gatehouse/style.css';

const params = new URLSearchParams(location.search);
const client = createClient(params.get('token'), { testBaseUrl: params.get('api') });
const config = {
  products: ['oauth', 'otp', 'passwords'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
  otpOptions: { methods: ['email'], expirationMinutes: 10 },
  passwordOptions: { loginRedirectURL: location.href, resetPasswordRedirectURL: location.href },
};
window.__benchMount();
createRoot(document.getElementById('root')).render(createElement(Login, { client, config }));
