/**
 * The backend API's user search (issue 37, users.d.ts `UsersSearchRequest`): the query's operands (the
 * wire's `SEARCH_FILTERS`) joined by AND or OR, results oldest first, `cursor` and `limit` paging through
 * them as the SDK's `UserSearchIterator` does (it stops when `next_cursor` is empty).
 */
import { type Static, type TSchema, Type } from 'typebox';
import { SEARCH_FILTERS, SEARCH_LIMITS, type SearchFilterName } from '../../../src/wire/backend.ts';
import { backendError } from '../http/errors.ts';
import { nonEmpty } from '../http/schemas.ts';
import type { Db } from '../store/db.ts';
import type { SqlValue } from '../store/statements.ts';

const TIME = Type.String({ minLength: 1, maxLength: 64 });

function valueSchema(kind: (typeof SEARCH_FILTERS)[SearchFilterName]): TSchema {
  switch (kind) {
    case 'strings':
      return Type.Array(nonEmpty(256), { minItems: 1, maxItems: SEARCH_LIMITS.values });
    case 'string':
      return nonEmpty(256);
    case 'boolean':
      return Type.Boolean();
    case 'status':
      return Type.Union([Type.Literal('active'), Type.Literal('pending')]);
    case 'time':
      return TIME;
    case 'timeRange':
      return Type.Object({ greater_than: TIME, less_than: TIME }, { additionalProperties: false });
  }
}

/** The query's schema: each operand one of the filters, with its kind of value. */
export const SEARCH_QUERY = Type.Object(
  {
    operator: Type.Union([Type.Literal('AND'), Type.Literal('OR')]),
    operands: Type.Array(
      Type.Union(
        Object.entries(SEARCH_FILTERS).map(([name, kind]) =>
          Type.Object({ filter_name: Type.Literal(name), filter_value: valueSchema(kind) }, { additionalProperties: false }),
        ),
      ),
      { maxItems: SEARCH_LIMITS.operands },
    ),
  },
  { additionalProperties: false },
);

interface Operand {
  filter_name: string;
  filter_value: unknown;
}

/** Milliseconds of an RFC 3339 time, or a 400 naming the filter. */
function time(value: unknown, filter: string): number {
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw backendError('invalid_search_query', `${filter} must be an RFC 3339 time, e.g. 2026-11-29T12:00:00Z.`);
  return ms;
}

const like = (value: unknown) => `%${String(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const list = (value: unknown) => value as string[];
const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');

/** An operand as SQL over `u` (users) and the values of its placeholders. */
function condition({ filter_name: filter, filter_value: value }: Operand): [string, SqlValue[]] {
  const email = (where: string) => `EXISTS (SELECT 1 FROM emails e WHERE e.user_id = u.user_id AND ${where})`;
  const phone = (where: string) => `EXISTS (SELECT 1 FROM phone_numbers p WHERE p.user_id = u.user_id AND ${where})`;
  switch (filter as SearchFilterName) {
    case 'user_id':
      return [`u.user_id IN (${placeholders(list(value))})`, list(value)];
    case 'email_address':
      return [email(`e.email IN (${placeholders(list(value))})`), list(value)];
    case 'email_id':
      return [email(`e.email_id IN (${placeholders(list(value))})`), list(value)];
    case 'email_verified':
      return [email('e.verified = ?'), [value ? 1 : 0]];
    case 'email_address_fuzzy':
      return [email("e.email LIKE ? ESCAPE '\\'"), [like(value)]];
    case 'phone_number':
      return [phone(`p.phone_number IN (${placeholders(list(value))})`), list(value)];
    case 'phone_id':
      return [phone(`p.phone_id IN (${placeholders(list(value))})`), list(value)];
    case 'phone_verified':
      return [phone('p.verified = ?'), [value ? 1 : 0]];
    case 'phone_number_fuzzy':
      return [phone("p.phone_number LIKE ? ESCAPE '\\'"), [like(value)]];
    case 'full_name_fuzzy':
      return ["(u.first_name || ' ' || u.middle_name || ' ' || u.last_name) LIKE ? ESCAPE '\\'", [like(value)]];
    case 'status':
      return ['u.status = ?', [String(value)]];
    case 'created_at_greater_than':
      return ['u.created_at > ?', [time(value, filter)]];
    case 'created_at_less_than':
      return ['u.created_at < ?', [time(value, filter)]];
    case 'created_at_between': {
      const range = value as { greater_than: string; less_than: string };
      return ['(u.created_at > ? AND u.created_at < ?)', [time(range.greater_than, filter), time(range.less_than, filter)]];
    }
  }
}

/** Where the previous page ended: its last user's creation time and id, opaque to the caller. */
const encodeCursor = (createdAt: number, userId: string) => Buffer.from(JSON.stringify([createdAt, userId])).toString('base64url');

function decodeCursor(cursor: string): [number, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && Number.isInteger(value[0]) && typeof value[1] === 'string') return [value[0] as number, value[1]];
  } catch {
    // Not one of ours: refused below.
  }
  throw backendError('invalid_cursor');
}

/** The page of user ids the search finds, how many it finds in all, and the cursor of the next page ('' on the last). */
export function searchUserIds(
  db: Db,
  input: { query?: Static<typeof SEARCH_QUERY>; cursor?: string; limit?: number },
): { userIds: string[]; total: number; nextCursor: string } {
  const parts = (input.query?.operands ?? []).map(condition);
  const joiner = input.query?.operator === 'OR' ? ' OR ' : ' AND ';
  const where = parts.length ? `(${parts.map(([sql]) => sql).join(joiner)})` : '1';
  const values = parts.flatMap(([, sqlValues]) => sqlValues);
  // Prepared here, not through the statement cache (store/statements.ts): each query's text is its own, and
  // a search is a rare administrative call, not a hot path.
  const total =
    db.prepare<SqlValue[], { total: number }>(`SELECT COUNT(*) AS total FROM users u WHERE ${where}`).get(...values)?.total ?? 0;
  const limit = input.limit ?? 100;
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const page = db
    .prepare<SqlValue[], { user_id: string; created_at: number }>(
      `SELECT u.user_id, u.created_at FROM users u WHERE ${where}
       ${after ? 'AND (u.created_at > ? OR (u.created_at = ? AND u.user_id > ?))' : ''}
       ORDER BY u.created_at, u.user_id LIMIT ?`,
    )
    .all(...values, ...(after ? [after[0], after[0], after[1]] : []), limit + 1);
  const shown = page.slice(0, limit);
  const last = shown.at(-1);
  return {
    userIds: shown.map((row) => row.user_id),
    total,
    nextCursor: page.length > limit && last ? encodeCursor(last.created_at, last.user_id) : '',
  };
}
