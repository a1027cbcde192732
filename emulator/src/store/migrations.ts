/**
 * Numbered schema migrations, applied in order and recorded in SQLite's `user_version` (store/db.ts).
 * Each domain folder keeps its own tables in its `migration.ts`, keyed by the version that added them; a
 * version here is every domain's part for that number, in the order below. Never edit a shipped version:
 * a change adds a new number. The factor tables of the sign-in methods (OAuth registrations, WebAuthn
 * registrations, TOTPs, crypto wallets) are in version 1, so users list every factor kind of the wire doc
 * and every `DELETE /users/<kind>/{id}` works; their secrets and pending ceremonies came with version 2.
 *
 * Times are stored as integer milliseconds from the emulator clock; secrets (session, link and reset
 * tokens, OTP codes, OAuth states) only as digests, recovery codes as salted hashes. The outbox keeps sent
 * messages as they were sent (codes and links included), and TOTP secrets and the signing keys are kept as
 * they are: the file is the owner's alone (store/db.ts).
 */
import { cryptoWalletsSchema } from '../cryptoWallets/migration.ts';
import { eventsSchema } from '../events/migration.ts';
import { magicLinksSchema } from '../magicLinks/migration.ts';
import { oauthSchema } from '../oauth/migration.ts';
import { otpsSchema } from '../otps/migration.ts';
import { outboxSchema } from '../outbox/migration.ts';
import { sessionsSchema } from '../sessions/migration.ts';
import { totpsSchema } from '../totps/migration.ts';
import { usersSchema } from '../users/migration.ts';
import { webauthnSchema } from '../webauthn/migration.ts';

/** One domain's tables: its SQL per schema version, and which tables hold project data. */
export interface SchemaPart {
  migrations: Record<number, string>;
  /** Wiped by `POST /_emulator/reset` (children first; cascades cover the rest). Keys are not data. */
  dataTables: string[];
}

export interface Migration {
  version: number;
  sql: string;
}

const parts: SchemaPart[] = [
  usersSchema,
  sessionsSchema,
  magicLinksSchema,
  otpsSchema,
  outboxSchema,
  eventsSchema,
  oauthSchema,
  webauthnSchema,
  totpsSchema,
  cryptoWalletsSchema,
];

const versions = [...new Set(parts.flatMap((part) => Object.keys(part.migrations).map(Number)))].sort((a, b) => a - b);

export const migrations: Migration[] = versions.map((version) => ({
  version,
  sql: parts.map((part) => part.migrations[version] ?? '').join('\n'),
}));

/** Tables that hold project data (everything `POST /_emulator/reset` wipes): the methods' first, users last. */
export const DATA_TABLES: readonly string[] = [...parts].reverse().flatMap((part) => part.dataTables);
