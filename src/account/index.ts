/** The account page (issue 39): `AccountSettings`, its provider and sections for composition, `UserButton`, their types. */
export { AccountCard, AccountSettings } from './AccountSettings.js';
export type { AccountSettingsProps } from './AccountSettings.js';
export { AccountProvider } from './AccountProvider.js';
export type { AccountProviderProps } from './AccountProvider.js';
export { AuthenticatorSection } from './sections/AuthenticatorSection.js';
export { ConnectedSection } from './sections/ConnectedSection.js';
export { ContactsSection } from './sections/ContactsSection.js';
export { PasskeysSection } from './sections/PasskeysSection.js';
export { PasswordSection } from './sections/PasswordSection.js';
export { ProfileSection } from './sections/ProfileSection.js';
export { SignOutSection } from './sections/SignOutSection.js';
export { UserButton } from './UserButton.js';
export type { UserButtonProps } from './UserButton.js';
export type { AccountCalls, AccountServices, PasswordPolicy, RemovableKind } from './services.js';
export type { AccountCallbacks, AccountEvent, AccountEventData, AccountEventType, StepUpFactor } from './store.js';
