/**
 * Analytics events posted to /sdk/v1/events, kept for tests.
 * Keyed by schema version (store/migrations.ts); a shipped version is never edited, a change adds one.
 */
import type { SchemaPart } from '../store/migrations.ts';

export const eventsSchema: SchemaPart = {
  migrations: {
    1: `
      CREATE TABLE events (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        received_at INTEGER NOT NULL,
        public_token TEXT NOT NULL,
        event_name TEXT NOT NULL,
        event TEXT NOT NULL,
        telemetry TEXT NOT NULL
      );
    `,
  },
  dataTables: ['events'],
};
