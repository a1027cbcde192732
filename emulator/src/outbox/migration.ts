/**
 * The outbox: every email, SMS and WhatsApp message the emulator "sends".
 * Keyed by schema version (store/migrations.ts); a shipped version is never edited, a change adds one.
 */
import type { SchemaPart } from '../store/migrations.ts';

export const outboxSchema: SchemaPart = {
  migrations: {
    1: `
      -- The outbox: every email, SMS and WhatsApp message the emulator "sends".
      CREATE TABLE messages (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        message_id TEXT NOT NULL UNIQUE,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
        kind TEXT NOT NULL,
        to_address TEXT NOT NULL COLLATE NOCASE,
        from_address TEXT NOT NULL,
        subject TEXT NOT NULL DEFAULT '',
        body TEXT NOT NULL,
        link TEXT,
        token TEXT,
        code TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX messages_by_recipient ON messages(to_address);
    `,
  },
  dataTables: ['messages'],
};
