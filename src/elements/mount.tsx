/**
 * The vanilla mount API: the widget for pages that are not React apps (or that keep React out of the
 * widget's way). Each call renders the same React entry point a React host would, into its own container
 * inside the target, so unmounting removes every node, listener and timer the widget added.
 */
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { GatehouseClient } from '../client/index.js';
import { Login, PasskeyRegistration, ResetPassword, type ResetPasswordProps, type WidgetProps } from '../widget/index.js';
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

/** A mounted widget. */
export interface MountedWidget<Options extends MountOptions = MountOptions> {
  /**
   * Changes some props (config, theme, strings, callbacks, …). The user keeps their place: the screen and
   * what they entered stay. A new `client` starts over.
   */
  update(props: Partial<Omit<Options, 'elementId'>>): void;
  /** Removes the widget and everything it added to the page. Calling it again does nothing. */
  unmount(): void;
}

type Kind = 'login' | 'resetPassword' | 'passkeyRegistration';

const ENTRY_POINTS: Record<Kind, ComponentType<ResetPasswordProps>> = {
  login: Login,
  resetPassword: ResetPassword,
  passkeyRegistration: PasskeyRegistration,
};

interface Mounted {
  kind: Kind;
  handle: MountedWidget<MountResetPasswordOptions>;
}

/** What is mounted on each target, so mounting there again updates it instead of stacking a second widget. */
const mounted = new WeakMap<Element, Mounted>();

function mount(kind: Kind, { elementId, ...initial }: MountResetPasswordOptions): MountedWidget<MountResetPasswordOptions> {
  const target = resolveMountTarget(elementId);
  const existing = mounted.get(target);
  if (existing?.kind === kind) {
    existing.handle.update(initial);
    return existing.handle;
  }
  existing?.handle.unmount();

  let props: Omit<MountResetPasswordOptions, 'elementId'> = initial;
  const container = target.ownerDocument.createElement('div');
  container.dataset['gatehouseMount'] = kind;
  target.append(container);
  let root: Root | null = createRoot(container);
  const EntryPoint = ENTRY_POINTS[kind];
  const render = () => root?.render(<EntryPoint {...props} />);

  const handle: MountedWidget<MountResetPasswordOptions> = {
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
  mounted.set(target, { kind, handle });
  render();
  return handle;
}

/** Mounts the sign-in widget (spec §1 login mode, starting on Main). */
export function mountLogin(options: MountOptions): MountedWidget {
  return mount('login', options);
}

/** Mounts the reset-password widget (spec §1, starting on PasswordResetForm). */
export function mountResetPassword(options: MountResetPasswordOptions): MountedWidget<MountResetPasswordOptions> {
  return mount('resetPassword', options);
}

/** Mounts passkey registration for the signed-in user (spec §1, starting on PasskeyRegistrationStart). */
export function mountPasskeyRegistration(options: MountOptions): MountedWidget {
  return mount('passkeyRegistration', options);
}
