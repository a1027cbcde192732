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

/**
 * What the store keeps at most: the newest events up to this many, and up to this many bytes of event and
 * telemetry JSON. A batch may be 1 MiB and anyone holding the public token may post (the events route needs
 * no session), so without a bound a script fills the disk; tests read only the latest few.
 */
const MAX_STORED_EVENTS = 10_000;
const MAX_STORED_EVENT_BYTES = 16 * 1024 * 1024;

export function storeEvents(
  db: Db,
  now: number,
  batch: { telemetry: Record<string, unknown>; event: Record<string, unknown> & { public_token: string; event_name: string } }[],
  { sweep = true }: { sweep?: boolean } = {},
): void {
  db.transaction(() => {
    let bytes = unsweptBytes.get(db) ?? 0;
    const values: EventValues = [];
    for (const item of batch) {
      const event = JSON.stringify(item.event);
      const telemetry = JSON.stringify(item.telemetry);
      bytes += event.length + telemetry.length;
      values.push(now, item.event.public_token, item.event.event_name, event, telemetry);
      if (values.length === ROWS_PER_INSERT * 5) insertRows(db, values.splice(0));
    }
    for (let row = 0; row < values.length; row += 5) insertRows(db, values.slice(row, row + 5));
    unsweptBytes.set(db, bytes);
    if (sweep) sweepEvents(db);
  })();
}

/** Each row's values in column order: received_at, public_token, event_name, event, telemetry. */
type EventValues = (number | string)[];

/**
 * Rows written by one INSERT, when a batch has that many: one statement step instead of one per row, for
 * the backend's recorded calls (`recordEvent`), a few hundred per flush under load.
 */
const ROWS_PER_INSERT = 32;

const insertText = (rows: number) =>
  `INSERT INTO events (received_at, public_token, event_name, event, telemetry) VALUES ${Array<string>(rows).fill('(?, ?, ?, ?, ?)').join(', ')}`;
const INSERT_ONE = insertText(1);
const INSERT_MANY = insertText(ROWS_PER_INSERT);

/** Writes one row's values, or `ROWS_PER_INSERT` rows' (`storeEvents`). */
function insertRows(db: Db, values: EventValues): void {
  command<EventValues>(db, values.length === 5 ? INSERT_ONE : INSERT_MANY).run(...values);
}

/**
 * Bytes of event JSON written since the byte bound was last enforced, per database (UTF-16 code units, which
 * never undercount a text's UTF-8 bytes by more than half: the bound is kept within a factor of its size).
 */
const unsweptBytes = new WeakMap<Db, number>();
/** Written bytes that make the next sweep enforce the byte bound too (it reads every row; the count bound does not). */
const BYTE_SWEEP_EVERY = 1024 * 1024;

type StoredBatch = Parameters<typeof storeEvents>[2];

/** Events recorded and not written yet, per database (see `recordEvent`). */
const pending = new WeakMap<Db, { now: number; batch: StoredBatch }>();
/** Recorded events written since the last sweep, per database. */
const unswept = new WeakMap<Db, number>();
/**
 * How many recorded events are written between sweeps: a sweep reads the whole table (up to
 * `MAX_STORED_EVENTS` rows), far more than a batch's insert, so the bound may be passed by this many for a while.
 */
const SWEEP_EVERY = 512;

/**
 * How long a recorded event may wait to be written: the events of that time go in one transaction. A write
 * per turn (`setImmediate`) made a transaction of every few calls under load — a fifth of what a backend
 * `sessions/authenticate` cost (bench:emulator) — while no reader can tell the difference (see below).
 */
const FLUSH_DELAY_MS = 25;

/**
 * Records an event the emulator itself saw (a backend API call, issue 37). Written with the others of the
 * next few milliseconds in one transaction, not one write (and one sweep) per call: `sessions/authenticate`
 * is a hot path for a host's server too, and the table is swept only every `SWEEP_EVERY` of them. `listEvents`
 * writes what is pending first, and so does closing the emulator, so a reader always sees it.
 */
export function recordEvent(db: Db, now: number, item: StoredBatch[number]): void {
  const queued = pending.get(db);
  if (queued) {
    queued.batch.push(item);
    return;
  }
  pending.set(db, { now, batch: [item] });
  // Unref'd: a pending write never keeps a process alive that has nothing else to do.
  setTimeout(() => flushEvents(db), FLUSH_DELAY_MS).unref();
}

/** Writes the recorded events still pending (before a read, and before the database closes). */
export function flushEvents(db: Db): void {
  const queued = pending.get(db);
  pending.delete(db);
  // A database closed in the meantime (the emulator stopped) keeps nothing.
  if (!queued || !db.open) return;
  const count = (unswept.get(db) ?? 0) + queued.batch.length;
  unswept.set(db, count >= SWEEP_EVERY ? 0 : count);
  storeEvents(db, queued.now, queued.batch, { sweep: count >= SWEEP_EVERY });
}

/**
 * Drops the oldest events past either bound (see above), the newest always kept. The count bound reads only
 * the rows it drops (`seq` only grows, and only the oldest rows are ever dropped); the byte bound sums every
 * row, so it runs once a megabyte has been written since it last ran (a batch of telemetry may be one alone).
 */
function sweepEvents(db: Db): void {
  command<[keep: number]>(db, 'DELETE FROM events WHERE seq <= (SELECT MAX(seq) FROM events) - ?').run(MAX_STORED_EVENTS);
  if ((unsweptBytes.get(db) ?? 0) < BYTE_SWEEP_EVERY) return;
  unsweptBytes.set(db, 0);
  command<[bytes: number]>(
    db,
    `DELETE FROM events WHERE seq <= (
       SELECT MAX(seq) FROM (
         SELECT seq, SUM(length(CAST(event AS BLOB)) + length(CAST(telemetry AS BLOB))) OVER (ORDER BY seq DESC) AS newer_bytes FROM events
       ) WHERE newer_bytes > ?
     )`,
  ).run(MAX_STORED_EVENT_BYTES);
}

interface EventRow {
  received_at: number;
  public_token: string;
  event_name: string;
  event: string;
  telemetry: string;
}

export function listEvents(db: Db, filter: { eventName?: string; limit?: number } = {}): StoredEvent[] {
  flushEvents(db);
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
