/** The account page's React binding: its controller from the nearest `AccountProvider`, read through selectors. */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { useText, type MainMessageKey } from '../i18n/index.js';
import type { ShownMessage } from '../i18n/useText.js';
import { accountSettingsText } from '../i18n/english/AccountSettings.js';
import { passkeyRowText } from '../i18n/english/PasskeyRow.js';
import { strengthMeterText } from '../i18n/english/StrengthMeter.js';
import { totpEnrollText } from '../i18n/english/TOTPEnroll.js';
import { totpRecoveryCodesText } from '../i18n/english/TOTPRecoveryCodes.js';
import { newPasswordFieldText } from '../i18n/english/NewPasswordField.js';
import { otpFieldText } from '../i18n/english/OTPField.js';
import { totpCodeFieldText } from '../i18n/english/TOTPCodeField.js';
import type { AccountState } from './reduce.js';
import type { AccountController } from './store.js';

export const AccountContext = createContext<AccountController | null>(null);

/** The nearest provider's controller; throws outside one, naming what to wrap the sections in. */
export function useAccountStore(): AccountController {
  const store = useContext(AccountContext);
  if (!store) throw new Error('Gatehouse account sections must be rendered inside <AccountProvider> (or AccountSettings).');
  return store;
}

/** A part of the account state; re-renders only when it changes. */
export function useAccount<T>(select: (state: AccountState) => T): T {
  const store = useAccountStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getSnapshot()),
    () => select(store.getSnapshot()),
  );
}

/** The page's English and that of the parts it reuses from the sign-in screens (issue 36: it travels with them). */
const english = {
  ...accountSettingsText,
  ...passkeyRowText,
  ...strengthMeterText,
  ...totpEnrollText,
  ...totpRecoveryCodesText,
  ...newPasswordFieldText,
  ...otpFieldText,
  ...totpCodeFieldText,
};

/** `t` for the account page. */
export const useAccountText = () => useText(english);

/** A key of the account page's text. */
export type AccountMessageKey = MainMessageKey | keyof typeof english;

/** A message the account page shows: a key of its text with its parameters, or text from the server. */
export type AccountMessage = ShownMessage<AccountMessageKey>;
