/** Redirect URLs of magic links and reset links, checked against the project's allowed list (issue 4). */
import { matchesUrlPattern } from '../config.ts';
import type { EmulatorContext } from '../context.ts';
import { apiError } from '../http/errors.ts';

export function checkRedirectUrl(ctx: EmulatorContext, url: string, field: string): string {
  const allowed = ctx.config.current.allowedRedirectUrls.some((pattern) => matchesUrlPattern(pattern, url));
  if (!allowed) throw apiError('redirect_url_not_allowed', `${field} ${JSON.stringify(url.slice(0, 200))} is not in the project's allowed redirect URLs.`);
  return url;
}

/** Checks every redirect URL the caller sent (even the one not used this time), so a bad one is reported at once. */
export function checkSentRedirectUrls(ctx: EmulatorContext, fields: Record<string, string | undefined>): void {
  for (const [field, value] of Object.entries(fields)) if (value !== undefined) checkRedirectUrl(ctx, value, field);
}
