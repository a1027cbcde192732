import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { ScreenLayout } from '../primitives/ScreenLayout/index.js';
import { Spinner } from '../primitives/Spinner/index.js';
import { Text } from '../primitives/Text/index.js';
import { AccountProvider, type AccountProviderProps } from './AccountProvider.js';
import { useAccount, useAccountText } from './context.js';
import { AuthenticatorSection } from './sections/AuthenticatorSection.js';
import { ConnectedSection } from './sections/ConnectedSection.js';
import { ContactsSection } from './sections/ContactsSection.js';
import { PasskeysSection } from './sections/PasskeysSection.js';
import { PasswordSection } from './sections/PasswordSection.js';
import { ProfileSection } from './sections/ProfileSection.js';
import { SignOutSection } from './sections/SignOutSection.js';
import * as styles from './AccountSettings.css.js';

export type AccountSettingsProps = Omit<AccountProviderProps, 'children'> & {
  /** The sections to show, in order (each is exported for composition). @default every section */
  children?: ReactNode;
};

/** Every section, in the page's order. */
function AllSections() {
  return (
    <>
      <ProfileSection />
      <ContactsSection />
      <PasskeysSection />
      <AuthenticatorSection />
      <PasswordSection />
      <ConnectedSection />
      <SignOutSection />
    </>
  );
}

/**
 * The card the sections sit in: 'Account', then the sections; 'Loading your account' until the user is
 * there, and 'Sign in to manage your account.' without one — which takes focus when the user signs out here,
 * so focus never falls to the page.
 */
export function AccountCard({ children }: { children?: ReactNode }) {
  const t = useAccountText();
  const signedIn = useAccount((state) => state.user !== null);
  const loading = useAccount((state) => state.loading);
  const noUser = useRef<HTMLDivElement>(null);
  const wasSignedIn = useRef(signedIn);
  useLayoutEffect(() => {
    if (wasSignedIn.current && !signedIn) noUser.current?.focus();
    wasSignedIn.current = signedIn;
  }, [signedIn]);
  let content;
  if (signedIn) content = <div className={styles.sections}>{children ?? <AllSections />}</div>;
  else if (loading) content = <Spinner label={t('account.loading')} />;
  else
    content = (
      <div ref={noUser} tabIndex={-1} className={styles.focusTarget} data-part="account-no-user">
        <Text>{t('account.noUser')}</Text>
      </div>
    );
  return (
    <div data-screen="AccountSettings" data-part="account-settings">
      <ScreenLayout header={t('account.header')}>{content}</ScreenLayout>
    </div>
  );
}

/**
 * The signed-in user's account page (issue 39): profile, emails and phone numbers, passkeys, authenticator
 * app and recovery codes, password, connected accounts and sign-out, in the widget's card, theme and
 * language. A change the API refuses for a stale session asks for a fresh factor inline, then runs again.
 * Compose your own with `AccountProvider` and the sections.
 */
export function AccountSettings({ children, ...props }: AccountSettingsProps) {
  return (
    <AccountProvider {...props}>
      <AccountCard>{children}</AccountCard>
    </AccountProvider>
  );
}
