/**
 * OAuth for the 19 providers of spec §3 and the Google One Tap stand-in.
 *
 * Redirect flow: `GET /v1/public/oauth/{provider}/start` (spec §7) checks the query and sends the browser
 * to the emulated provider page (`/_emulator/oauth/{provider}/authorize`), where a tester picks or types
 * a test identity; its form post redirects to the login or signup redirect URL with
 * `stytch_token_type=oauth&token=…` (wire doc). `POST /sdk/v1/oauth/authenticate` exchanges the token once,
 * checking the PKCE verifier against the challenge the start URL carried.
 *
 * One Tap: `GET /v1/public/oauth/google/onetap/start` hands out the Google client ID and a callback id;
 * the widget's Google script (here the emulator's stand-in, `/_emulator/one_tap/gsi/client`) yields an ID
 * token that `POST /v1/oauth/callback/{oauth_callback_id}` verifies (signature, issuer, audience, expiry)
 * before redirecting like the flow above. Tests make One Tap fail with any error of spec §4 on demand.
 */
import type { AuthenticationFactor } from '../../../src/wire/index.ts';
import { Type } from 'typebox';
import { iso } from '../clock.ts';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { OAuthProvider } from '../../../src/wire/index.ts';
import type { EmulatorContext } from '../context.ts';
import { safeEqual, sha256Hex } from '../crypto.ts';
import { apiError } from '../http/errors.ts';
import { cspNonce, pageCsp, sendHtml } from '../http/html.ts';
import { ok } from '../http/reply.ts';
import { checkVerifier } from '../pkce.ts';
import { checkRedirectUrl } from '../redirects.ts';
import { type Static, antiAbuseFields, body, codeVerifier, sessionDurationMinutes, text, token as tokenSchema } from '../http/schemas.ts';
import {
  DEFAULT_SCOPES,
  OAUTH_STATE_TTL_MS,
  OAUTH_TOKEN_TTL_MS,
  type TestIdentity,
  parseIdentity,
  parseProvider,
  parseStartQuery,
  redirectWithToken,
  renderProviderError,
  renderProviderPage,
  splitName,
} from './provider.ts';
import { completeAuthentication } from '../sessions/authenticate.ts';
import {
  addRegistration,
  consumeOAuthState,
  consumeOAuthToken,
  consumeOneTapCallback,
  createOAuthState,
  createOneTapCallback,
  findOAuthState,
  findOAuthToken,
  findOneTapCallback,
  findRegistration,
  getRegistrationById,
  idpKey,
  issueOAuthToken,
  knownIdentities,
  providerPageListsIdentities,
  setUserNameIfEmpty,
} from './store.ts';
import { activateUser, addEmail, createUser, findEmail } from '../users/store.ts';
import { proveEmail } from '../users/identity.ts';
import { GOOGLE_CLIENT_ID, GOOGLE_ISSUER, oneTapMode } from './oneTap.ts';
import type { RouteModule } from '../http/routes.ts';

/** A login or signup redirect URL of an OAuth sign-in, normalised, on the project's allowed list. */
export function checkOAuthRedirect(ctx: EmulatorContext, url: string, field: string): string {
  let href: string;
  try {
    href = new URL(url).href;
  } catch {
    throw apiError('no_match_for_provided_oauth_url', `${field} is not a URL.`);
  }
  checkRedirectUrl(ctx, url, field, 'no_match_for_provided_oauth_url');
  return href;
}

/**
 * Finds or creates the user behind a provider identity: first by the provider's subject, then by a
 * matching email (the provider vouches for it, so the accounts are linked and the email is verified),
 * else a new user. Returns whether the user was created (which picks the signup redirect URL).
 */
export function userForIdentity(ctx: EmulatorContext, provider: OAuthProvider, identity: TestIdentity) {
  return ctx.db.transaction(() => {
    const now = ctx.clock.now();
    const known = findRegistration(ctx.db, provider, identity.subject);
    let emailRow = findEmail(ctx.db, identity.email);
    let userId: string;
    let created = false;
    if (known) {
      userId = known.user_id;
      if (!emailRow) emailRow = addEmail(ctx.db, userId, identity.email, now);
    } else if (emailRow) {
      userId = emailRow.user_id;
    } else {
      userId = createUser(ctx.db, now, 'active');
      emailRow = addEmail(ctx.db, userId, identity.email, now);
      created = true;
    }
    // Verify the address only when it is this user's: a subject seen before may come back with an email
    // that meanwhile belongs to someone else, which must not be taken over. The provider vouching for the
    // address is a proof like a magic link: a password set before it is no longer trusted (proveEmail).
    const emailId = emailRow.user_id === userId ? emailRow.email_id : '';
    if (emailId) proveEmail(ctx, emailId);
    activateUser(ctx.db, userId);
    if (identity.name) setUserNameIfEmpty(ctx.db, userId, splitName(identity.name));
    const registration =
      known ??
      addRegistration(ctx.db, {
        userId,
        provider,
        subject: identity.subject,
        profilePictureUrl: identity.profilePictureUrl,
        locale: identity.locale,
        now,
      });
    return { userId, registration, emailId, created };
  })();
}

