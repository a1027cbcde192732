/**
 * The English of NewPasswordField, a part of the later screens (`screens/shared/NewPasswordField.tsx`), which
 * passes it to `useText`: it travels in that module's chunk (issue 36).
 */
export const newPasswordFieldText = {
  'field.newPassword.label': 'New password',
} as const;
