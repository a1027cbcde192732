// The page of `npm run bench:render` for the standalone script (React inside, no bundler): `<stytch-ui>`
// from `gatehouse.standalone.js` as served next to it, the same config, the client against the emulator;
// `?shadow=1` renders it in shadow DOM (config.enableShadowDOM).
import { createClient } from './gatehouse.standalone.js';

const params = new URLSearchParams(location.search);
const client = createClient(params.get('token'), { testBaseUrl: params.get('api') });
const config = {
  products: ['oauth', 'otp', 'passwords'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
  otpOptions: { methods: ['email'], expirationMinutes: 10 },
  passwordOptions: { loginRedirectURL: location.href, resetPasswordRedirectURL: location.href },
  enableShadowDOM: params.get('shadow') === '1',
};
window.__benchMount();
const element = document.createElement('stytch-ui');
element.client = client;
element.config = config;
document.getElementById('root').append(element);