/** Signs the identity in with the provider and issues the single-use token for the redirect URL. */
export function issueTokenForIdentity(
  ctx: EmulatorContext,
  input: {
    provider: OAuthProvider;
    identity: TestIdentity;
    codeChallenge: string | null;
    scopes: string[];
    loginRedirectUrl: string;
    signupRedirectUrl: string;
  },
) {
  const { userId, registration, emailId, created } = userForIdentity(ctx, input.provider, input.identity);
  const now = ctx.clock.now();
  const token = issueOAuthToken(ctx.db, {
    provider: input.provider,
    user_id: userId,
    oauth_user_registration_id: registration.oauth_user_registration_id,
    email_id: emailId,
    code_challenge: input.codeChallenge,
    scopes: JSON.stringify(input.scopes),
    user_created: created ? 1 : 0,
    created_at: now,
    expires_at: now + OAUTH_TOKEN_TTL_MS,
  });
  // Wire doc "Redirect tokens": a new user goes to the signup URL, a returning one to the login URL.
  const redirectUrl = redirectWithToken(created ? input.signupRedirectUrl : input.loginRedirectUrl, token);
  return { token, redirectUrl, userId, created, registration };
}

function errorPage(reply: FastifyReply, status: number, title: string, message: string) {
  const nonce = cspNonce();
  return sendHtml(reply, { status, csp: pageCsp(nonce), html: renderProviderError({ nonce, title, message }) });
}

function liveState(ctx: EmulatorContext, state: unknown, provider: OAuthProvider) {
  if (typeof state !== 'string' || state.length === 0 || state.length > 256) return undefined;
  const row = findOAuthState(ctx.db, state);
  if (!row || row.provider !== provider || row.used_at !== null || row.expires_at <= ctx.clock.now()) return undefined;
  return row;
}

const authenticateBody = body({
  token: tokenSchema,
  code_verifier: Type.Optional(codeVerifier),
  session_duration_minutes: Type.Optional(sessionDurationMinutes),
  ...antiAbuseFields,
});

async function authenticateToken(ctx: EmulatorContext, request: FastifyRequest & { body: Static<typeof authenticateBody> }) {
  const now = ctx.clock.now();
  const attempt = ctx.throttle.attempt(request.ip, null);
  const row = findOAuthToken(ctx.db, request.body.token);
  if (!row) throw apiError('oauth_token_not_found');
  // A token that exists was no guess, whatever happens to it next.
  attempt.release();
  if (row.used_at !== null) throw apiError('oauth_token_not_found', 'This OAuth token was already used: tokens work once.');
  if (row.expires_at <= now) throw apiError('oauth_token_not_found', 'This OAuth token expired; sign in again.');
  // A PKCE failure leaves the token unused, so the device that started the flow can still finish it.
  checkVerifier(row.code_challenge, request.body.code_verifier, 'oauth', ctx.config.current.pkceRequired.oauth);
  if (!consumeOAuthToken(ctx.db, row.token_hash, now))
    throw apiError('oauth_token_not_found', 'This OAuth token was already used: tokens work once.');
  // The registration cascades away with the token if it was deleted, so it is here.
  const reg = getRegistrationById(ctx.db, row.oauth_user_registration_id)!;
  const existing = request.optionalSession;
  const payload = await completeAuthentication(ctx, request, {
    userId: row.user_id,
    factor: oauthFactor(row.provider, reg, row.email_id, now),
    durationMinutes: request.body.session_duration_minutes,
    existing,
  });
  const scopes = JSON.parse(row.scopes) as string[];
  return {
    provider_subject: reg.provider_subject,
    provider_type: row.provider,
    oauth_user_registration_id: reg.oauth_user_registration_id,
    user_created: row.user_created === 1,
    reset_sessions: false,
    // Stand-ins for the provider's own tokens: random, never valid anywhere else.
    provider_values: {
      access_token: `emulated-${row.provider}-access-${sha256Hex(row.token_hash).slice(0, 32)}`,
      refresh_token: '',
      id_token: '',
      scopes,
      expires_at: new Date(now + 3_600_000).toISOString(),
    },
    ...payload,
  };
}

