// The floor of the race: React 19 alone, its root rendering only what the observer waits for (Main's header,
// the last social button, a field) and nothing of Gatehouse. Any widget built on React pays at least this
// between its render call and its header; issue 27's "mount → header" target is read against it.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

window.__benchMount();
createRoot(document.getElementById('root')).render(
  createElement(
    'div',
    null,
    createElement('h2', null, 'Sign up or log in'),
    createElement('button', { type: 'button' }, 'Continue with GitHub'),
    createElement('input', { type: 'email', 'aria-label': 'Email' }),
  ),
);
