/** Redirect URLs of magic links, reset links and OAuth, checked against the project's allowed list. */
import { matchesUrlPattern } from './config.ts';
import type { EmulatorContext } from './context.ts';
import { apiError } from './http/errors.ts';

/** OAuth names the refusal with its own error type (the provider's); email links use `redirect_url_not_allowed`. */
export function checkRedirectUrl(
  ctx: EmulatorContext,
  url: string,
  field: string,
  errorType: 'redirect_url_not_allowed' | 'no_match_for_provided_oauth_url' = 'redirect_url_not_allowed',
): string {
  const allowed = ctx.config.current.allowedRedirectUrls.some((pattern) => matchesUrlPattern(pattern, url));
  if (!allowed) throw apiError(errorType, `${field} ${JSON.stringify(url.slice(0, 200))} is not in the project's allowed redirect URLs.`);
  return url;
}

/** Checks every redirect URL the caller sent (even the one not used this time), so a bad one is reported at once. */
export function checkSentRedirectUrls(ctx: EmulatorContext, fields: Record<string, string | undefined>): void {
  for (const [field, value] of Object.entries(fields)) if (value !== undefined) checkRedirectUrl(ctx, value, field);
}
