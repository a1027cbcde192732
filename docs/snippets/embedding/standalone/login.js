// login.js
import { createClient } from '/vendor/gatehouse.standalone.js';

const ui = document.querySelector('stytch-ui');
if (!ui) throw new Error('No <stytch-ui> on the page');
ui.client = createClient('public-token-test-…', { testBaseUrl: 'http://localhost:8787' });
// (`@type {const}` keeps the lists' literal types for editors that check JavaScript against the package's types.)
ui.config = /** @type {const} */ ({ products: ['otp'], otpOptions: { methods: ['email', 'sms'] } });
ui.addEventListener('stytch-event', (event) => console.log(event.detail.type));
