import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The 2xx envelope of the wire doc: `{ data: payload }`, the payload carrying `request_id` and `status_code`. */
export function ok<T extends object>(request: FastifyRequest, reply: FastifyReply, payload: T, statusCode = 200) {
  return reply.code(statusCode).send({ data: { request_id: request.id, status_code: statusCode, ...payload } });
}

/**
 * The backend API's 2xx answer (issue 37): the payload itself with `request_id` and `status_code`, no `data`
 * envelope — the provider's Node SDK returns the parsed body as it is (`stytch` 14.2.0 `shared/index.js`).
 */
export function okBackend<T extends object>(request: FastifyRequest, reply: FastifyReply, payload: T, statusCode = 200) {
  return reply.code(statusCode).send({ request_id: request.id, status_code: statusCode, ...payload });
}

/** A value that is already JSON text, for `okWithJson`. */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * `ok`'s envelope, byte for byte, for a payload some of whose values are already JSON text: those are
 * spliced in rather than serialised again. For the hottest reply, `sessions/authenticate`, whose user
 * (two copies of it) and session are most of the body and change only now and then (sessions/text.ts).
 */
export function okWithJson(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: Record<string, unknown>,
  { statusCode = 200, envelope = true }: { statusCode?: number; envelope?: boolean } = {},
) {
  // Without the envelope: `okBackend`'s shape, for the backend API's `sessions/authenticate`.
  let body = `${envelope ? '{"data":' : ''}{"request_id":${JSON.stringify(request.id)},"status_code":${statusCode}`;
  for (const [key, value] of Object.entries(payload)) {
    // As JSON.stringify does with an object's properties: undefined (and function) values are left out.
    const text = value instanceof JsonText ? value.text : JSON.stringify(value);
    if (text !== undefined) body += `,${JSON.stringify(key)}:${text}`;
  }
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(`${body}}${envelope ? '}' : ''}`);
}

/** Marks the holes of a template; random per process, so no stored value can pose as one. */
const HOLE_MARK = randomBytes(12).toString('hex');

/**
 * JSON text with holes: a value serialised once by JSON.stringify with a marker string in each hole, then
 * filled per use with each hole's JSON text. The result is exactly JSON.stringify of the value with those
 * fields set, without serialising the rest again.
 */
export class JsonTemplate<Hole extends string> {
  readonly #parts: string[] = [];
  readonly #holes: Hole[] = [];

  constructor(build: (hole: (name: Hole) => string) => unknown) {
    const text = JSON.stringify(build((name) => `${HOLE_MARK}:${name}`));
    const marker = new RegExp(`"${HOLE_MARK}:([^"]+)"`, 'g');
    let from = 0;
    for (const match of text.matchAll(marker)) {
      this.#parts.push(text.slice(from, match.index));
      this.#holes.push(match[1] as Hole);
      from = match.index + match[0].length;
    }
    this.#parts.push(text.slice(from));
  }

  /** The text with each hole replaced by its value's JSON text. */
  fill(values: Record<Hole, string>): string {
    let text = this.#parts[0]!;
    for (let i = 0; i < this.#holes.length; i++) text += values[this.#holes[i]!] + this.#parts[i + 1]!;
    return text;
  }
}
