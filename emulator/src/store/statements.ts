/**
 * Typed SQL over better-sqlite3, without an ORM: the SQL stays as written, and each statement names the row
 * it reads and the values its `?` placeholders take, so a store function needs no cast and a call with a
 * wrong or missing value is a compile error. Statements are prepared once per database and text, and
 * reused: the hot paths (session and OTP authenticate) never compile SQL.
 */
import type { RunResult, Statement } from 'better-sqlite3';
import type { Db } from './db.ts';

/** What a placeholder binds to (better-sqlite3 refuses booleans, objects and undefined). */
export type SqlValue = string | number | bigint | Uint8Array | null;

/** A statement that reads rows of type `Row`; `Params` are its placeholders' values, in order. */
export interface Query<Row, Params extends SqlValue[]> {
  get(...params: Params): Row | undefined;
  all(...params: Params): Row[];
}

/** A statement that writes (INSERT, UPDATE, DELETE); `Params` are its placeholders' values, in order. */
export interface Command<Params extends SqlValue[]> {
  run(...params: Params): RunResult;
}

const cache = new WeakMap<Db, Map<string, Statement>>();
/** Statements in raw mode (rows as arrays), kept apart: `raw()` is a setting of the statement object. */
const rawCache = new WeakMap<Db, Map<string, Statement>>();

function prepared(db: Db, text: string, raw = false): Statement {
  const caches = raw ? rawCache : cache;
  let statements = caches.get(db);
  if (!statements) {
    statements = new Map();
    caches.set(db, statements);
  }
  let statement = statements.get(text);
  if (!statement) {
    statement = db.prepare(text);
    if (raw) statement.raw(true);
    statements.set(text, statement);
  }
  return statement;
}

/**
 * `query<EmailRow, [email: string]>(db, 'SELECT … WHERE email = ?').get(address)`. The row type is taken on
 * trust from the SQL beside it (SQLite does not say), here once instead of a cast at every call.
 */
export function query<Row, Params extends SqlValue[] = []>(db: Db, text: string): Query<Row, Params> {
  return prepared(db, text) as Statement<Params, Row>;
}

/**
 * `queryValues<[id: string, count: number], [email: string]>(db, 'SELECT id, count … WHERE email = ?')`: each row
 * as the array of its column values, in the SELECT's order. better-sqlite3 builds a row object property by
 * property, which costs more than the query itself on a read made for every request (the caller's session,
 * sessions/store.ts findLiveSession); an array of values is built at once.
 */
export function queryValues<Values extends SqlValue[], Params extends SqlValue[] = []>(db: Db, text: string): Query<Values, Params> {
  return prepared(db, text, true) as Statement<Params, Values>;
}

/** `command<[now: number, id: string]>(db, 'UPDATE … SET used_at = ? WHERE id = ?').run(now, id)`. */
export function command<Params extends SqlValue[] = []>(db: Db, text: string): Command<Params> {
  return prepared(db, text) as Statement<Params>;
}
