// The standalone example's script: plain JavaScript, no bundler. Importing the standalone build registers
// <stytch-ui>; the page creates a client and hands it and a config to the element as properties.
// Open it with ?api=<emulator URL>&token=<public token> (the playground's header links here with both).
import { createClient } from './gatehouse.standalone.js';

const query = new URLSearchParams(location.search);
const api = query.get('api');
const token = query.get('token');
const status = document.getElementById('status');
const events = document.getElementById('events');

if (!api || !token) {
  status.textContent = 'Open this page with ?api=<emulator URL>&token=<public token>.';
} else {
  const client = createClient(token, { testBaseUrl: api, liveBaseUrl: api });
  const ui = document.querySelector('stytch-ui');
  ui.client = client;
  ui.config = { products: ['otp'], otpOptions: { methods: ['email', 'sms'] } };

  ui.addEventListener('stytch-event', (event) => {
    const item = document.createElement('li');
    item.textContent = event.detail.type;
    events.append(item);
  });
  client.session.onChange((session) => {
    const user = client.user.getSync();
    status.textContent = session ? `Signed in as ${user?.emails[0]?.email ?? session.user_id}` : 'Signed out';
  });
}
