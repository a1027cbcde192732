/**
 * The emulated OAuth provider's sign-in page (spec §3 "OAuth providers"), where
 * `GET /v1/public/oauth/{provider}/start` (oauth/routes.ts) sends the browser: a tester picks or types a
 * test identity, and the form post redirects to the login or signup redirect URL with a single-use token
 * (oauth/signIn.ts), or back without one on cancel. No script, strict CSP, not frameable (provider.ts).
 */
import formbody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { OAuthProvider } from '../../../src/wire/index.ts';
import type { EmulatorContext } from '../context.ts';
import { cspNonce, pageCsp, sendHtml } from '../http/html.ts';
import type { RouteModule } from '../http/routes.ts';
import { type Static, body, params, queryValue, text } from '../http/schemas.ts';
import { type TestIdentity, parseIdentity, parseProvider, renderProviderError, renderProviderPage } from './provider.ts';
import { issueTokenForIdentity } from './signIn.ts';
import { type OAuthStateRow, consumeOAuthState, findOAuthState, knownIdentities, providerPageListsIdentities } from './store.ts';

const pageParams = params({ provider: text(256) });
/** The pending sign-in's state, as the start call put it in the page's URL. */
const pageQuery = body({ state: Type.Optional(queryValue) });

const EXPIRED = 'This sign-in attempt expired or was already completed. Go back to the app and start again.';

/** A sign-in waiting on the page, named by the state the page carries. */
interface Pending {
  state: string;
  row: OAuthStateRow;
}

function pendingSignIn(ctx: EmulatorContext, state: unknown, provider: OAuthProvider): Pending | undefined {
  if (typeof state !== 'string' || state.length === 0 || state.length > 256) return undefined;
  const row = findOAuthState(ctx.db, state);
  if (!row || row.provider !== provider || row.used_at !== null || row.expires_at <= ctx.clock.now()) return undefined;
  return { state, row };
}

/** A page for a sign-in that cannot go on (a bad, expired or used state). */
function errorPage(reply: FastifyReply, message: string) {
  const nonce = cspNonce();
  return sendHtml(reply, { status: 400, csp: pageCsp(nonce), html: renderProviderError({ nonce, title: 'Sign-in expired', message }) });
}

/** The sign-in page of a pending sign-in; its form may post to the emulator and go on to the redirect URLs. */
function signInPage(
  ctx: EmulatorContext,
  reply: FastifyReply,
  provider: OAuthProvider,
  { state, row }: Pending,
  page: { loginHint: string; error?: string; status?: number },
) {
  const nonce = cspNonce();
  return sendHtml(reply, {
    status: page.status,
    csp: pageCsp(nonce, [new URL(row.login_redirect_url).origin, new URL(row.signup_redirect_url).origin]),
    html: renderProviderPage({
      provider,
      projectName: ctx.config.current.projectName,
      formAction: `/_emulator/oauth/${provider}/authorize`,
      state,
      nonce,
      scopes: JSON.parse(row.scopes) as string[],
      knownIdentities: providerPageListsIdentities(ctx.db) ? knownIdentities(ctx.db, provider) : [],
      loginHint: page.loginHint,
      error: page.error,
    }),
  });
}

export const oauthPageRoutes: RouteModule = {
  name: 'oauth provider pages',
  prefix: '',
  async register(app, ctx) {
    // The page posts an HTML form (application/x-www-form-urlencoded): only this module's routes parse
    // one, so no API call accepts a form body.
    await app.register(formbody, { bodyLimit: 16 * 1024 });

    app.get('/_emulator/oauth/:provider/authorize', { schema: { params: pageParams, querystring: pageQuery } }, async (request, reply) => {
      const provider = parseProvider(request.params.provider);
      const pending = pendingSignIn(ctx, request.query.state, provider);
      if (!pending) return errorPage(reply, EXPIRED);
      const providerParams = JSON.parse(pending.row.provider_params) as Record<string, string>;
      return signInPage(ctx, reply, provider, pending, { loginHint: providerParams.login_hint ?? '' });
    });

    app.post<{ Params: Static<typeof pageParams>; Body: Record<string, unknown> | null }>(
      '/_emulator/oauth/:provider/authorize',
      { schema: { params: pageParams } },
      async (request, reply) => {
        const provider = parseProvider(request.params.provider);
        const form = request.body ?? {};
        const pending = pendingSignIn(ctx, form.state, provider);
        if (!pending) return errorPage(reply, EXPIRED);
        const { row } = pending;
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
          const loginHint = typeof form.email === 'string' ? form.email.slice(0, 254) : '';
          return signInPage(ctx, reply, provider, pending, { status: 400, loginHint, error: (error as Error).message });
        }
        if (!consumeOAuthState(ctx.db, row.state_hash, ctx.clock.now())) {
          return errorPage(reply, 'This sign-in attempt was already completed. Go back to the app and start again.');
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
  },
};
