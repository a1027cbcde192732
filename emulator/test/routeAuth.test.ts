// @vitest-environment node
/**
 * Route auth (src/http/auth.ts): every API route declares what it needs from its caller, and one hook
 * refuses what it does not get. The sweep takes the routes from the running server, so a route added
 * later is swept too; a route added without a declaration keeps the server from starting.
 */
import type { FastifyInstance } from 'fastify';
import { createClock } from '../src/clock.ts';
import { ConfigHolder, defaultConfig } from '../src/config.ts';
import type { EmulatorContext } from '../src/context.ts';
import { TEST_PASSWORD_COST } from '../src/crypto.ts';
import { buildApp } from '../src/http/app.ts';
import { FaultStore } from '../src/http/faults.ts';
import { HostPolicy } from '../src/http/hosts.ts';
import type { RouteModule } from '../src/http/routes.ts';
import type { RouteInfo } from '../src/index.ts';
import { routeModules } from '../src/modules.ts';
import { loadSigningKey } from '../src/sessions/keys.ts';
import { openDatabase } from '../src/store/db.ts';
import { Throttle } from '../src/throttle.ts';
import { type Api, expectError, signUpByEmailOtp, startEmulator } from './support.ts';

let api: Api;
/** Another project, with its own public tokens, secrets and signing key: its tokens and sessions are foreign here. */
let other: Api;
let ours: { session_token: string; session_jwt: string };
let foreign: { session_token: string; session_jwt: string };

beforeAll(async () => {
  [api, other] = await Promise.all([
    startEmulator(),
    startEmulator({
      config: {
        projectId: 'project-test-00000000-0000-4000-8000-000000000002',
        publicTokens: {
          test: 'public-token-test-00000000-0000-4000-8000-000000000002',
          live: 'public-token-live-00000000-0000-4000-8000-000000000002',
        },
        secrets: {
          test: 'secret-test-00000000-0000-4000-8000-000000000002',
          live: 'secret-live-00000000-0000-4000-8000-000000000002',
        },
      },
    }),
  ]);
  [ours, foreign] = await Promise.all([signUpByEmailOtp(api, 'sweep-owner@example.com'), signUpByEmailOtp(other, 'foreign@example.com')]);
});
afterAll(() => Promise.all([api.close(), other.close()]));

const sdkRoutes = () => api.emulator.routes.filter((route) => route.url.startsWith('/sdk/v1/'));
const name = (route: RouteInfo) => `${route.method} ${route.url}`;

