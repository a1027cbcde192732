/**
 * The English of the account page (`src/account`, issue 39): `AccountSettings`, its sections, the fresh-factor
 * prompt and `UserButton`. It travels in the account chunk, which Login never loads (issue 36).
 */
export const accountSettingsText = {
  'account.header': 'Account',
  'account.loading': 'Loading your account',
  'account.noUser': 'Sign in to manage your account.',
  'account.remove': 'Remove {item}',
  'account.cancel': 'Cancel',
  'account.save': 'Save',
  'account.verified': 'Verified',
  'account.unverified': 'Not verified',
  'account.primary': 'Primary',
  'account.lastWay': 'This is your only way to sign in, so it cannot be removed. Add another way to sign in first.',
  'account.removed': '{item} removed',

  'account.profile.header': 'Profile',
  'account.profile.firstName': 'First name',
  'account.profile.lastName': 'Last name',
  'account.profile.saved': 'Name saved',

  'account.contacts.header': 'Emails and phone numbers',
  'account.contacts.addEmail': 'Add an email',
  'account.contacts.addPhone': 'Add a phone number',
  'account.contacts.send': 'Send code',
  'account.contacts.codeSent': 'Enter the code sent to {destination}.',
  'account.contacts.emailAdded': 'Email {email} added',
  'account.contacts.phoneAdded': 'Phone number {phone} added',

  'account.passkeys.header': 'Passkeys',
  'account.passkeys.none': 'No passkeys yet.',
  'account.passkeys.add': 'Add a passkey',
  'account.passkeys.added': 'Passkey added',
  'account.passkeys.renamed': 'Passkey renamed',
  'account.passkeys.deleteWarning': 'Delete the passkey {name}? Once deleted, the passkey cannot be restored.',
  'account.passkeys.delete': 'Delete',

  'account.totp.header': 'Authenticator app',
  'account.totp.on': 'An authenticator app is set up.',
  'account.totp.off': 'Use codes from an authenticator app as a second step when you sign in.',
  'account.totp.setUp': 'Set up an authenticator app',
  'account.totp.added': 'Authenticator app set up',
  'account.totp.removed': 'Authenticator app removed',
  'account.totp.viewCodes': 'View recovery codes',
  'account.totp.hideCodes': 'Hide recovery codes',

  'account.password.header': 'Password',
  'account.password.set': 'Set a password',
  'account.password.change': 'Change password',
  'account.password.saved': 'Password saved',
  'account.password.breached': 'This password appeared in a data breach. Choose another one.',
  'account.password.weak': 'Choose a stronger password.',

  'account.connected.header': 'Connected accounts',
  'account.connected.none': 'No connected accounts.',

  'account.signOut.header': 'Sign out',
  'account.signOut.button': 'Sign out of this device',
  'account.signOut.done': 'Signed out',

  'account.stepUp.header': 'Confirm it’s you',
  'account.stepUp.body': 'For your security, confirm it’s you to continue.',
  'account.stepUp.emailCode': 'Send a code to {destination}',
  'account.stepUp.passkey': 'Use a passkey',
  'account.stepUp.password': 'Password',
  'account.stepUp.confirm': 'Confirm',

  'account.userButton.label': 'Account menu for {name}',
  'account.userButton.manage': 'Manage account',
  'account.userButton.signOut': 'Sign out',
  'account.userButton.close': 'Close',
} as const;
