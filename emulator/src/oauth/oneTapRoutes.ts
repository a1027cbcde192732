/**
 * The Google One Tap stand-in's API (spec §4 "One Tap error states", §7 "oneTapStart, oneTapSubmit"):
 * `GET /v1/public/oauth/google/onetap/start` hands out the Google client ID, a callback id and a CSRF
 * token; the widget's Google script (here the emulator's stand-in, `/_emulator/one_tap/gsi/client` in
 * oauth/controls.ts) yields an ID token that `POST /v1/oauth/callback/{oauth_callback_id}` verifies
 * (signature, issuer, audience, expiry, and the nonce the start handed out) before redirecting like the
 * provider page does, with an OAuth token bound to the start's PKCE challenge (issue 42). Tests make One
 * Tap fail with any error of spec §4 on demand (oneTap.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errors as joseErrors, jwtVerify } from 'jose';
import { Type } from 'typebox';
import type { EmulatorContext } from '../context.ts';
import { safeEqual, sha256Hex } from '../crypto.ts';
import { apiError } from '../http/errors.ts';
import type { RouteModule } from '../http/routes.ts';
import { body, fieldSchema, params, queryValue, schemaOf } from '../http/schemas.ts';
import { queryChallenge, requireChallenge } from '../pkce.ts';
import { ONE_TAP_CALLBACK_ID, ONE_TAP_SUBMIT } from '../../../src/wire/requests.ts';
import { GOOGLE_CLIENT_ID, GOOGLE_ISSUER, oneTapMode } from './oneTap.ts';
import { DEFAULT_SCOPES, OAUTH_STATE_TTL_MS, type TestIdentity, parseIdentity } from './provider.ts';
import { checkOAuthRedirect, issueTokenForIdentity } from './signIn.ts';
import { consumeOneTapCallback, createOneTapCallback, findOneTapCallback, idpKey } from './store.ts';

/**
 * A missing or empty public token is the spec's `public_token_required`, checked by the route. `code_challenge`
 * binds the OAuth token the submit mints to the browser that started (issue 42), as an OAuth start's does.
 */
const startQuery = body({ public_token: Type.Optional(queryValue), code_challenge: Type.Optional(queryValue) });

