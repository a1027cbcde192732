import { createClient } from 'gatehouse-auth/client';

const client = createClient('public-token-test-…', { testBaseUrl: 'http://localhost:8787' });

const { signedIn, pendingFactors } = client.session.getInfo(); // false, ['totp'] at the TOTP prompt
console.log(signedIn, pendingFactors);
client.session.onChange((_session, info) => document.body.classList.toggle('signed-in', info.signedIn));
