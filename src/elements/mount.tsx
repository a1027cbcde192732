/**
 * The vanilla mount API: the widget for pages that are not React apps (or that keep React out of the
 * widget's way). Each call renders the same React entry point a React host would, into its own container
 * inside the target, so unmounting removes every node, listener and timer the widget added.
 */
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { GatehouseClient } from '../client/index.js';
import { AccountSettings } from '../account/lazy.js';
import type { AccountSettingsProps } from '../account/index.js';
import { Login, PasskeyRegistration, ResetPassword, type WidgetProps } from '../widget/index.js';
import { resolveMountTarget } from './mountTarget.js';

/** What every mount call takes: the widget's props plus where to render. */
export interface MountOptions extends Omit<WidgetProps, 'client'> {
  /** Where to render: an element, or a CSS selector that must match one on the page (spec §8). */
  elementId: string | Element;
  /** A `gatehouse-auth/client` instance (`createClient(publicToken, options)`). */
  client: GatehouseClient;
}

export interface MountResetPasswordOptions extends MountOptions {
  /** The reset token from the emailed link; read from the page's URL when left out (spec §2). */
  passwordResetToken?: string;
}

/** What `mountAccountSettings` takes: the account page's props plus where to render (issue 39). */
export interface MountAccountSettingsOptions extends Omit<AccountSettingsProps, 'client' | 'children' | 'host'> {
  /** Where to render: an element, or a CSS selector that must match one on the page. */
  elementId: string | Element;
  /** A `gatehouse-auth/client` instance. */
  client: GatehouseClient;
}

/** A mounted widget. */
export interface MountedWidget<Options extends { elementId: string | Element } = MountOptions> {
  /**
   * Changes some props (config, theme, strings, callbacks, …). The user keeps their place: the screen and
   * what they entered stay. A new `client` starts over.
   */
  update(props: Partial<Omit<Options, 'elementId'>>): void;
  /** Removes the widget and everything it added to the page. Calling it again does nothing. */
  unmount(): void;
}

interface Mounted {
  /** Which entry point it is: `login`, `resetPassword`, `passkeyRegistration`, `accountSettings`. */
  kind: string;
  handle: MountedWidget<never>;
}

/** What is mounted on each target, so mounting there again updates it instead of stacking a second widget. */
const mounted = new WeakMap<Element, Mounted>();

function mount<Options extends { elementId: string | Element }>(
  kind: string,
  EntryPoint: ComponentType<Omit<Options, 'elementId'>>,
  { elementId, ...initial }: Options,
): MountedWidget<Options> {
  const target = resolveMountTarget(elementId);
  const existing = mounted.get(target);
  if (existing?.kind === kind) {
    const handle = existing.handle as unknown as MountedWidget<Options>;
    handle.update(initial as Partial<Omit<Options, 'elementId'>>);
    return handle;
  }
  existing?.handle.unmount();

  let props = initial as Omit<Options, 'elementId'>;
  const container = target.ownerDocument.createElement('div');
  container.dataset['gatehouseMount'] = kind;
  target.append(container);
  let root: Root | null = createRoot(container);
  const render = () => root?.render(<EntryPoint {...props} />);

  const handle: MountedWidget<Options> = {
    update(partial) {
      if (!root) return;
      props = { ...props, ...partial };
      render();
    },
    unmount() {
      if (!root) return;
      root.unmount();
      root = null;
      container.remove();
      if (mounted.get(target)?.handle === handle) mounted.delete(target);
    },
  };
  mounted.set(target, { kind, handle: handle as unknown as MountedWidget<never> });
  render();
  return handle;
}

/** Mounts the sign-in widget (spec §1 login mode, starting on Main). */
export function mountLogin(options: MountOptions): MountedWidget {
  return mount('login', Login, options);
}

/** Mounts the reset-password widget (spec §1, starting on PasswordResetForm). */
export function mountResetPassword(options: MountResetPasswordOptions): MountedWidget<MountResetPasswordOptions> {
  return mount('resetPassword', ResetPassword, options);
}

/** Mounts passkey registration for the signed-in user (spec §1, starting on PasskeyRegistrationStart). */
export function mountPasskeyRegistration(options: MountOptions): MountedWidget {
  return mount('passkeyRegistration', PasskeyRegistration, options);
}

/**
 * Mounts the signed-in user's account page (issue 39). Its code loads when it first renders: a page that
 * mounts only `Login` fetches none of it.
 */
export function mountAccountSettings(options: MountAccountSettingsOptions): MountedWidget<MountAccountSettingsOptions> {
  return mount('accountSettings', AccountSettings, options);
}
