// The host page of `npm run bench:render` for Gatehouse: `Login` from the installed package, React's root,
// the config the race uses (passwords, email OTP, Google and GitHub OAuth), the client against the emulator.
// `?locale=fr` renders in French, its chunk loaded by the widget once mounted; with `&preload=1` the page
// preloads it (`preloadLocale`) before it mounts, as issue 24 tells hosts to.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Login, preloadLocale } from 'gatehouse-auth';
import { createClient } from 'gatehouse-auth/client';
import 'gatehouse-auth/style.css';

const params = new URLSearchParams(location.search);
const client = createClient(params.get('token'), { testBaseUrl: params.get('api') });
const config = {
  products: ['oauth', 'otp', 'passwords'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
  otpOptions: { methods: ['email'], expirationMinutes: 10 },
  passwordOptions: { loginRedirectURL: location.href, resetPasswordRedirectURL: location.href },
};
const locale = params.get('locale') ?? undefined;
if (locale && params.has('preload')) await preloadLocale(locale);
window.__benchMount();
createRoot(document.getElementById('root')).render(createElement(Login, { client, config, locale }));