export const oneTapRoutes: RouteModule = {
  name: 'google one tap',
  prefix: '',
  async register(app, ctx) {
    app.get(
      '/v1/public/oauth/google/onetap/start',
      // Loaded by the Google script's frame: the public token is in the query, checked here.
      { config: { auth: 'none' }, schema: { querystring: startQuery } },
      async (request, reply) => {
        const publicToken = request.query.public_token;
        if (!publicToken) throw apiError('public_token_required');
        if (!ctx.config.environmentOf(publicToken)) throw apiError('unauthorized_credentials');
        const mode = oneTapMode(ctx);
        // These come from the provider's API (the widget reads err.error_type); the GSI-side ones
        // (origin_not_allowed_for_client, invalid_client, user_cancel) are produced by the stand-in script.
        if (
          mode.error === 'oauth_config_not_found' ||
          mode.error === 'no_login_redirect_urls_set' ||
          mode.error === 'no_signup_redirect_urls_set' ||
          mode.error === 'default_provider_not_allowed'
        ) {
          throw apiError(mode.error);
        }
        const codeChallenge = queryChallenge(request.query.code_challenge);
        requireChallenge(ctx.config.current.pkceRequired.oauth, codeChallenge);
        const now = ctx.clock.now();
        const { oauthCallbackId, csrfToken, nonce } = createOneTapCallback(ctx.db, codeChallenge, now, now + OAUTH_STATE_TTL_MS);
        // The provider's frame reads this cookie (js-cookie), so it cannot be HttpOnly; it is echoed in the
        // body too for clients that cannot read cookies of the emulator's origin.
        reply.header('set-cookie', `stytch_csrf_private_token=${csrfToken}; Path=/; Max-Age=${OAUTH_STATE_TTL_MS / 1000}; SameSite=Lax`);
        return reply.send({
          request_id: request.id,
          status_code: 200,
          google_client_id: GOOGLE_CLIENT_ID,
          oauth_callback_id: oauthCallbackId,
          stytch_csrf_token: csrfToken,
          // For `google.accounts.id.initialize({ nonce })`: Google puts it in the ID token, and the submit
          // checks it, so an ID token passes only the callback it was issued for (OpenID Connect Core §3.1.2.1).
          nonce,
        });
      },
    );

    // The One Tap submit is sent without a Content-Type, so it arrives as text/plain with a JSON body;
    // this route alone reads such a body.
    await app.register(async (scope) => {
      const callback = scope.withTypeProvider<TypeBoxTypeProvider>();
      callback.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, text, done) => {
        try {
          done(null, JSON.parse(text as string));
        } catch {
          done(apiError('invalid_json'), undefined);
        }
      });

      callback.post(
        '/v1/oauth/callback/:id',
        {
          // Its credential is the callback id and the CSRF token, checked here.
          config: { auth: 'none' },
          schema: {
            params: params({ id: fieldSchema(ONE_TAP_CALLBACK_ID) }),
            body: schemaOf(ONE_TAP_SUBMIT),
          },
        },
        async (request, reply) => {
          const now = ctx.clock.now();
          const callback = findOneTapCallback(ctx.db, request.params.id);
          if (!callback || callback.used_at !== null || callback.expires_at <= now) throw apiError('invalid_callback_id');
          const cookie = /(?:^|;\s*)stytch_csrf_private_token=([^;]+)/.exec(String(request.headers.cookie ?? ''))?.[1];
          const csrf = request.body.stytch_csrf_token || cookie || '';
          if (!safeEqual(sha256Hex(csrf), callback.csrf_hash))
            throw apiError('invalid_callback_id', 'The One Tap CSRF token does not match this callback.');
          if (!consumeOneTapCallback(ctx.db, callback.oauth_callback_id, now)) throw apiError('invalid_callback_id');
          const config = ctx.config.current;
          const loginRedirectUrl = checkOAuthRedirect(
            ctx,
            request.body.login_redirect_url || config.defaultRedirectUrls.login,
            'login_redirect_url',
          );
          const signupRedirectUrl = checkOAuthRedirect(
            ctx,
            request.body.signup_redirect_url || config.defaultRedirectUrls.signup,
            'signup_redirect_url',
          );
          const identity = await verifyGoogleIdToken(ctx, request.body.id_token, callback.nonce_hash);
          const { redirectUrl } = issueTokenForIdentity(ctx, {
            provider: 'google',
            identity,
            // The start's challenge: the token then signs in only where its verifier is (issue 42, login CSRF).
            codeChallenge: callback.code_challenge,
            scopes: DEFAULT_SCOPES.google,
            loginRedirectUrl,
            signupRedirectUrl,
          });
          return reply.send({ request_id: request.id, status_code: 200, redirect_url: redirectUrl });
        },
      );
    });

    app.get('/_emulator/one_tap/jwks', async () => ({ keys: [(await idpKey(ctx.db, GOOGLE_ISSUER, ctx.clock.now())).publicJwk] }));
  },
};

/**
 * Verifies a Google-style ID token from the emulated Google: RS256 signature, issuer, audience, expiry, and
 * that it carries the nonce of this callback. Without the nonce a captured ID token would sign its
 * account in again through any fresh callback for the rest of its hour; with it, each ID token passes once,
 * as its callback does.
 */
async function verifyGoogleIdToken(ctx: EmulatorContext, idToken: string, nonceHash: string): Promise<TestIdentity> {
  const key = await idpKey(ctx.db, GOOGLE_ISSUER, ctx.clock.now());
  let claims;
  try {
    ({ payload: claims } = await jwtVerify(idToken, key.publicKey, {
      algorithms: ['RS256'],
      issuer: GOOGLE_ISSUER,
      audience: GOOGLE_CLIENT_ID,
      currentDate: ctx.clock.date(),
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw apiError('id_token_expired');
    if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'aud') throw apiError('id_token_incorrect_audience');
    throw apiError('id_token_invalid', `The Google ID token is not valid: ${(error as Error).message}`);
  }
  if (typeof claims.nonce !== 'string' || nonceHash === '' || !safeEqual(sha256Hex(claims.nonce), nonceHash)) {
    throw apiError('id_token_invalid', 'The Google ID token does not carry the nonce of this One Tap callback.');
  }
  if (claims.email_verified !== true) throw apiError('id_token_invalid', 'The Google ID token carries no verified email.');
  try {
    return parseIdentity('google', { email: claims.email, name: claims.name, subject: claims.sub, locale: claims.locale });
  } catch {
    throw apiError('id_token_invalid', 'The Google ID token carries no usable email or subject.');
  }
}
