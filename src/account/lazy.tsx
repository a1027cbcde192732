/**
 * The account page as the package root exports it: light components that load the page's chunk on first
 * render, so a page importing `Login` from the root fetches none of it (issue 39 "nothing of AccountSettings
 * in Login's up-front bytes"; test/build/size-budget.test.ts). The chunk is ./index.ts.
 */
import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type * as Account from './index.js';

type Exports = typeof Account;
type ComponentName = {
  [K in keyof Exports]: Exports[K] extends ComponentType<never> ? K : never;
}[keyof Exports];

const load = () => import('./index.js');

/** A component that renders `name` from the account chunk once it is loaded (nothing before). */
function lazyPart<K extends ComponentName>(name: K): (props: ComponentProps<Exports[K]> & object) => ReactNode {
  type Props = ComponentProps<Exports[K]> & object;
  const Loaded = lazy(() => load().then((module) => ({ default: module[name] as unknown as ComponentType<Props> })));
  function Part(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  Part.displayName = name;
  return Part;
}

export const AccountSettings = /* @__PURE__ */ lazyPart('AccountSettings');
export const AccountProvider = /* @__PURE__ */ lazyPart('AccountProvider');
export const AccountCard = /* @__PURE__ */ lazyPart('AccountCard');
export const ProfileSection = /* @__PURE__ */ lazyPart('ProfileSection');
export const ContactsSection = /* @__PURE__ */ lazyPart('ContactsSection');
export const PasskeysSection = /* @__PURE__ */ lazyPart('PasskeysSection');
export const AuthenticatorSection = /* @__PURE__ */ lazyPart('AuthenticatorSection');
export const PasswordSection = /* @__PURE__ */ lazyPart('PasswordSection');
export const ConnectedSection = /* @__PURE__ */ lazyPart('ConnectedSection');
export const SignOutSection = /* @__PURE__ */ lazyPart('SignOutSection');
export const UserButton = /* @__PURE__ */ lazyPart('UserButton');
