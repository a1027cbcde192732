/**
 * Authenticator apps (spec §7 "/totps*"). The calls act on the signed-in user, as in the
 * provider's SDK: `POST /totps` enrols (secret, otpauth:// URI, QR code, 10 recovery codes), the first
 * accepted code verifies the registration, later codes add an `authenticator_app` factor to the session,
 * and a recovery code adds a `recovery_code` factor. Codes and recovery codes work once each.
 * Deletion is `DELETE /users/totps/{id}` (users/routes.ts); secret and recovery codes cascade.
 */
import type { AuthenticationFactor } from '../../../src/wire/index.ts';
import { iso } from '../clock.ts';
import { ok } from '../http/reply.ts';
import { body, schemaOf } from '../http/schemas.ts';
import { TOTP_AUTHENTICATE, TOTP_CREATE, TOTP_RECOVER } from '../../../src/wire/requests.ts';
import { apiError } from '../http/errors.ts';
import {
  createTotpSecret,
  generateRecoveryCodes,
  hashRecoveryCodes,
  looksLikeRecoveryCode,
  matchRecoveryCode,
  otpauthUri,
  qrCodeDataUrl,
  verifyTotpCode,
} from './verification.ts';
import { completeAuthentication } from '../sessions/authenticate.ts';
import {
  type TotpRow,
  acceptTotpStep,
  createTotp,
  deleteUnverifiedTotps,
  replaceRecoveryCodes,
  totpsOfUser,
  unusedRecoveryCodes,
  useRecoveryCode,
} from './store.ts';
import { serializeUser } from '../users/store.ts';
import { assertRecentFactor, recheckSession } from '../sessions/store.ts';
import type { RouteModule } from '../http/routes.ts';

const MINUTE = 60_000;

/** A factor that proved the second factor itself: what new recovery codes need (they stand in for it). */

/** The registration a code is checked against: the verified one, else the newest enrolment in progress. */
function currentTotp(rows: TotpRow[]): TotpRow | undefined {
  return rows.find((row) => row.verified === 1) ?? rows[0];
}

function totpFactor(totpId: string, now: number): AuthenticationFactor {
  return {
    type: 'totp',
    delivery_method: 'authenticator_app',
    last_authenticated_at: iso(now),
    authenticator_app_factor: { totp_id: totpId },
  };
}

function recoveryCodeFactor(recoveryCodeId: string, now: number): AuthenticationFactor {
  return {
    type: 'recovery_code',
    delivery_method: 'recovery_code',
    last_authenticated_at: iso(now),
    recovery_code_factor: { totp_recovery_code_id: recoveryCodeId },
  };
}

