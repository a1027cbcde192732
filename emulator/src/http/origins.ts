import type { FastifyRequest } from 'fastify';
import { matchesUrlPattern } from '../config.ts';
import type { EmulatorContext } from '../context.ts';
import { apiError } from './errors.ts';

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
 * The SDK API: a browser on an origin outside the project's list is refused outright (the provider's
 * "authorized domains"); CORS alone would let the request run and only hide the answer. `Origin: null`
 * (sandboxed frames, `file:` and `data:` pages) is no allowed origin either.
 */
export function assertAllowedOrigin(ctx: EmulatorContext, request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined || (origin !== 'null' && isAllowedOrigin(ctx, origin))) return;
  throw apiError('origin_not_allowed', `The origin ${origin} is not in this project's allowed origins.`);
}

/**
 * The `/_emulator` controls and pages hand out codes, links and tokens and change state, so a page on
 * another site must neither drive nor read them: a browser request (any method) whose Origin is neither
 * one of the emulator's own nor an allowed origin is refused. Requests without Origin — tests from Node,
 * curl, a browser's own navigation — pass.
 */
export function assertTrustedOrigin(ctx: EmulatorContext, request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined || ctx.hosts.isSelfOrigin(origin) || (origin !== 'null' && isAllowedOrigin(ctx, origin))) return;
  throw apiError('origin_not_allowed', `The emulator controls do not accept requests from ${origin}.`);
}
