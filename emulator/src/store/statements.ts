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

function prepared(db: Db, text: string): Statement {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(text);
  if (!statement) {
    statement = db.prepare(text);
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

/** `command<[now: number, id: string]>(db, 'UPDATE … SET used_at = ? WHERE id = ?').run(now, id)`. */
export function command<Params extends SqlValue[] = []>(db: Db, text: string): Command<Params> {
  return prepared(db, text) as Statement<Params>;
}
