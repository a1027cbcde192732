/**
 * The English of the PasskeyRegistrationSuccess screen
 * (`screens/PasskeyRegistrationSuccess/PasskeyRegistrationSuccess.tsx`), which passes it to `useText`: it
 * travels in that module's chunk (issue 36).
 */
export const passkeyRegistrationSuccessText = {
  'passkeySuccess.header': 'Passkey successfully created!',
  'passkeySuccess.existing': 'Existing Passkeys',
  'passkeySuccess.another': 'Set up another Passkey',
  'passkeySuccess.done': 'Done',
  'passkeySuccess.delete': 'Delete',
  'passkeySuccess.cancel': 'Cancel',
  'passkeySuccess.deleteWarning': 'Once deleted, the passkey cannot be restored.',
} as const;
