// Gatehouse's `Login` in a host page that is already a React app (bench/render/host-app.js): the app's root
// renders its tree with the widget in it, React shared by both. Same config and client as gatehouse.js.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Login } from 'gatehouse-auth';
import { createClient } from 'gatehouse-auth/client';
import 'gatehouse-auth/style.css';
import { config } from './gatehouse-config.js';
import { HostApp } from './host-app.js';

const params = new URLSearchParams(location.search);
const client = createClient(params.get('token'), { testBaseUrl: params.get('api') });
window.__benchMount();
createRoot(document.getElementById('root')).render(createElement(HostApp, null, createElement(Login, { client, config })));
