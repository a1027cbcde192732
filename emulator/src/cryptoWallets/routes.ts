/**
 * Crypto wallet sign-in (spec §7 "/crypto_wallets/*"). `authenticate/start/primary`
 * issues a challenge for any wallet (a new wallet becomes a new user when it signs), `…/secondary`
 * one that attaches the wallet to the signed-in user. `authenticate` checks the signature over the
 * stored challenge. Each challenge answers one authenticate call and expires after 5 minutes; a newer
 * start for the same wallet by the same requester retires the older challenge (another requester's start
 * does not: `requesterKeys`). Deletion is `DELETE /users/crypto_wallets/{id}`.
 */
import type { AuthenticationFactor } from '../../../src/wire/index.ts';
import type { FastifyRequest } from 'fastify';
import { iso } from '../clock.ts';
import type { EmulatorContext } from '../context.ts';
import { isAllowedOrigin } from '../http/origins.ts';
import { ok } from '../http/reply.ts';
import { type Static, schemaOf } from '../http/schemas.ts';
import { CRYPTO_WALLET_AUTHENTICATE, CRYPTO_WALLET_START } from '../../../src/wire/requests.ts';
import {
  WALLET_CHALLENGE_TTL_MS,
  createNonce,
  normalizeAddress,
  parseWalletType,
  plainChallenge,
  resolveSiweParams,
  siweMessage,
  verifyWalletSignature,
} from './verification.ts';
import { apiError } from '../http/errors.ts';
import { completeAuthentication } from '../sessions/authenticate.ts';
import { addWallet, consumeWalletChallenge, findWallet, latestWalletChallenge, saveWalletChallenge } from './store.ts';
import { type SessionRow, assertRecentFactor, recheckSession } from '../sessions/store.ts';
import { createUser } from '../users/store.ts';
import { sha256Hex } from '../crypto.ts';
import { requestOrigin } from '../http/origins.ts';
import type { RouteModule } from '../http/routes.ts';

const startBody = schemaOf(CRYPTO_WALLET_START);

/**
 * Who is asking, for binding a challenge to its requester: the session for a secondary start; otherwise the
 * browser, by the client's persistent id (the `X-SDK-Client` telemetry, wire doc "Requests") with its
 * address and user agent. Authenticate looks under both of its keys, so a caller that started without a
 * session and signed in meanwhile (or the reverse) still finds its challenge.
 */
function requesterKeys(request: FastifyRequest, session: SessionRow | null): { client: string; session: string | null } {
  let persistentId = '';
  const header = request.headers['x-sdk-client'];
  if (typeof header === 'string' && header.length <= 8192) {
    try {
      const telemetry = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as { persistent_id?: unknown };
      if (typeof telemetry.persistent_id === 'string') persistentId = telemetry.persistent_id;
    } catch {
      // Not the client's telemetry: the address and user agent alone name the requester.
    }
  }
  const client = `client:${sha256Hex(JSON.stringify([persistentId, request.ip, String(request.headers['user-agent'] ?? '')]))}`;
  return { client, session: session ? `session:${session.session_id}` : null };
}

function issueChallenge(
  ctx: EmulatorContext,
  request: FastifyRequest & { body: Static<typeof startBody> },
  session: SessionRow | null,
): string {
  const type = parseWalletType(request.body.crypto_wallet_type);
  const address = normalizeAddress(type, request.body.crypto_wallet_address);
  if (session) {
    const owner = findWallet(ctx.db, type, address);
    if (owner && owner.user_id !== session.user_id) throw apiError('duplicate_wallet_address');
    // Signing with a wallet the user already has is a re-authentication; attaching a new one adds a way in,
    // which needs a recent sign-in (sessions/store.ts, issue 26 finding 4).
    if (!owner) assertRecentFactor(ctx, session, 'change_factors');
  }
  const config = ctx.config.current;
  const params = request.body.siwe_params;
  if (params && type !== 'ethereum') throw apiError('crypto_wallet_type_incompatible_with_siwe');
  const now = ctx.clock.now();
  const expiresAt = now + WALLET_CHALLENGE_TTL_MS;
  const nonce = createNonce();
  const requester = requesterKeys(request, session);
  // Spec §5: SIWE parameters go with Ethereum wallets when the project requires SIWE; a caller may also
  // ask for SIWE on its own by sending them.
  const useSiwe = type === 'ethereum' && (config.siweRequiredForCryptoWallets || params !== undefined);
  let message: string;
  let notBefore: number | null = null;
  if (useSiwe) {
    const fields = resolveSiweParams(params, {
      nowMs: now,
      fallbackUri: requestOrigin(request),
      projectName: config.projectName,
      isAllowedOrigin: (origin) => isAllowedOrigin(ctx, origin),
    });
    notBefore = fields.notBefore?.getTime() ?? null;
    message = siweMessage({ address, nonce, fields, expiresAt: new Date(expiresAt) });
  } else {
    message = plainChallenge({ projectName: config.projectName, address, type, nonce, issuedAt: new Date(now) });
  }
  saveWalletChallenge(ctx.db, {
    crypto_wallet_type: type,
    crypto_wallet_address: address,
    user_id: session?.user_id ?? null,
    message,
    siwe: useSiwe ? 1 : 0,
    not_before: notBefore,
    created_at: now,
    expires_at: expiresAt,
    requester: requester.session ?? requester.client,
  });
  return message;
}

