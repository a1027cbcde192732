import { createClient } from 'gatehouse-auth/client';
import { mountLogin, mountResetPassword } from 'gatehouse-auth/elements';
import 'gatehouse-auth/style.css';

const client = createClient('public-token-test-…', { testBaseUrl: 'http://localhost:8787' });

const login = mountLogin({
  elementId: '#login', // a selector or an element
  client,
  config: { products: ['otp'], otpOptions: { methods: ['email'] } },
  callbacks: { onEvent: (event) => console.log(event.type) },
});

// Later: change options without losing the user's place…
login.update({ styles: { colors: { primary: '#0B5345' } } });
// …or take it off the page: its nodes, listeners and timers go with it.
login.unmount();

// On the page reset emails link to: the token comes from the address (`?token=`) when not passed.
const token = new URLSearchParams(window.location.search).get('token') ?? undefined;
mountResetPassword({ elementId: '#reset', client, config: { products: ['passwords'] }, passwordResetToken: token });
