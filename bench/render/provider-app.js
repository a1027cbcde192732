// The provider's widget in a host page that is already a React app (bench/render/host-app.js): its React
// components (`StytchProvider`, `StytchLogin` from `@stytch/nextjs`, which imports nothing of Next.js and is
// its React SDK's UI), React shared with the app. Same config and emulator as provider.js.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createStytchClient, Products, StytchLogin, StytchProvider } from '@stytch/nextjs';
import { config } from './gatehouse-config.js';
import { HostApp } from './host-app.js';

const params = new URLSearchParams(location.search);
const api = params.get('api');
// `endpoints` rather than `customBaseUrl`, as in provider.js.
const client = createStytchClient(params.get('token'), { endpoints: { testAPIURL: api, liveAPIURL: api } });
window.__benchMount();
createRoot(document.getElementById('root')).render(
  createElement(
    HostApp,
    null,
    createElement(
      StytchProvider,
      { stytch: client },
      createElement(StytchLogin, { config: { ...config, products: [Products.oauth, Products.otp, Products.passwords] } }),
    ),
  ),
);