export const totpRoutes: RouteModule = {
  name: 'totps',
  prefix: '/sdk/v1',
  register(app, ctx) {
    app.post('/totps', { config: { auth: 'session' }, schema: { body: schemaOf(TOTP_CREATE) } }, async (request, reply) => {
      // Enrolling an authenticator app adds a way to sign in: it needs the same recent sign-in as removing
      // one (users/routes.ts, OWASP ASVS 5.0 V7.5.1), so a stolen or long-idle session cannot plant its own app.
      assertRecentFactor(ctx, request.session, 'change_factors');
      const user = serializeUser(ctx.db, request.session.user_id)!;
      const hasActiveTotp = () => totpsOfUser(ctx.db, user.user_id).some((row) => row.verified === 1);
      if (hasActiveTotp()) throw apiError('active_totp_exists');
      const secret = createTotpSecret();
      const recoveryCodes = generateRecoveryCodes();
      const now = ctx.clock.now();
      const accountName = user.emails[0]?.email || user.phone_numbers[0]?.phone_number || user.user_id;
      const uri = otpauthUri({ secret, issuer: ctx.config.current.projectName, accountName });
      const qrCode = await qrCodeDataUrl(uri);
      const recoveryCodeHashes = await hashRecoveryCodes(recoveryCodes);
      const totpId = ctx.db.transaction(() => {
        // Checked again after the awaits (issue 42 item 2): the session may have ended or the owner confirmed
        // an app meanwhile.
        recheckSession(ctx, request.session, 'change_factors');
        if (hasActiveTotp()) throw apiError('active_totp_exists');
        // A new enrolment replaces one that was never confirmed.
        deleteUnverifiedTotps(ctx.db, user.user_id);
        return createTotp(ctx.db, {
          userId: user.user_id,
          secret,
          recoveryCodeHashes,
          now,
          expiresAt: now + (request.body.expiration_minutes ?? 1440) * MINUTE,
        });
      })();
      // The recovery codes are shown this once: only their salted hashes are kept.
      return ok(request, reply, {
        totp_id: totpId,
        secret,
        qr_code: qrCode,
        otpauth_url: uri,
        recovery_codes: recoveryCodes,
        user_id: user.user_id,
        __user: serializeUser(ctx.db, user.user_id),
      });
    });

    app.post(
      '/totps/authenticate',
      {
        config: { auth: 'session' },
        schema: {
          body: schemaOf(TOTP_AUTHENTICATE),
        },
      },
      async (request, reply) => {
        const { session } = request;
        const totp = currentTotp(totpsOfUser(ctx.db, session.user_id));
        if (!totp) throw apiError('totps_not_found_for_user');
        const now = ctx.clock.now();
        if (totp.verified === 0 && totp.expires_at <= now) throw apiError('expired_totp');
        const code = request.body.totp_code.trim();
        if (looksLikeRecoveryCode(code)) throw apiError('recovery_code_used_as_totp_code');
        // A million codes, three of them valid at any moment: without a limit they fall to a script in
        // minutes. Wrong codes count towards the user's lock (throttle.ts).
        const attempt = ctx.throttle.attempt(request.ip, session.user_id, 'second');
        const check = verifyTotpCode({ secret: totp.secret, code, nowMs: now, lastUsedStep: totp.last_used_step });
        // Only a code that is simply wrong stays counted (a malformed or replayed one guesses nothing).
        if (check.ok || check.reason !== 'invalid') attempt.release();
        if (!check.ok) {
          throw apiError(
            check.reason === 'malformed'
              ? 'invalid_totp_code'
              : check.reason === 'replayed'
                ? 'totp_code_already_authenticated'
                : 'unable_to_authenticate_totp',
          );
        }
        // Recording the step is atomic: of two requests with the same code, one wins (RFC 6238 §5.2).
        if (!acceptTotpStep(ctx.db, totp.totp_id, check.step)) throw apiError('totp_code_already_authenticated');
        const payload = await completeAuthentication(ctx, request, {
          userId: session.user_id,
          factor: totpFactor(totp.totp_id, now),
          durationMinutes: request.body.session_duration_minutes,
          existing: session,
        });
        return ok(request, reply, { totp_id: totp.totp_id, ...payload });
      },
    );

    /**
     * The provider answers this call with the user's recovery codes in clear. The emulator keeps only
     * salted hashes, so it cannot show old codes: it issues a fresh set of 10 and retires the old
     * ones — a deliberate deviation, documented in the emulator guide. Fresh codes are a fresh second
     * factor: a session that passed only the first factor (a password) would otherwise mint a code and pass
     * `totps/recover` with it, so the call needs a TOTP or recovery-code factor under 5 minutes old.
     */
    app.post('/totps/recovery_codes', { config: { auth: 'session' }, schema: { body: body({}) } }, async (request, reply) => {
      const { session } = request;
      const now = ctx.clock.now();
      assertRecentFactor(ctx, session, 'second_factor');
      const fresh = await Promise.all(
        totpsOfUser(ctx.db, session.user_id)
          .filter((row) => row.verified === 1)
          .map(async (row) => {
            const codes = generateRecoveryCodes();
            return { totp_id: row.totp_id, codes, hashes: await hashRecoveryCodes(codes) };
          }),
      );
      // Written after the hashing, once the session and its second factor are checked again (issue 42 item 2).
      ctx.db.transaction(() => {
        recheckSession(ctx, session, 'second_factor');
        for (const { totp_id, hashes } of fresh) replaceRecoveryCodes(ctx.db, totp_id, hashes, now);
      })();
      const totps = fresh.map(({ totp_id, codes }) => ({ totp_id, verified: true, recovery_codes: codes }));
      return ok(request, reply, { user_id: session.user_id, totps });
    });

    app.post(
      '/totps/recover',
      {
        config: { auth: 'session' },
        schema: {
          body: schemaOf(TOTP_RECOVER),
        },
      },
      async (request, reply) => {
        const { session } = request;
        const code = request.body.recovery_code.trim();
        if (/^\d{6}$/.test(code)) throw apiError('totp_code_used_as_recovery_code');
        const totp = totpsOfUser(ctx.db, session.user_id).find((row) => row.verified === 1);
        if (!totp) throw apiError('recovery_codes_not_found');
        const attempt = ctx.throttle.attempt(request.ip, session.user_id, 'second');
        const match = await matchRecoveryCode(code, unusedRecoveryCodes(ctx.db, totp.totp_id));
        const now = ctx.clock.now();
        if (!match || !useRecoveryCode(ctx.db, match.recovery_code_id, now)) throw apiError('unable_to_authenticate_recovery_code');
        attempt.release();
        const payload = await completeAuthentication(ctx, request, {
          userId: session.user_id,
          factor: recoveryCodeFactor(match.recovery_code_id, now),
          durationMinutes: request.body.session_duration_minutes,
          existing: session,
        });
        return ok(request, reply, {
          totp_id: totp.totp_id,
          recovery_codes_remaining: unusedRecoveryCodes(ctx.db, totp.totp_id).length,
          ...payload,
        });
      },
    );
  },
};
