/**
 * What several products' parts of the flow share: the analytics names of the emails the widget sends (spec §7
 * notes) and a helper for call options. Which path a send takes (spec §4) is the client's to decide.
 */

/** `details.type` of the `email_sent` and `email_try_again_clicked` events (spec §7 notes). */
export const EMAIL_SENT_TYPES = {
  magicLink: 'login_or_create_eml',
  resetPassword: 'reset_password',
} as const;

/**
 * How long after a send 'Resend code' and 'Resend email' wait. Spec §9 gives no number; without a pause, ten
 * quick presses spent the provider's per-destination budget (10 messages per 10 minutes) and locked the
 * address out for ten minutes (issue 23). 30 s is the usual wait between verification messages.
 */
export const RESEND_COOLDOWN_MS = 30_000;

/** Drops the keys whose value is undefined, so the client's call defaults (spec §9) apply to them. */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
