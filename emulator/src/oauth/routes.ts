/**
 * OAuth for the 19 providers of spec §3, the SDK side. `GET /v1/public/oauth/{provider}/start` (spec §7)
 * checks the query and sends the browser to the emulated provider page (oauth/pages.ts), whose form post
 * redirects to the login or signup redirect URL with `stytch_token_type=oauth&token=…` (wire doc).
 * `POST /sdk/v1/oauth/authenticate` exchanges that token once, checking the PKCE verifier against the
 * challenge the start URL carried. Google One Tap has its own routes (oauth/oneTapRoutes.ts).
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AuthenticationFactor } from '../../../src/wire/index.ts';
import { iso } from '../clock.ts';
import type { EmulatorContext } from '../context.ts';
import { sha256Hex } from '../crypto.ts';
import { apiError } from '../http/errors.ts';
import { ok } from '../http/reply.ts';
import type { RouteModule } from '../http/routes.ts';
import { type Static, params, queryValue, schemaOf, text } from '../http/schemas.ts';
import { OAUTH_AUTHENTICATE } from '../../../src/wire/requests.ts';
import { checkVerifier, requireChallenge } from '../pkce.ts';
import { completeAuthentication } from '../sessions/authenticate.ts';
import { DEFAULT_SCOPES, OAUTH_STATE_TTL_MS, parseProvider, parseStartQuery } from './provider.ts';
import { checkOAuthRedirect } from './signIn.ts';
import { consumeOAuthToken, createOAuthState, findOAuthToken, getRegistrationById } from './store.ts';

/**
 * The start query the client builds (spec §7 table): each parameter once, as a string, and any number of
 * `provider_<key>` parameters passed on to the provider. Other parameters are dropped, as the provider
 * ignores them. The schema gives the query its shape; parseStartQuery (provider.ts) reads its meaning
 * (an S256 challenge, RFC 6749 scopes), and a missing public token is the spec's `public_token_required`.
 */
const startQuery = Type.Object(
  {
    public_token: Type.Optional(queryValue),
    code_challenge: Type.Optional(queryValue),
    custom_scopes: Type.Optional(queryValue),
    login_redirect_url: Type.Optional(queryValue),
    signup_redirect_url: Type.Optional(queryValue),
  },
  { additionalProperties: false, patternProperties: { '^provider_.': queryValue } },
);

const authenticateBody = schemaOf(OAUTH_AUTHENTICATE);

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
function oauthFactor(
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
  register(app, ctx) {
    app.get(
      '/v1/public/oauth/:provider/start',
      // A browser redirect: the public token is in the query, checked here.
      { config: { auth: 'none' }, schema: { params: params({ provider: text(256) }), querystring: startQuery } },
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
        requireChallenge(config.pkceRequired.oauth, query.codeChallenge);
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

    app.post('/sdk/v1/oauth/authenticate', { config: { auth: 'optional' }, schema: { body: authenticateBody } }, async (request, reply) => {
      return ok(request, reply, await authenticateToken(ctx, request));
    });
  },
};