describe('every API route declares what it needs from its caller', () => {
  it('lists which routes need a session, which take one when sent, and which need only the public token', () => {
    // The review table: a route that changes what it asks of its caller changes this list.
    expect(Object.fromEntries(sdkRoutes().map((route) => [name(route), route.auth]))).toEqual({
      'GET /sdk/v1/projects/bootstrap/:public_token': 'none',
      'POST /sdk/v1/users/search': 'public',
      'GET /sdk/v1/users/me': 'session',
      'PUT /sdk/v1/users/me': 'session',
      'DELETE /sdk/v1/users/emails/:id': 'session',
      'DELETE /sdk/v1/users/phone_numbers/:id': 'session',
      'DELETE /sdk/v1/users/totps/:id': 'session',
      'DELETE /sdk/v1/users/crypto_wallets/:id': 'session',
      'DELETE /sdk/v1/users/oauth/:id': 'session',
      'DELETE /sdk/v1/users/webauthn_registrations/:id': 'session',
      'DELETE /sdk/v1/users/biometric_registrations/:id': 'session',
      'POST /sdk/v1/sessions/authenticate': 'session',
      'POST /sdk/v1/sessions/revoke': 'session',
      'POST /sdk/v1/magic_links/email/login_or_create': 'public',
      'POST /sdk/v1/magic_links/email/send/primary': 'public',
      'POST /sdk/v1/magic_links/email/send/secondary': 'session',
      'POST /sdk/v1/magic_links/authenticate': 'optional',
      'POST /sdk/v1/otps/sms/login_or_create': 'public',
      'POST /sdk/v1/otps/sms/send/primary': 'public',
      'POST /sdk/v1/otps/sms/send/secondary': 'session',
      'POST /sdk/v1/otps/whatsapp/login_or_create': 'public',
      'POST /sdk/v1/otps/whatsapp/send/primary': 'public',
      'POST /sdk/v1/otps/whatsapp/send/secondary': 'session',
      'POST /sdk/v1/otps/email/login_or_create': 'public',
      'POST /sdk/v1/otps/email/send/primary': 'public',
      'POST /sdk/v1/otps/email/send/secondary': 'session',
      'POST /sdk/v1/otps/authenticate': 'optional',
      'POST /sdk/v1/passwords': 'public',
      'POST /sdk/v1/passwords/authenticate': 'optional',
      'POST /sdk/v1/passwords/email/reset/start': 'public',
      'POST /sdk/v1/passwords/email/reset': 'optional',
      'POST /sdk/v1/passwords/existing_password/reset': 'public',
      'POST /sdk/v1/passwords/session/reset': 'session',
      'POST /sdk/v1/passwords/strength_check': 'public',
      'POST /sdk/v1/oauth/authenticate': 'optional',
      'POST /sdk/v1/webauthn/register/start': 'session',
      'POST /sdk/v1/webauthn/register': 'session',
      'POST /sdk/v1/webauthn/authenticate/start/primary': 'public',
      'POST /sdk/v1/webauthn/authenticate/start/secondary': 'session',
      'POST /sdk/v1/webauthn/authenticate': 'optional',
      'PUT /sdk/v1/webauthn/update/:id': 'session',
      'POST /sdk/v1/totps': 'session',
      'POST /sdk/v1/totps/authenticate': 'session',
      'POST /sdk/v1/totps/recovery_codes': 'session',
      'POST /sdk/v1/totps/recover': 'session',
      'POST /sdk/v1/crypto_wallets/authenticate/start/primary': 'public',
      'POST /sdk/v1/crypto_wallets/authenticate/start/secondary': 'session',
      'POST /sdk/v1/crypto_wallets/authenticate': 'optional',
      'POST /sdk/v1/b2b/organizations/members/search': 'public',
      'POST /sdk/v1/events': 'none',
    });
  });

  it('declares the API routes outside /sdk/v1 too: redirects and callbacks that carry their own credential', () => {
    const others = api.emulator.routes.filter((route) => route.url.startsWith('/v1/'));
    expect(Object.fromEntries(others.map((route) => [name(route), route.auth]))).toEqual({
      'GET /v1/sessions/jwks/:project_id': 'none',
      'GET /v1/public/oauth/:provider/start': 'none',
      'GET /v1/public/oauth/google/onetap/start': 'none',
      'POST /v1/oauth/callback/:id': 'none',
      // The backend API (issue 37): a host's server, with the project's secret.
      'POST /v1/sessions/authenticate': 'secret',
      'GET /v1/sessions': 'secret',
      'POST /v1/sessions/revoke': 'secret',
      'POST /v1/users': 'secret',
      'GET /v1/users/:user_id': 'secret',
      'PUT /v1/users/:user_id': 'secret',
      'DELETE /v1/users/:user_id': 'secret',
      'POST /v1/users/search': 'secret',
      'DELETE /v1/users/emails/:id': 'secret',
      'DELETE /v1/users/phone_numbers/:id': 'secret',
      'DELETE /v1/users/totps/:id': 'secret',
      'DELETE /v1/users/crypto_wallets/:id': 'secret',
      'DELETE /v1/users/oauth/:id': 'secret',
      'DELETE /v1/users/webauthn_registrations/:id': 'secret',
      'DELETE /v1/users/biometric_registrations/:id': 'secret',
      'DELETE /v1/users/passwords/:id': 'secret',
      'POST /v1/magic_links/email/invite': 'secret',
    });
  });
});

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  pattern?: string;
  minimum?: number;
  minItems?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

/** The smallest value the schema accepts: required fields only, strings of the least length. */
function sample(schema: JsonSchema): unknown {
  if (schema.anyOf?.[0]) return sample(schema.anyOf[0]);
  switch ([schema.type].flat()[0]) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {})]));
    case 'string':
      if (schema.pattern) throw new Error(`no sample for a string with a pattern (${schema.pattern}): add one here`);
      return 'x'.repeat(Math.max(schema.minLength ?? 0, 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    default:
      return null;
  }
}

/** A request the route's schema accepts, so that only its Authorization decides the answer. */
function call(route: RouteInfo, authorization: string | null) {
  const path = route.url.replace(/:[a-z_]+/g, 'x');
  return api.request(route.method, path, {
    auth: authorization,
    body: route.method === 'GET' ? undefined : sample((route.bodySchema ?? { type: 'object' }) as JsonSchema),
  });
}

const basic = (publicToken: string, secret: string) => `Basic ${Buffer.from(`${publicToken}:${secret}`).toString('base64')}`;

