import { AccountSettings, type AccountEvent } from 'gatehouse-auth';

/** Your app's account page, inside its `GatehouseProvider` (the client comes from there). */
export function AccountPage() {
  const onEvent = (event: AccountEvent) => {
    // Typed by `type`: ACCOUNT_EMAIL_ADD, ACCOUNT_PASSKEY_ADD, ACCOUNT_FACTOR_REMOVE, ACCOUNT_STEP_UP, …
    if (event.type === 'ACCOUNT_FACTOR_REMOVE') console.info(`Removed a ${event.data.kind}`, event.data.id);
  };
  return <AccountSettings callbacks={{ onEvent }} baseTheme="dark" locale="fr" />;
}
