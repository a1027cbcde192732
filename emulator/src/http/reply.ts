import type { FastifyReply, FastifyRequest } from 'fastify';

/** The 2xx envelope of the wire doc: `{ data: payload }`, the payload carrying `request_id` and `status_code`. */
export function ok<T extends object>(request: FastifyRequest, reply: FastifyReply, payload: T, statusCode = 200) {
  return reply.code(statusCode).send({ data: { request_id: request.id, status_code: statusCode, ...payload } });
}