describe('the sweep: every /sdk/v1 route refuses a caller it should not serve', () => {
  it('refuses a call without an Authorization header, or with another project’s public token', async () => {
    const swept = sdkRoutes().filter((route) => route.auth !== 'none');
    expect(swept.length).toBeGreaterThan(40);
    for (const route of swept) {
      const context = `${name(route)} (${route.auth})`;
      // The three at once: the sweep covers every route, and a busy machine must not time it out.
      const refusals = await Promise.all([
        call(route, null),
        call(route, other.basic()),
        // Another project's token with this project's live session: the public token decides first.
        call(route, basic(other.publicToken, ours.session_token)),
      ]);
      for (const answer of refusals) {
        expect(answer.status, context).toBe(401);
        expectError(answer, 401, 'unauthorized_credentials');
      }
    }
  });

  it('refuses a session route without a session, or with another project’s session', async () => {
    const swept = sdkRoutes().filter((route) => route.auth === 'session');
    expect(swept.length).toBeGreaterThan(20);
    for (const route of swept) {
      const context = name(route);
      const withoutSession = await call(route, api.basic());
      expect(withoutSession.status, context).toBe(401);
      expectError(withoutSession, 401, 'user_unauthenticated');
      for (const secret of [foreign.session_token, foreign.session_jwt, 'not-a-session-token']) {
        const answer = await call(route, basic(api.publicToken, secret));
        expect(answer.status, context).toBe(401);
        expectError(answer, 401, 'session_not_found');
      }
    }
  });

  it('serves an optional-session route to a foreign session as to no session: refused by the route itself, never a 500', async () => {
    for (const route of sdkRoutes().filter((candidate) => candidate.auth === 'optional')) {
      const context = name(route);
      const withoutSession = await call(route, api.basic());
      const withForeign = await call(route, basic(api.publicToken, foreign.session_token));
      // The sample token or credential is not valid, so each call fails in the route, the same way.
      expect(withoutSession.status, context).toBeGreaterThanOrEqual(400);
      expect(withoutSession.status, context).toBeLessThan(500);
      expect({ status: withForeign.status, error_type: withForeign.json.error_type }, context).toEqual({
        status: withoutSession.status,
        error_type: withoutSession.json.error_type,
      });
    }
  });

  it('refuses a revoked session, by token or by JWT, on every route: the spec’s 4xx shape, never 200, never 5xx', async () => {
    const revoked = await signUpByEmailOtp(api, 'sweep-revoked@example.com');
    expect((await api.post('/sessions/revoke', {}, revoked.session_token)).status).toBe(200);
    for (const route of sdkRoutes().filter((candidate) => candidate.auth !== 'none')) {
      const context = name(route);
      for (const secret of [revoked.session_token, revoked.session_jwt]) {
        const answer = await call(route, basic(api.publicToken, secret));
        if (route.auth === 'session') {
          expect(answer.status, context).toBe(401);
          expectError(answer, 401, 'session_not_found');
        } else if (route.auth === 'optional') {
          // A log-in ignores a dead session and judges its own credential (the sample one is not valid).
          const withoutSession = await call(route, api.basic());
          expect({ status: answer.status, error_type: answer.json.error_type }, context).toEqual({
            status: withoutSession.status,
            error_type: withoutSession.json.error_type,
          });
          expect(answer.status, context).toBeGreaterThanOrEqual(400);
          expect(answer.status, context).toBeLessThan(500);
        } else {
          // A public route does not look at the session (http/auth.ts): it answers as to the public token alone.
          expect(answer.status, context).toBeLessThan(500);
        }
      }
    }
  });

  it('serves the calls that send no Authorization only for this project’s public token', async () => {
    expect(
      sdkRoutes()
        .filter((route) => route.auth === 'none')
        .map(name),
    ).toEqual(['GET /sdk/v1/projects/bootstrap/:public_token', 'POST /sdk/v1/events']);
    const event = (publicToken: string) => [{ telemetry: {}, event: { public_token: publicToken, event_name: 'sweep' } }];
    expect((await api.request('GET', `/sdk/v1/projects/bootstrap/${api.publicToken}`, { auth: null })).status).toBe(200);
    expectError(
      await api.request('GET', `/sdk/v1/projects/bootstrap/${other.publicToken}`, { auth: null }),
      401,
      'unauthorized_credentials',
    );
    expect((await api.request('POST', '/sdk/v1/events', { body: event(api.publicToken), auth: null })).status).toBe(200);
    expectError(
      await api.request('POST', '/sdk/v1/events', { body: event(other.publicToken), auth: null }),
      401,
      'unauthorized_credentials',
    );
  });
});

