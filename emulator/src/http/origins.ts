import type { FastifyRequest } from 'fastify';
import { matchesUrlPattern } from '../config.ts';
import type { EmulatorContext } from '../context.ts';
import { apiError, baseUrlOf } from './errors.ts';

/** Is `origin` one of the project's allowed origins (default: any `http://localhost:*`)? */
export function isAllowedOrigin(ctx: EmulatorContext, origin: string): boolean {
  return ctx.config.current.allowedOrigins.some((pattern) => matchesUrlPattern(pattern, origin, { ignorePath: true }));
}

/** The browser's Origin header, when a browser sent one. */
export function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : null;
}

/**
 * The `/_emulator` controls change state, so a page on another site must not drive them: a browser request
 * whose Origin is neither this server nor an allowed origin is refused (requests without Origin — tests,
 * curl — pass).
 */
export function assertTrustedOrigin(ctx: EmulatorContext, request: FastifyRequest): void {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return;
  if (origin === baseUrlOf(request) || isAllowedOrigin(ctx, origin)) return;
  throw apiError('origin_not_allowed', `The emulator controls do not accept requests from ${origin}.`);
}