/** `delivery_method: oauth_<provider>` and a `<provider>_oauth_factor`, as the provider lays them out. */
export function oauthFactor(
  provider: string,
  registration: { oauth_user_registration_id: string; provider_subject: string },
  emailId: string,
  now: number,
): AuthenticationFactor {
  return {
    type: 'oauth',
    delivery_method: `oauth_${provider}`,
    last_authenticated_at: iso(now),
    [`${provider}_oauth_factor`]: {
      id: registration.oauth_user_registration_id,
      provider_subject: registration.provider_subject,
      email_id: emailId,
    },
  } as AuthenticationFactor;
}

export const oauthRoutes: RouteModule = {
  name: 'oauth',
  prefix: '',
  async register(app, ctx) {
    app.get<{ Params: { provider: string }; Querystring: Record<string, unknown> }>(
      '/v1/public/oauth/:provider/start',
      // A browser redirect: the public token is in the query, checked here.
      { config: { auth: 'none' } },
      async (request, reply) => {
        const provider = parseProvider(request.params.provider);
        const query = parseStartQuery(request.query);
        if (!ctx.config.environmentOf(query.publicToken)) throw apiError('unauthorized_credentials');
        const config = ctx.config.current;
        const loginRedirectUrl = checkOAuthRedirect(ctx, query.loginRedirectUrl ?? config.defaultRedirectUrls.login, 'login_redirect_url');
        const signupRedirectUrl = checkOAuthRedirect(
          ctx,
          query.signupRedirectUrl ?? config.defaultRedirectUrls.signup,
          'signup_redirect_url',
        );
        if (config.pkceRequired.oauth && !query.codeChallenge) throw apiError('missing_code_challenge');
        const now = ctx.clock.now();
        const state = createOAuthState(ctx.db, {
          provider,
          code_challenge: query.codeChallenge,
          login_redirect_url: loginRedirectUrl,
          signup_redirect_url: signupRedirectUrl,
          scopes: JSON.stringify([...new Set([...DEFAULT_SCOPES[provider], ...query.customScopes])]),
          provider_params: JSON.stringify(query.providerParams),
          created_at: now,
          expires_at: now + OAUTH_STATE_TTL_MS,
        });
        return reply
          .code(302)
          .header('cache-control', 'no-store')
          .redirect(`/_emulator/oauth/${provider}/authorize?state=${encodeURIComponent(state)}`);
      },
    );

    // The emulated provider page posts an HTML form (application/x-www-form-urlencoded): only its own
    // routes parse one, so no API call accepts a form body.
    await app.register(async (scope) => {
      const page = scope.withTypeProvider<TypeBoxTypeProvider>();
      await page.register(formbody, { bodyLimit: 16 * 1024 });

      page.get<{ Params: { provider: string }; Querystring: { state?: unknown } }>(
        '/_emulator/oauth/:provider/authorize',
        async (request, reply) => {
          const provider = parseProvider(request.params.provider);
          const row = liveState(ctx, request.query.state, provider);
          if (!row)
            return errorPage(
              reply,
              400,
              'Sign-in expired',
              'This sign-in attempt expired or was already completed. Go back to the app and start again.',
            );
          const nonce = cspNonce();
          const params = JSON.parse(row.provider_params) as Record<string, string>;
          return sendHtml(reply, {
            csp: pageCsp(nonce, [new URL(row.login_redirect_url).origin, new URL(row.signup_redirect_url).origin]),
            html: renderProviderPage({
              provider,
              projectName: ctx.config.current.projectName,
              formAction: `/_emulator/oauth/${provider}/authorize`,
              state: request.query.state as string,
              nonce,
              scopes: JSON.parse(row.scopes) as string[],
              knownIdentities: providerPageListsIdentities(ctx.db) ? knownIdentities(ctx.db, provider) : [],
              loginHint: params.login_hint ?? '',
            }),
          });
        },
      );

      page.post<{ Params: { provider: string }; Body: Record<string, unknown> }>(
        '/_emulator/oauth/:provider/authorize',
        async (request, reply) => {
          const provider = parseProvider(request.params.provider);
          const form = (request.body ?? {}) as Record<string, unknown>;
          const row = liveState(ctx, form.state, provider);
          if (!row)
            return errorPage(
              reply,
              400,
              'Sign-in expired',
              'This sign-in attempt expired or was already completed. Go back to the app and start again.',
            );
          const redirectOrigins = [new URL(row.login_redirect_url).origin, new URL(row.signup_redirect_url).origin];
          if (form.action === 'cancel') {
            consumeOAuthState(ctx.db, row.state_hash, ctx.clock.now());
            // As a provider does when the user declines: back to the app, without a token.
            const back = new URL(row.login_redirect_url);
            back.searchParams.set('error', 'access_denied');
            return reply.code(303).header('cache-control', 'no-store').redirect(back.toString());
          }
          let identity: TestIdentity;
          try {
            identity = parseIdentity(provider, form);
          } catch (error) {
            const nonce = cspNonce();
            return sendHtml(reply, {
              status: 400,
              csp: pageCsp(nonce, redirectOrigins),
              html: renderProviderPage({
                provider,
                projectName: ctx.config.current.projectName,
                formAction: `/_emulator/oauth/${provider}/authorize`,
                state: form.state as string,
                nonce,
                scopes: JSON.parse(row.scopes) as string[],
                knownIdentities: providerPageListsIdentities(ctx.db) ? knownIdentities(ctx.db, provider) : [],
                loginHint: typeof form.email === 'string' ? form.email.slice(0, 254) : '',
                error: (error as Error).message,
              }),
            });
          }
          if (!consumeOAuthState(ctx.db, row.state_hash, ctx.clock.now())) {
            return errorPage(
              reply,
              400,
              'Sign-in expired',
              'This sign-in attempt was already completed. Go back to the app and start again.',
            );
          }
          const { redirectUrl } = issueTokenForIdentity(ctx, {
            provider,
            identity,
            codeChallenge: row.code_challenge,
            scopes: JSON.parse(row.scopes) as string[],
            loginRedirectUrl: row.login_redirect_url,
            signupRedirectUrl: row.signup_redirect_url,
          });
          return reply.code(303).header('cache-control', 'no-store').redirect(redirectUrl);
        },
      );
    });

    app.post('/sdk/v1/oauth/authenticate', { config: { auth: 'optional' }, schema: { body: authenticateBody } }, async (request, reply) => {
      return ok(request, reply, await authenticateToken(ctx, request));
    });

    // ---- Google One Tap (spec §4 error states, §7 "oneTapStart, oneTapSubmit") ----

    app.get<{ Querystring: { public_token?: unknown } }>(
      '/v1/public/oauth/google/onetap/start',
      { config: { auth: 'none' } },
      async (request, reply) => {
        const publicToken = request.query.public_token;
        if (typeof publicToken !== 'string' || !publicToken) throw apiError('public_token_required');
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
        const now = ctx.clock.now();
        const { oauthCallbackId, csrfToken } = createOneTapCallback(ctx.db, now, now + OAUTH_STATE_TTL_MS);
        // The provider's frame reads this cookie (js-cookie), so it cannot be HttpOnly; it is echoed in the
        // body too for clients that cannot read cookies of the emulator's origin.
        reply.header('set-cookie', `stytch_csrf_private_token=${csrfToken}; Path=/; Max-Age=${OAUTH_STATE_TTL_MS / 1000}; SameSite=Lax`);
        return reply.send({
          request_id: request.id,
          status_code: 200,
          google_client_id: GOOGLE_CLIENT_ID,
          oauth_callback_id: oauthCallbackId,
          stytch_csrf_token: csrfToken,
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
            params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) }),
            body: body({
              id_token: Type.String({ minLength: 1, maxLength: 16384 }),
              stytch_csrf_token: Type.Optional(text(256)),
              login_redirect_url: Type.Optional(text(2048)),
              signup_redirect_url: Type.Optional(text(2048)),
            }),
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
          const identity = await verifyGoogleIdToken(ctx, request.body.id_token);
          const { redirectUrl } = issueTokenForIdentity(ctx, {
            provider: 'google',
            identity,
            codeChallenge: null,
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

/** Verifies a Google-style ID token from the emulated Google: RS256 signature, issuer, audience, expiry. */
export async function verifyGoogleIdToken(ctx: EmulatorContext, idToken: string): Promise<TestIdentity> {
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
  if (claims.email_verified !== true) throw apiError('id_token_invalid', 'The Google ID token carries no verified email.');
  try {
    return parseIdentity('google', { email: claims.email, name: claims.name, subject: claims.sub, locale: claims.locale });
  } catch {
    throw apiError('id_token_invalid', 'The Google ID token carries no usable email or subject.');
  }
}
