import { matchesUrlPattern } from '../config.ts';
import type { EmulatorContext } from '../context.ts';

/** Is `origin` one of the project's allowed origins (default: any `http://localhost:*`, issue 4)? */
export function isAllowedOrigin(ctx: EmulatorContext, origin: string): boolean {
  return ctx.config.current.allowedOrigins.some((pattern) => matchesUrlPattern(pattern, origin, { ignorePath: true }));
}
