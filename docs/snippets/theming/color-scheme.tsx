import { createClient } from 'gatehouse-auth/client';
import { Login } from 'gatehouse-auth';

const client = createClient('public-token-live-…');

// Light or dark as the user's system is set, and live when they change it: a media query, no script.
export function SignIn() {
  return <Login client={client} config={{ products: ['emailMagicLinks'] }} colorScheme="auto" />;
}
