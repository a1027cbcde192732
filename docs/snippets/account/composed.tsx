import { AccountCard, AccountProvider, PasskeysSection, PasswordSection, UserButton } from 'gatehouse-auth';

/** A security tab of your own: two sections in the page's card, and the menu button in your header. */
export function SecurityTab() {
  return (
    <>
      <header>
        <UserButton manageUrl="/account" />
      </header>
      <AccountProvider>
        <AccountCard>
          <PasskeysSection />
          <PasswordSection />
        </AccountCard>
      </AccountProvider>
    </>
  );
}
