/**
 * What several products' parts of the flow share: the send-path rule of spec §4 and the analytics names of
 * the emails the widget sends (spec §7 notes).
 */
import type { GatehouseClient } from '../../../client/index.js';

/**
 * Spec §4: "Email send and OTP send use the secondary path when a session exists, otherwise the primary
 * path". Without a session `login_or_create` signs the user in or up; with one, `send` adds the factor to
 * the signed-in user (the client picks `/secondary`).
 */
export const sendMethod = (client: GatehouseClient): 'send' | 'loginOrCreate' => (client.session.getSync() ? 'send' : 'loginOrCreate');

/** `details.type` of the `email_sent` and `email_try_again_clicked` events (spec §7 notes). */
export const EMAIL_SENT_TYPES = {
  magicLink: 'login_or_create_eml',
  resetPassword: 'reset_password',
} as const;

/** Drops the keys whose value is undefined, so the client's call defaults (spec §9) apply to them. */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
