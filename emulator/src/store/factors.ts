/**
 * A way in that its user may remove (spec §3 "User deletable items", spec §7 `DELETE /users/<segment>/{id}`),
 * declared by the store of the domain whose table holds it, so only that store names its table. The users
 * domain lists them (users/store.ts `DELETABLE_FACTORS`) without reading their tables.
 */
import type { KnownAPIErrorType } from '../../../src/wire/index.ts';
import type { Db } from './db.ts';
import { command, query } from './statements.ts';

export interface DeletableFactor {
  /** The path segment of its `DELETE /users/<segment>/{id}` call. */
  segment: string;
  /** The error type of an id that is not one of the user's. */
  notFound: KnownAPIErrorType;
  /** Deletes one of the user's own; false when the id is unknown or belongs to someone else. */
  remove(db: Db, userId: string, id: string): boolean;
  /** Deletes every one of the user's. */
  removeAll(db: Db, userId: string): void;
  /** The user whose it is, if any: the backend API names a factor by its id alone (issue 37). */
  ownerOf(db: Db, id: string): string | undefined;
}

/** The deletable factor kept as rows of `table`, each named by `idColumn` and owned through `user_id`. */
export function deletableFactor(segment: string, notFound: KnownAPIErrorType, table: string, idColumn: string): DeletableFactor {
  return {
    segment,
    notFound,
    remove: (db, userId, id) =>
      command<[id: string, userId: string]>(db, `DELETE FROM ${table} WHERE ${idColumn} = ? AND user_id = ?`).run(id, userId).changes === 1,
    removeAll: (db, userId) => {
      command<[userId: string]>(db, `DELETE FROM ${table} WHERE user_id = ?`).run(userId);
    },
    ownerOf: (db, id) =>
      query<{ user_id: string }, [id: string]>(db, `SELECT user_id FROM ${table} WHERE ${idColumn} = ?`).get(id)?.user_id,
  };
}
