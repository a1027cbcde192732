/** Telemetry events posted to /sdk/v1/events (spec §7 notes: batches from the event logger), kept for tests. */
import { iso } from '../clock.ts';
import type { Db } from '../store/db.ts';
import { command, query } from '../store/statements.ts';

export interface StoredEvent {
  received_at: string;
  public_token: string;
  event_name: string;
  event: Record<string, unknown>;
  telemetry: Record<string, unknown>;
}

export function storeEvents(
  db: Db,
  now: number,
  batch: { telemetry: Record<string, unknown>; event: Record<string, unknown> & { public_token: string; event_name: string } }[],
): void {
  const insert = command<[now: number, publicToken: string, eventName: string, event: string, telemetry: string]>(
    db,
    'INSERT INTO events (received_at, public_token, event_name, event, telemetry) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const item of batch)
      insert.run(now, item.event.public_token, item.event.event_name, JSON.stringify(item.event), JSON.stringify(item.telemetry));
  })();
}

interface EventRow {
  received_at: number;
  public_token: string;
  event_name: string;
  event: string;
  telemetry: string;
}

export function listEvents(db: Db, filter: { eventName?: string; limit?: number } = {}): StoredEvent[] {
  const rows = filter.eventName
    ? query<EventRow, [eventName: string, limit: number]>(db, 'SELECT * FROM events WHERE event_name = ? ORDER BY seq DESC LIMIT ?').all(
        filter.eventName,
        filter.limit ?? 500,
      )
    : query<EventRow, [limit: number]>(db, 'SELECT * FROM events ORDER BY seq DESC LIMIT ?').all(filter.limit ?? 500);
  return rows.map((row) => ({
    received_at: iso(row.received_at),
    public_token: row.public_token,
    event_name: row.event_name,
    event: JSON.parse(row.event) as Record<string, unknown>,
    telemetry: JSON.parse(row.telemetry) as Record<string, unknown>,
  }));
}
