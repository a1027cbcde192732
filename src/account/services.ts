/**
 * The account page's seam (house style, "Screens and the flow"): every call it makes goes through
 * `AccountServices`. The sign-in products' services are reused as they are — the passcode send and check
 * (`otp`), the strength check and the password sign-in (`passwords`), the passkey list, rename, delete and
 * registration of `PasskeyRegistration` (`passkeys`), the authenticator app's enrolment (`totp`) — so what
 * they do around a call (the passkey list's browser signals, the app's `otpauth` URI) is done here too. The
 * account's own calls are in `account`. Production wires the real client ({@link accountServices}); stories
 * and tests pass fakes of the same shape.
 */
import type { GatehouseClient } from '../client/index.js';
import { clientServices, type FlowServices } from '../flow/services.js';
import type { User, UserName } from '../wire/index.js';

/** The project's LUDS numbers for the strength meter (absent under zxcvbn). */
export interface PasswordPolicy {
  ludsMinimumCount?: number;
  ludsComplexity?: number;
}

/** A way to sign in or recover that the user may remove (spec §3 "User deletable items"). */
export type RemovableKind = 'email' | 'phone' | 'oauth' | 'wallet' | 'totp';

/** The account's own calls. */
export interface AccountCalls {
  /** The signed-in user as the client has it now, or null. */
  user(): User | null;
  /** Calls `listener` with the user whenever it changes (a call's `__user`, another tab); returns the unsubscribe. */
  onUser(listener: (user: User | null) => void): () => void;
  /** Fetches the user afresh (`GET /users/me`). */
  refresh(): Promise<User>;
  /** `PUT /users/me` with the provider's `name` shape. */
  updateName(name: UserName): Promise<void>;
  /** `DELETE /users/<kind>/{id}`. */
  remove(kind: RemovableKind, id: string): Promise<void>;
  /** The authenticator app's recovery codes (`POST /totps/recovery_codes`). */
  recoveryCodes(): Promise<string[]>;
  /** Sets or changes the password for the signed-in user (`passwords.resetBySession`). */
  setPassword(password: string, sessionDurationMinutes: number): Promise<void>;
  /** The project's password policy, for the meter. */
  passwordPolicy(): Promise<PasswordPolicy>;
  /** Signs this device out (`POST /sessions/revoke`). */
  signOut(): Promise<void>;
}

/** What the account page needs: the sign-in products' parts it reuses and its own calls. */
export type AccountServices = Pick<FlowServices, 'otp' | 'passwords' | 'passkeys' | 'totp'> & { account: AccountCalls };

const REMOVE = {
  email: 'deleteEmail',
  phone: 'deletePhoneNumber',
  oauth: 'deleteOAuthRegistration',
  wallet: 'deleteCryptoWallet',
  totp: 'deleteTOTP',
} as const satisfies Record<RemovableKind, keyof GatehouseClient['user']>;

/** The production services: the real client. */
export function accountServices(client: GatehouseClient): AccountServices {
  const { otp, passwords, passkeys, totp } = clientServices(client);
  return {
    otp,
    passwords,
    passkeys,
    totp,
    account: {
      user: () => client.user.getSync(),
      onUser: (listener) => client.user.onChange(listener),
      refresh: () => client.user.get(),
      async updateName(name) {
        await client.user.update({ name });
      },
      async remove(kind, id) {
        await client.user[REMOVE[kind]](id);
      },
      async recoveryCodes() {
        const { totps } = await client.totps.recoveryCodes();
        return totps.find((entry) => entry.verified)?.recovery_codes ?? [];
      },
      async setPassword(password, sessionDurationMinutes) {
        await client.passwords.resetBySession({ password, session_duration_minutes: sessionDurationMinutes });
      },
      async passwordPolicy() {
        const { passwordConfig } = await client.bootstrap.getAsync();
        return { ludsMinimumCount: passwordConfig?.ludsMinimumCount, ludsComplexity: passwordConfig?.ludsComplexity };
      },
      async signOut() {
        await client.session.revoke({ forceClear: true });
      },
    },
  };
}
