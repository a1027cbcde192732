import { createClient } from 'gatehouse-auth/client';
import { defineElements } from 'gatehouse-auth/elements';
import 'gatehouse-auth/style.css';

defineElements(); // once; safe to repeat, and keeps elements another copy of the package registered

const ui = document.querySelector('stytch-ui')!;
ui.client = createClient('public-token-test-…', { testBaseUrl: 'http://localhost:8787' });
ui.config = { products: ['otp'], otpOptions: { methods: ['email'] } };
ui.styles = { colors: { primary: '#3B2412' } };

document.addEventListener('stytch-event', (event) => console.log(event.detail.type));
document.addEventListener('stytch-error', (event) => console.error(event.detail.message));
