/**
 * The outbox: every email, SMS and WhatsApp message the emulator would have sent. Tests and people read
 * codes and links from `/_emulator/messages` and the inbox page instead of a real mailbox or phone.
 */
import type { OTPMethod } from '../../../src/wire/index.ts';
import { iso } from '../clock.ts';
import { newId } from '../crypto.ts';
import type { Db } from '../store/db.ts';
import { type SqlValue, command, query } from '../store/statements.ts';

/** The channels messages go out on: the OTP methods of spec §3. */
export type Channel = OTPMethod;

export interface OutgoingMessage {
  channel: Channel;
  /** What the message is for, e.g. `magic_link_login`, `otp`, `reset_password`. */
  kind: string;
  to: string;
  from: string;
  subject: string;
  body: string;
  link?: string | null;
  token?: string | null;
  code?: string | null;
}

export interface Message extends Required<OutgoingMessage> {
  message_id: string;
  created_at: string;
}

interface MessageRow {
  message_id: string;
  channel: Channel;
  kind: string;
  to_address: string;
  from_address: string;
  subject: string;
  body: string;
  link: string | null;
  token: string | null;
  code: string | null;
  created_at: number;
}

export function deliver(db: Db, now: number, message: OutgoingMessage): Message {
  const messageId = newId('message');
  command<[string, string, string, string, string, string, string, string | null, string | null, string | null, number]>(
    db,
    `INSERT INTO messages (message_id, channel, kind, to_address, from_address, subject, body, link, token, code, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    messageId,
    message.channel,
    message.kind,
    message.to,
    message.from,
    message.subject,
    message.body,
    message.link ?? null,
    message.token ?? null,
    message.code ?? null,
    now,
  );
  return { link: null, token: null, code: null, ...message, message_id: messageId, created_at: iso(now) };
}

export interface MessageFilter {
  to?: string;
  channel?: Channel;
  limit?: number;
}

/** Newest first. */
export function listMessages(db: Db, filter: MessageFilter = {}): Message[] {
  const where: string[] = [];
  const args: SqlValue[] = [];
  if (filter.to) {
    where.push('to_address = ?');
    args.push(filter.to);
  }
  if (filter.channel) {
    where.push('channel = ?');
    args.push(filter.channel);
  }
  args.push(filter.limit ?? 500);
  const rows = query<MessageRow, SqlValue[]>(
    db,
    `SELECT * FROM messages ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY seq DESC LIMIT ?`,
  ).all(...args);
  return rows.map((row) => ({
    message_id: row.message_id,
    channel: row.channel,
    kind: row.kind,
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    body: row.body,
    link: row.link,
    token: row.token,
    code: row.code,
    created_at: iso(row.created_at),
  }));
}

export function clearMessages(db: Db, to?: string): number {
  return to
    ? command<[to: string]>(db, 'DELETE FROM messages WHERE to_address = ?').run(to).changes
    : command(db, 'DELETE FROM messages').run().changes;
}
