// The host page of `npm run bench:render` for the provider's prebuilt widget (`@stytch/vanilla-js`, its
// `<stytch-ui>` element), with the same config and the client against the same emulator.
import { createStytchClient, Products, StytchUI } from '@stytch/vanilla-js';

const params = new URLSearchParams(location.search);
const client = createStytchClient(params.get('token'), { customBaseUrl: params.get('api') });
const config = {
  products: [Products.oauth, Products.otp, Products.passwords],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
  otpOptions: { methods: ['email'], expirationMinutes: 10 },
  passwordOptions: { loginRedirectURL: location.href, resetPasswordRedirectURL: location.href },
};
customElements.define('stytch-ui', StytchUI);
window.__benchMount();
const element = document.createElement('stytch-ui');
element.client = client;
element.config = config;
document.getElementById('root').append(element);