function cryptoWalletFactor(
  wallet: { crypto_wallet_id: string; crypto_wallet_address: string; crypto_wallet_type: string },
  now: number,
): AuthenticationFactor {
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

export const cryptoWalletRoutes: RouteModule = {
  name: 'crypto wallets',
  prefix: '/sdk/v1',
  register(app, ctx) {
    app.post(
      '/crypto_wallets/authenticate/start/primary',
      { config: { auth: 'public' }, schema: { body: startBody } },
      async (request, reply) => {
        return ok(request, reply, { challenge: issueChallenge(ctx, request, null) });
      },
    );

    app.post(
      '/crypto_wallets/authenticate/start/secondary',
      { config: { auth: 'session' }, schema: { body: startBody } },
      async (request, reply) => {
        return ok(request, reply, { challenge: issueChallenge(ctx, request, request.session) });
      },
    );

    app.post(
      '/crypto_wallets/authenticate',
      {
        // A secondary challenge also needs the session that started it (below).
        config: { auth: 'optional' },
        schema: {
          body: schemaOf(CRYPTO_WALLET_AUTHENTICATE),
        },
      },
      async (request, reply) => {
        const type = parseWalletType(request.body.crypto_wallet_type);
        const address = normalizeAddress(type, request.body.crypto_wallet_address);
        const now = ctx.clock.now();
        const keys = requesterKeys(request, request.optionalSession);
        // The session's own live challenge first: a start that shares only the browser key (the same address,
        // user agent and client id, or none) came later and was looked up instead, so an anonymous start
        // for the address spent the owner's attach challenge (issue 42 item 8).
        const bySession = keys.session ? latestWalletChallenge(ctx.db, type, address, [keys.session, keys.session]) : undefined;
        const challenge =
          bySession && bySession.used_at === null && bySession.superseded_at === null && bySession.expires_at > now
            ? bySession
            : latestWalletChallenge(ctx.db, type, address, [keys.client, keys.session ?? keys.client]);
        if (!challenge) throw apiError('crypto_wallet_challenge_not_found');
        if (challenge.used_at !== null) {
          throw apiError(
            'unable_to_authenticate_crypto_wallet',
            'This challenge was already used: each challenge signs in once. Start again for a new one.',
          );
        }
        if (challenge.expires_at <= now)
          throw apiError('unable_to_authenticate_crypto_wallet', 'This challenge expired. Start again for a new one.');
        // Spend it before checking the signature: one challenge, one attempt.
        if (!consumeWalletChallenge(ctx.db, challenge.challenge_id, now)) {
          throw apiError(
            'unable_to_authenticate_crypto_wallet',
            'This challenge was already used: each challenge signs in once. Start again for a new one.',
          );
        }
        if (challenge.not_before !== null && challenge.not_before > now) throw apiError('siwe_message_not_valid_yet');
        const valid = await verifyWalletSignature({ type, address, message: challenge.message, signature: request.body.signature });
        if (!valid) throw apiError('unable_to_authenticate_crypto_wallet');

        // A secondary challenge attaches the wallet to the user who started it, in that user's session.
        const session = challenge.user_id ? request.session : null;
        if (session && session.user_id !== challenge.user_id) {
          throw apiError('unable_to_authenticate_crypto_wallet', 'This challenge was started in another session.');
        }
        const { wallet, created } = ctx.db.transaction(() => {
          const found = findWallet(ctx.db, type, address);
          if (found) {
            if (session && found.user_id !== session.user_id) throw apiError('duplicate_wallet_address');
            return { wallet: found, created: false };
          }
          // Checked again when the wallet is attached, after the signature check: the session must still be
          // live, on the same token, and its sign-in recent (issue 42 item 2).
          if (session) recheckSession(ctx, session, 'change_factors');
          const userId = session?.user_id ?? createUser(ctx.db, now, 'active');
          return { wallet: addWallet(ctx.db, { userId, type, address, now }), created: !session };
        })();
        const payload = await completeAuthentication(ctx, request, {
          userId: wallet.user_id,
          factor: cryptoWalletFactor(wallet, now),
          durationMinutes: request.body.session_duration_minutes,
          existing: session ?? request.optionalSession,
        });
        return ok(request, reply, { crypto_wallet_id: wallet.crypto_wallet_id, user_created: created, ...payload });
      },
    );
  },
};
