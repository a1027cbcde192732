// The host page that is already a React app (issue 38: "a host page that is already a React app (React
// shared, as most hosts are)"): its own tree, a header with its navigation and a main column, rendered by its
// root; the sign-in widget is one component in it, with the same React. Both widgets' pages render this.
import { createElement as h } from 'react';

export function HostApp({ children }) {
  return h(
    'div',
    { className: 'app' },
    h('header', null, h('nav', { 'aria-label': 'Site' }, h('a', { href: '#' }, 'Shop'), ' ', h('a', { href: '#' }, 'Cart'))),
    h('main', null, h('h1', null, 'Welcome back'), children),
    h('footer', null, 'Terms'),
  );
}
