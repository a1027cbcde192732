// The host page of `npm run bench:render` for the provider's prebuilt widget (`@stytch/vanilla-js`, its
// `<stytch-ui>` element), with the same config and the client against the same emulator.
import { createStytchClient, Products, StytchUI } from '@stytch/vanilla-js';

const params = new URLSearchParams(location.search);
// `endpoints`, not `customBaseUrl`: the SDK turns a custom base URL into `https://<hostname>` (no scheme of
// its own, no port), which here is a refused connection rather than the emulator the Gatehouse page talks to.
// `endpoints` is not in its types, but its config reads it as is (dist/esm/packages/core/src/utils/api.mjs).
const api = params.get('api');
const client = createStytchClient(params.get('token'), { endpoints: { testAPIURL: api, liveAPIURL: api } });
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
