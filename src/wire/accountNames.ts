import type { User } from './index.js';

/**
 * The user's names as a passkey shows them (WebAuthn `user.name`, `user.displayName`): the first email, phone
 * number, wallet or the user id; the full name, else that. Registration's overrides win. The emulator writes
 * them into the creation options; the widget signals them after a rename (Signal API, issue 39).
 */
export function webauthnAccountNames(
  user: Pick<User, 'user_id' | 'name' | 'emails' | 'phone_numbers' | 'crypto_wallets'>,
  overrides: { name?: string | undefined; displayName?: string | undefined } = {},
): { name: string; displayName: string } {
  const fullName = [user.name.first_name, user.name.last_name].filter(Boolean).join(' ');
  const name =
    overrides.name ||
    user.emails[0]?.email ||
    user.phone_numbers[0]?.phone_number ||
    user.crypto_wallets[0]?.crypto_wallet_address ||
    user.user_id;
  return { name, displayName: overrides.displayName || fullName || name };
}
