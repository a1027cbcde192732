/**
 * A host page that embeds the built package the way a site would, served with a strict
 * Content-Security-Policy (test/e2e/support/built-site.ts). The URL query picks how the widget is embedded:
 *
 * - `setup=react` the React component, `mount` the vanilla mount API, `element` the custom element by properties;
 * - `widget=login` (the default), `resetPassword` or `passkeyRegistration`: which widget (`Login` /
 *   `mountLogin` / `<stytch-ui>`, and so on); `resetToken` the reset widget's `passwordResetToken` (the
 *   `password-reset-token` attribute on `<stytch-reset-password>`);
 * - `products` the configured products (default `otp`; passcodes by email);
 * - `shadow=1` config.enableShadowDOM; `hostile=1` / `parts=1` add the host stylesheets in public/;
 * - `oneTap=1` Google One Tap with the emulator's stand-in script, coming back to `redirect`;
 * - `manual=1` waits for `gatehouseHost.mount()` instead of mounting on load;
 * - `api` and `token`: the emulator and its public token.
 *
 * `window.gatehouseHost` lets a test mount, update and unmount the widget as the page's own code would.
 */
import { createRoot, type Root } from 'react-dom/client';
import type { ComponentType } from 'react';
import { Login, PasskeyRegistration, ResetPassword, type Product, type ResetPasswordProps, type WidgetProps } from 'gatehouse-auth';
import { createClient } from 'gatehouse-auth/client';
import {
  defineElements,
  mountLogin,
  mountPasskeyRegistration,
  mountResetPassword,
  type MountedWidget,
  type MountResetPasswordOptions,
} from 'gatehouse-auth/elements';
import 'gatehouse-auth/style.css';
import './host.css';

type Props = Omit<WidgetProps, 'client'>;

const query = new URLSearchParams(location.search);
const api = query.get('api') ?? '';
const client = createClient(query.get('token') ?? '', { testBaseUrl: api, liveBaseUrl: api });
const products = (query.get('products') ?? 'otp').split(',') as readonly Product[] as WidgetProps['config']['products'];
const resetToken = query.get('resetToken') ?? undefined;
let props: Props = {
  config: { products, otpOptions: { methods: ['email'] }, enableShadowDOM: query.get('shadow') === '1' },
};
if (query.get('oneTap') === '1') {
  // Google One Tap from the emulator's stand-in script (the page's policy allows that one script origin): the
  // widget loads it through its Trusted Types policy; `redirect` is where the sign-in comes back to.
  const back = query.get('redirect') ?? undefined;
  props.config = {
    ...props.config,
    products: ['oauth'],
    oauthOptions: {
      providers: [{ type: 'google', one_tap: true }],
      oneTapScriptURL: `${api}/_emulator/one_tap/gsi/client`,
      loginRedirectURL: back,
      signupRedirectURL: back,
    },
  };
}

/** A widget as a React component, a mount call and a custom element. */
interface Widget {
  Component: ComponentType<ResetPasswordProps>;
  mount: (options: MountResetPasswordOptions) => MountedWidget;
  tag: 'stytch-ui' | 'stytch-reset-password' | 'stytch-passkey-registration';
}

const WIDGETS: Record<string, Widget> = {
  login: { Component: Login, mount: mountLogin, tag: 'stytch-ui' },
  resetPassword: { Component: ResetPassword, mount: mountResetPassword, tag: 'stytch-reset-password' },
  passkeyRegistration: { Component: PasskeyRegistration, mount: mountPasskeyRegistration, tag: 'stytch-passkey-registration' },
};
const widget = WIDGETS[query.get('widget') ?? 'login']!;

for (const sheet of ['hostile', 'parts']) {
  if (query.get(sheet) !== '1') continue;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `/${sheet}.css`;
  document.head.append(link);
}

// What the page hears from the widget: the DOM events, listened for on the document, and the session.
const events = document.getElementById('events')!;
for (const type of ['stytch-event', 'stytch-error'] as const) {
  document.addEventListener(type, (event) => {
    const item = document.createElement('li');
    item.dataset['kind'] = type;
    item.textContent = type === 'stytch-event' ? (event.detail as { type: string }).type : (event.detail as { message: string }).message;
    events.append(item);
  });
}
const session = document.getElementById('session')!;
client.session.onChange((current) => {
  session.textContent = current ? `Signed in as ${client.user.getSync()?.emails[0]?.email ?? current.user_id}` : 'Signed out';
});

const target = document.getElementById('widget')!;

interface Embedding {
  update(next: Props): void;
  unmount(): void;
}

/** The React component, in the page's own React root. */
function react(): Embedding {
  let root: Root | null = createRoot(target);
  const { Component } = widget;
  const render = () => root?.render(<Component client={client} passwordResetToken={resetToken} {...props} />);
  render();
  return {
    update: render,
    unmount: () => {
      root?.unmount();
      root = null;
    },
  };
}

/** The vanilla mount API. */
function mount(): Embedding {
  const mounted = widget.mount({ elementId: '#widget', client, passwordResetToken: resetToken, ...props });
  return { update: (next) => mounted.update(next), unmount: () => mounted.unmount() };
}

/** The custom element, set up by properties (and the reset token as its attribute). */
function element(): Embedding {
  defineElements();
  const ui = document.createElement(widget.tag);
  if (resetToken) ui.setAttribute('password-reset-token', resetToken);
  target.append(ui);
  const apply = () => {
    ui.client = client;
    ui.config = props.config;
    ui.styles = props.styles;
  };
  apply();
  return { update: apply, unmount: () => ui.remove() };
}

const setups = { react, mount, element };
let current: Embedding | null = null;

const host = {
  mount() {
    current ??= setups[(query.get('setup') ?? 'react') as keyof typeof setups]();
  },
  update(next: Partial<Props>) {
    props = { ...props, ...next };
    current?.update(props);
  },
  unmount() {
    current?.unmount();
    current = null;
  },
};
(window as unknown as { gatehouseHost: typeof host }).gatehouseHost = host;
if (query.get('manual') !== '1') host.mount();
