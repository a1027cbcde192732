import { createClient } from 'gatehouse-auth/client';
import { defineElements, mountAccountSettings } from 'gatehouse-auth/elements';

const client = createClient('public-token-test-…');

// The custom element: <gatehouse-account-settings shadow locale="de"></gatehouse-account-settings>
defineElements();
const element = document.querySelector('gatehouse-account-settings');
if (element) {
  element.client = client;
  element.callbacks = { onEvent: (event) => console.info(event.type) };
}

// Or the mount API, into any element.
const mounted = mountAccountSettings({ elementId: '#account', client, enableShadowDOM: true });
// Later: mounted.unmount();
export { mounted };
