import { createClient } from 'gatehouse-auth/client';
import { Login, type Presentation } from 'gatehouse-auth';

const client = createClient('public-token-live-…');

// The provider's 6.x theme, unchanged: a light and a dark half, followed by the user's colour scheme.
const presentation: Presentation = {
  theme: [
    { primary: '#0A6600', 'primary-foreground': '#FFFFFF', 'rounded-base': '6px', 'font-family': 'Inter, sans-serif' },
    { primary: '#9FE870', 'primary-foreground': '#0B1115', background: '#162229', foreground: '#E8EEF1' },
  ],
  options: { logo: { url: 'https://example.com/logo.svg', alt: 'Example' }, inputIdSuffix: '-checkout' },
};

export function SignIn() {
  return <Login client={client} config={{ products: ['emailMagicLinks'] }} presentation={presentation} />;
}
