import type { Statement } from 'better-sqlite3';
import type { Db } from './db.ts';

const cache = new WeakMap<Db, Map<string, Statement>>();

/** A prepared statement, compiled once per database: the hot paths (session and OTP authenticate) reuse them. */
export function sql(db: Db, text: string): Statement {
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
