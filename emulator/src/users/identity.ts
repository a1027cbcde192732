/** Finding users by email or phone, creating them on first use (the "login_or_create" calls of spec §7). */
import type { EmulatorContext } from '../context.ts';
import { apiError } from '../http/errors.ts';
import { E164_PATTERN, EMAIL_PATTERN } from '../http/schemas.ts';
import { type EmailRow, type PhoneRow, addEmail, addPhone, createUser, findEmail, findPhone } from './store.ts';

export function checkEmail(email: string): string {
  const trimmed = email.trim();
  if (!EMAIL_PATTERN.test(trimmed)) throw apiError('invalid_email');
  return trimmed;
}

export function checkPhone(phoneNumber: string): string {
  if (!E164_PATTERN.test(phoneNumber)) throw apiError('invalid_phone_number');
  return phoneNumber;
}

export function loginOrCreateByEmail(ctx: EmulatorContext, email: string, pending: boolean): { email: EmailRow; created: boolean } {
  return ctx.db.transaction(() => {
    const found = findEmail(ctx.db, email);
    if (found) return { email: found, created: false };
    const now = ctx.clock.now();
    const userId = createUser(ctx.db, now, pending ? 'pending' : 'active');
    return { email: addEmail(ctx.db, userId, email, now), created: true };
  })();
}

export function loginOrCreateByPhone(ctx: EmulatorContext, phoneNumber: string, pending: boolean): { phone: PhoneRow; created: boolean } {
  return ctx.db.transaction(() => {
    const found = findPhone(ctx.db, phoneNumber);
    if (found) return { phone: found, created: false };
    const now = ctx.clock.now();
    const userId = createUser(ctx.db, now, pending ? 'pending' : 'active');
    return { phone: addPhone(ctx.db, userId, phoneNumber, now), created: true };
  })();
}

/** Secondary sends attach the address to the session's user, unless another user already owns it. */
export function attachEmail(ctx: EmulatorContext, userId: string, email: string): EmailRow {
  return ctx.db.transaction(() => {
    const found = findEmail(ctx.db, email);
    if (found && found.user_id !== userId) throw apiError('duplicate_email');
    return found ?? addEmail(ctx.db, userId, email, ctx.clock.now());
  })();
}

export function attachPhone(ctx: EmulatorContext, userId: string, phoneNumber: string): PhoneRow {
  return ctx.db.transaction(() => {
    const found = findPhone(ctx.db, phoneNumber);
    if (found && found.user_id !== userId) throw apiError('duplicate_phone_number');
    return found ?? addPhone(ctx.db, userId, phoneNumber, ctx.clock.now());
  })();
}
