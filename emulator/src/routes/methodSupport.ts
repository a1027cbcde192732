/**
 * Glue between the part-2 verification cores (`methods/`) and the HTTP layer: their `MethodError`s leave
 * in the wire doc's error shape, and the factors they add to sessions have the wire doc's form
 * (`{ type, delivery_method, last_authenticated_at, <kind>_factor }`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { iso } from '../clock.ts';
import { ApiError, sendError } from '../http/errors.ts';
import { MethodError } from '../methods/errors.ts';
import type { AuthenticationFactor } from '../store/sessions.ts';

/**
 * Renders `MethodError`s in this plugin scope; anything else is re-thrown to the app's own error handler
 * (Fastify hands an error thrown by a scoped handler to the parent's), which owns the rest of the shape.
 */
export function renderMethodErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof MethodError) return sendError(request, reply, new ApiError(error.errorType, error.statusCode, error.message));
    throw error;
  });
}

/** The browser's Origin header, when a browser sent one. */
export function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : null;
}

export function webauthnFactor(registration: { webauthn_registration_id: string; domain: string; user_agent: string }, now: number): AuthenticationFactor {
  return {
    type: 'webauthn',
    delivery_method: 'webauthn_registration',
    last_authenticated_at: iso(now),
    webauthn_factor: { webauthn_registration_id: registration.webauthn_registration_id, domain: registration.domain, user_agent: registration.user_agent },
  };
}

export function totpFactor(totpId: string, now: number): AuthenticationFactor {
  return { type: 'totp', delivery_method: 'authenticator_app', last_authenticated_at: iso(now), authenticator_app_factor: { totp_id: totpId } };
}

export function recoveryCodeFactor(recoveryCodeId: string, now: number): AuthenticationFactor {
  return { type: 'recovery_code', delivery_method: 'recovery_code', last_authenticated_at: iso(now), recovery_code_factor: { totp_recovery_code_id: recoveryCodeId } };
}

export function cryptoWalletFactor(wallet: { crypto_wallet_id: string; crypto_wallet_address: string; crypto_wallet_type: string }, now: number): AuthenticationFactor {
  return {
    type: 'signature_challenge',
    delivery_method: 'crypto_wallet',
    last_authenticated_at: iso(now),
    crypto_wallet_factor: {
      crypto_wallet_id: wallet.crypto_wallet_id,
      crypto_wallet_address: wallet.crypto_wallet_address,
      crypto_wallet_type: wallet.crypto_wallet_type,
    },
  };
}

/** `delivery_method: oauth_<provider>` and a `<provider>_oauth_factor`, as the provider lays them out. */
export function oauthFactor(provider: string, registration: { oauth_user_registration_id: string; provider_subject: string }, emailId: string, now: number): AuthenticationFactor {
  return {
    type: 'oauth',
    delivery_method: `oauth_${provider}`,
    last_authenticated_at: iso(now),
    [`${provider}_oauth_factor`]: { id: registration.oauth_user_registration_id, provider_subject: registration.provider_subject, email_id: emailId },
  } as AuthenticationFactor;
}
