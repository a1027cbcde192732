/**
 * The English of the PasskeyRow primitive, which only the later screens use
 * (`primitives/PasskeyRow/PasskeyRow.tsx`), which passes it to `useText`: it travels in that module's chunk
 * (issue 36).
 */
export const passkeyRowText = {
  'passkeyRow.nameLabel': 'Passkey name',
  'passkeyRow.edit': 'Edit name of {name}',
  'passkeyRow.save': 'Save name of {name}',
  'passkeyRow.delete': 'Delete {name}',
} as const;
