'use client';
import {
  AccountSettings,
  AuthenticatorSection,
  ConnectedSection,
  ContactsSection,
  PasskeysSection,
  PasswordSection,
  ProfileSection,
} from 'gatehouse-auth';

/**
 * The signed-in user's settings (issue 39), from the app's `GatehouseProvider` client. Composed without the
 * page's own sign-out section: the page's 'Sign out' button also refreshes the server-rendered page.
 */
export function Settings() {
  return (
    <AccountSettings>
      <ProfileSection />
      <ContactsSection />
      <PasskeysSection />
      <AuthenticatorSection />
      <PasswordSection />
      <ConnectedSection />
    </AccountSettings>
  );
}