describe('the sweep: every backend route takes the project’s secret and nothing else', () => {
  const backendRoutes = () => api.emulator.routes.filter((route) => route.auth === 'secret');
  const projectBasic = (secret: string, projectId = api.emulator.config.current.projectId) => basic(projectId, secret);

  it('refuses no credentials, a browser’s, a wrong secret and another project’s, in the provider’s 401 shape', async () => {
    const swept = backendRoutes();
    expect(swept.length).toBeGreaterThan(15);
    const { secrets } = other.emulator.config.current;
    for (const route of swept) {
      const context = name(route);
      const refusals = await Promise.all([
        call(route, null),
        // The browser's credentials: a public token never opens the backend API, with or without a session.
        call(route, api.basic()),
        call(route, basic(api.publicToken, ours.session_token)),
        // The other project's id and secret; this project's id with the other's secret.
        call(route, basic(other.emulator.config.current.projectId, secrets.test)),
        call(route, projectBasic(secrets.live)),
      ]);
      for (const answer of refusals) {
        expect(answer.status, context).toBe(401);
        expectError(answer, 401, 'unauthorized_credentials');
        // A secret never belongs in a browser: no CORS header, refusal or not.
        expect(answer.headers.get('access-control-allow-origin'), context).toBeNull();
      }
    }
  });

  it('serves both of the project’s secrets past the front door (the sample request is then judged by the route)', async () => {
    const { secrets } = api.emulator.config.current;
    for (const route of backendRoutes()) {
      for (const secret of [secrets.test, secrets.live]) {
        const answer = await call(route, projectBasic(secret));
        expect(answer.json?.error_type, name(route)).not.toBe('unauthorized_credentials');
        expect(answer.status, name(route)).toBeLessThan(500);
      }
    }
  });

  it('never takes a secret on the SDK API: not as a public token, and it names no session', async () => {
    const { projectId, secrets } = api.emulator.config.current;
    for (const route of sdkRoutes().filter((candidate) => candidate.auth !== 'none')) {
      expectError(await call(route, basic(projectId, secrets.test)), 401, 'unauthorized_credentials');
      if (route.auth === 'session') expectError(await call(route, basic(api.publicToken, secrets.test)), 401, 'session_not_found');
    }
  });
});

describe('a route that does not declare its auth', () => {
  let ctx: EmulatorContext;
  beforeEach(async () => {
    const db = openDatabase({ inMemory: true });
    const config = new ConfigHolder(defaultConfig());
    const clock = createClock();
    ctx = {
      db,
      config,
      clock,
      key: await loadSigningKey(db, clock.now()),
      faults: new FaultStore(),
      throttle: new Throttle(config, clock),
      hosts: new HostPolicy('localhost'),
      url: 'http://localhost',
      passwordHashCost: TEST_PASSWORD_COST,
    };
  });
  afterEach(() => ctx.db.close());

  const extra = (register: RouteModule['register']): RouteModule => ({ name: 'a new route', prefix: '/sdk/v1', register });

  it('keeps the server from starting, naming the route', async () => {
    const undeclared = extra((app) => {
      app.post('/things/new', async (_request, reply) => reply.send({}));
    });
    await expect(buildApp(ctx, [...routeModules, undeclared])).rejects.toThrow(
      "POST /sdk/v1/things/new: config.auth is missing; every API route declares config: { auth: 'public' | 'session' | 'optional' | 'secret' | 'none' }",
    );
  });

  it('keeps the server from starting when the declaration is not one of the five', async () => {
    const misspelt = extra((app) => {
      // @ts-expect-error: the declaration is typed; this is what a JavaScript caller or a cast could still send.
      app.post('/things/new', { config: { auth: 'sesion' } }, async (_request, reply) => reply.send({}));
    });
    await expect(buildApp(ctx, [misspelt])).rejects.toThrow('POST /sdk/v1/things/new: config.auth is "sesion"; every API route declares');
  });

  it('answers 500 when a handler reads a session its route did not ask for, rather than serving it', async () => {
    let app: FastifyInstance | undefined;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      app = await buildApp(ctx, [
        extra((scope) => {
          scope.get('/things/mine', { config: { auth: 'public' } }, async (request) => ({ user_id: request.session.user_id }));
        }),
      ]);
      const answer = await app.inject({
        method: 'GET',
        url: '/sdk/v1/things/mine',
        headers: { authorization: basic(ctx.config.current.publicTokens.test, ctx.config.current.publicTokens.test) },
      });
      expect({ status: answer.statusCode, error_type: answer.json<{ error_type: string }>().error_type }).toEqual({
        status: 500,
        error_type: 'internal_server_error',
      });
      expect(String(errors.mock.calls[0]?.[1])).toContain("GET /sdk/v1/things/mine reads request.session but declares auth 'public'");
    } finally {
      errors.mockRestore();
      await app?.close();
    }
  });
});
