/**
 * The account page's actions (issue 39): each a named handler over `AccountServices`, with its input and
 * result, as the sign-in products' are (`flow/types.ts`). The account controller runs them for its reducer's
 * `call` commands, so a change refused for a stale session is retried from data — the action's name and
 * input — not from a stored closure.
 */
import type { TOTPEnrolment } from '../flow/products/totp/index.js';
import type { ActionSpec } from '../flow/types.js';
import { signalCurrentUserDetails } from '../client/resources/webauthnLevel3.js';
import type { User, UserName } from '../wire/index.js';
import type { AccountServices, RemovableKind } from './services.js';

/** Every account action: what it is called with and what it resolves to. */
export interface AccountActions {
  /** The user fetched afresh (`GET /users/me`), once the page starts. */
  'account.refresh': ActionSpec<undefined, User>;
  'account.updateName': ActionSpec<UserName, void>;
  'account.remove': ActionSpec<{ kind: RemovableKind; id: string }, void>;
  'account.recoveryCodes': ActionSpec<undefined, string[]>;
  'account.setPassword': ActionSpec<string, void>;
  'account.signOut': ActionSpec<undefined, void>;
  'otp.send': ActionSpec<{ channel: 'email' | 'sms'; destination: string }, { method_id: string }>;
  'otp.authenticate': ActionSpec<{ code: string; methodId: string }, unknown>;
  'totp.create': ActionSpec<undefined, TOTPEnrolment>;
  'totp.authenticate': ActionSpec<string, unknown>;
  'passwords.authenticate': ActionSpec<{ email: string; password: string }, unknown>;
  'passkeys.authenticate': ActionSpec<undefined, unknown>;
  'passkeys.register': ActionSpec<undefined, unknown>;
  'passkeys.rename': ActionSpec<{ id: string; name: string }, void>;
  'passkeys.remove': ActionSpec<string, void>;
}

export type AccountActionName = keyof AccountActions;

/** An action by name with its input: what a section asks to run, and what the prompt retries. */
export type AccountCall = { [A in AccountActionName]: { action: A; input: AccountActions[A]['input'] } }[AccountActionName];

/** What a handler may use. */
export interface AccountEffectContext {
  services: AccountServices;
  /** The session's lifetime after a fresh factor or a new password. */
  sessionDurationMinutes: number;
  /** Aborted when the page unmounts (or the prompt is cancelled). */
  signal: AbortSignal;
}

/** How long a new authenticator app's secret waits for its first code, in minutes. */
const ENROLMENT_MINUTES = 10;

type AccountHandlers = {
  [A in AccountActionName]: (input: AccountActions[A]['input'], context: AccountEffectContext) => Promise<AccountActions[A]['result']>;
};

export const accountHandlers: AccountHandlers = {
  'account.refresh': (_input, { services }) => services.account.refresh(),
  async 'account.updateName'(name, { services }) {
    await services.account.updateName(name);
    // The Signal API (issue 39): the password manager shows the passkeys under the new name. Only where the
    // browser has it, never awaited.
    const user = services.account.user();
    if (user) signalCurrentUserDetails(user);
  },
  'account.remove': ({ kind, id }, { services }) => services.account.remove(kind, id),
  'account.recoveryCodes': (_input, { services }) => services.account.recoveryCodes(),
  'account.setPassword': (password, { services, sessionDurationMinutes }) => services.account.setPassword(password, sessionDurationMinutes),
  'account.signOut': (_input, { services }) => services.account.signOut(),
  'otp.send': ({ channel, destination }, { services }) => services.otp.send(channel, destination, {}),
  'otp.authenticate': ({ code, methodId }, { services, sessionDurationMinutes }) =>
    services.otp.authenticate(code, methodId, sessionDurationMinutes),
  'totp.create': (_input, { services }) => services.totp.create(ENROLMENT_MINUTES),
  'totp.authenticate': (code, { services, sessionDurationMinutes }) => services.totp.authenticate(code, sessionDurationMinutes),
  'passwords.authenticate': ({ email, password }, { services, sessionDurationMinutes }) =>
    services.passwords.authenticate(email, password, sessionDurationMinutes),
  'passkeys.authenticate': (_input, { services, sessionDurationMinutes, signal }) =>
    services.passkeys.authenticate({ autofill: false, sessionDurationMinutes, signal }),
  'passkeys.register': (_input, { services, sessionDurationMinutes }) => services.passkeys.register(sessionDurationMinutes),
  async 'passkeys.rename'({ id, name }, { services }) {
    await services.passkeys.rename(id, name);
    // The rename's answer carries no user: fetch it, so the list shows the new name.
    await services.account.refresh();
  },
  'passkeys.remove': (id, { services }) => services.passkeys.remove(id),
};
