/**
 * The Fastify server: CORS for allowed origins with credentials (wire doc "Requests"), injected faults,
 * schema validation, and one error handler so every failure — bad JSON, wrong content type, oversize
 * body, unknown route, schema mismatch, a bug — leaves in the wire doc's error shape.
 */
import { randomUUID } from 'node:crypto';
import cors, { type OriginFunction } from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { recordBackendCalls } from '../events/backend.ts';
import type { Fault } from './faults.ts';
import type { RouteModule } from './routes.ts';
import { type RouteAuth, ROUTE_AUTH, enforceRouteAuth, isRouteAuth } from './auth.ts';
import { ApiError, apiError, sendError, toSchemaIssues } from './errors.ts';
import { nestsDeeperThan, tooDeep } from './jsonDepth.ts';
import { assertAllowedOrigin, assertTrustedOrigin, isAllowedOrigin } from './origins.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False on the backend API's routes: @fastify/cors leaves them alone (it reads this per route). */
    cors?: false;
  }
}

/** 1 MiB: far above any real SDK body, small enough that a flood of huge bodies stays cheap. */
const BODY_LIMIT = 1024 * 1024;

/** Headers the browser client sends (wire doc "Requests"). */
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-SDK-Client',
  'X-SDK-Parent-Host',
  // The Google One Tap submit names itself with this header (oauth/oneTapRoutes.ts).
  'X-Stytch-OAuth-Type',
];

/** API paths: where faults apply, the project's allowed origins are enforced and every route declares its auth (http/auth.ts). */
const isApiPath = (path: string) => path.startsWith('/sdk/') || path.startsWith('/v1/');
/**
 * The backend API (issue 37): a host's server calls it with the project's secret, and a secret never belongs
 * in a browser, so it answers no CORS request (not even a preflight). Every `/v1` path but the browser's own
 * there: the OAuth starts and callback (`/v1/public/…`, `/v1/oauth/…`) and the JWKS.
 */
const isBackendPath = (path: string) =>
  path.startsWith('/v1/') && !path.startsWith('/v1/public/') && !path.startsWith('/v1/oauth/') && !path.startsWith('/v1/sessions/jwks/');
/** The emulator's own pages and test controls (never faulted; only its own and allowed origins). */
const isControlPath = (path: string) => path === '/_emulator' || path.startsWith('/_emulator/');

/** Segments of letters, digits, `_` and `-` only: a path normalisedPath leaves as it is. */
const NORMAL_PATH = /^(?:\/[\w-]+)+$/;

/**
 * A request's path as the router reads it: percent-decoded, without the query, empty and `.` segments
 * dropped and `..` resolved. The checks that classify a request by its path (origins, faults) must read
 * this, not the raw URL: `/%5Femulator/reset` routes to `/_emulator/reset`, and a check on the raw text
 * would let a foreign page through (issue 26). Decoding repeats until nothing changes, so no layer of
 * encoding hides a prefix; a malformed escape stops it there (Fastify refuses such a URL anyway).
 */
function normalisedPath(url: string): string {
  // Every SDK call's path is already in this form (nothing to decode, no dot or empty segments, no query):
  // it is its own normal form, and the decoding and splitting below are skipped for it.
  if (NORMAL_PATH.test(url)) return url;
  let path = url.split('?')[0] ?? '';
  for (let round = 0; round < 4; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * Which checks a request gets: by the route the router matched and by its normalised path, in any case
 * (a check a request did not need costs nothing; one it escaped is a hole).
 */
function classify(request: FastifyRequest): { path: string; control: boolean; api: boolean } {
  const path = normalisedPath(request.url);
  const candidates = [path.toLowerCase(), request.routeOptions.url ?? path];
  return { path, control: candidates.some(isControlPath), api: candidates.some(isApiPath) };
}

const hostNotAllowed = (request: FastifyRequest) =>
  apiError('host_not_allowed', `The emulator does not answer to the host ${JSON.stringify(request.headers.host)}.`);

const routeNotFound = (request: FastifyRequest) =>
  apiError('route_not_found', `No route matches ${request.method} ${request.url.split('?')[0]}.`);

/** One registered route, as listed on `Emulator.routes` (the fuzz test drives every one of them). */
export interface RouteInfo {
  method: string;
  url: string;
  /** Top-level body fields of the route's schema. */
  bodyFields: string[];
  /** The JSON Schema of the body, if the route takes one (tests build valid requests from it). */
  bodySchema: unknown;
  /** What the route needs from its caller (http/auth.ts); null outside the API (the emulator's own pages and controls). */
  auth: RouteAuth | null;
}

export async function buildApp(
  ctx: EmulatorContext,
  modules: RouteModule[],
  { logger = false, routes = [] }: { logger?: boolean; routes?: RouteInfo[] } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: 'warn' } : false,
    bodyLimit: BODY_LIMIT,
    // Provider-style request ids; never taken from a request header.
    genReqId: () => `request-id-test-${randomUUID()}`,
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    ajv: {
      customOptions: {
        // Wrong types are errors, not silently coerced ("30" is not a number of minutes).
        coerceTypes: false,
        removeAdditional: true,
        useDefaults: true,
        allErrors: true,
        // Event fields such as http_status_code arrive as number or string.
        allowUnionTypes: true,
      },
    },
    // Malformed URLs (bad percent-encoding) reach here before routing.
    frameworkErrors: (error, request, reply) => {
      send(request, reply, apiError('bad_request', `The request URL could not be parsed (${error.code}).`));
    },
  });
  const send = (request: FastifyRequest, reply: FastifyReply, error: ApiError) => sendError(request, reply, error, ctx.url);

  // The backend API answers no CORS request (isBackendPath): its routes opt out of CORS (`config.cors`,
  // set where they are added, below), and a browser's request for any other path there — a preflight, which
  // the plugin's catch-all OPTIONS route would answer, or a path with no route — is not found, before the
  // plugin can answer it. Only a request with an Origin header (a browser's) is looked at.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.origin === undefined || request.routeOptions.config.cors === false || !isBackendPath(normalisedPath(request.url))) {
      done();
      return;
    }
    try {
      // The checks the request would have met first (below), in their order.
      if (!ctx.hosts.allows(request.headers.host)) throw hostNotAllowed(request);
      if (request.method !== 'OPTIONS') assertAllowedOrigin(ctx, request);
      done(routeNotFound(request));
    } catch (error) {
      done(error as Error);
    }
  });
  // Options the plugin normalises once: a delegator's are normalised again on every request.
  await app.register(cors, {
    // An allowed origin is reflected.
    origin: ((origin, callback) => callback(null, typeof origin === 'string' && isAllowedOrigin(ctx, origin))) satisfies OriginFunction,
    credentials: true,
    allowedHeaders: ALLOWED_HEADERS,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // A throttled browser client can read when to try again.
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });

  // Bodies are JSON only (wire doc "Requests"): Fastify's built-in text/plain parser would let a
  // cross-site form (a CORS "simple request") reach the API. The two calls that need another type add
  // their parser in their own scope: the events beacon and the emulated provider's pages.
  app.removeContentTypeParser('text/plain');

  // The browser client declares `Content-Type: application/json` on every call, bodiless GETs and DELETEs
  // included (wire doc "Requests"): an empty JSON body is "no body", not a parse error. Everything else
  // goes through Fastify's own parser, which refuses `__proto__` and `constructor.prototype` keys.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    if ((raw as string).trim() === '') {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(raw as string)) {
      done(tooDeep(), undefined);
      return;
    }
    // Callback style: the parser answers through `done`; what it returns is not the answer.
    void parseJson(request, raw as string, done);
  });

  // Callback-style hooks: this runs on every request, and the common case needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    let fault: Fault | undefined;
    try {
      // DNS rebinding (http/hosts.ts): a request must name one of the emulator's own hosts.
      if (!ctx.hosts.allows(request.headers.host)) throw hostNotAllowed(request);
      if (request.method !== 'OPTIONS') {
        const { path, control, api } = classify(request);
        if (control) {
          assertTrustedOrigin(ctx, request);
        } else if (api) {
          assertAllowedOrigin(ctx, request);
          fault = ctx.faults.take(request.method, path);
        }
      }
    } catch (error) {
      done(error as Error);
      return;
    }
    if (!fault) {
      done();
      return;
    }
    // A fault that answers ends the request here; one that only adds latency lets it continue.
    applyFault(ctx, fault, request, reply).then((answered) => {
      if (!answered) done();
    }, done);
  });

  // Calls whose payload is "not shown" (spec §7, e.g. sessions/revoke) may arrive without a body: treat an
  // absent body as `{}` so the schema decides, instead of failing on `undefined`.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && (request.method === 'POST' || request.method === 'PUT' || request.method === 'PATCH')) {
      request.body = {};
    }
    done();
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    send(request, reply, toApiError(error, request, logger));
  });

  app.setNotFoundHandler((request, reply) => {
    send(request, reply, routeNotFound(request));
  });

  enforceRouteAuth(app, ctx);
  recordBackendCalls(app, ctx);

  app.addHook('onRoute', (route) => {
    // No CORS on the backend API (above): the plugin passes such a route by at once.
    if (isBackendPath(route.url)) route.config = { ...route.config, cors: false };
    const auth = route.config?.auth;
    // Refused at start-up rather than served open: an API route must say what it needs from its caller.
    if (isApiPath(route.url) && !isRouteAuth(auth)) {
      throw new Error(
        `${[route.method].flat().join(',')} ${route.url}: config.auth is ${JSON.stringify(auth) ?? 'missing'}; every API route declares ` +
          `config: { auth: ${ROUTE_AUTH.map((kind) => `'${kind}'`).join(' | ')} } (http/auth.ts).`,
      );
    }
    const schema = route.schema?.body as { properties?: Record<string, unknown> } | undefined;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method,
        url: route.url,
        bodyFields: Object.keys(schema?.properties ?? {}),
        bodySchema: route.schema?.body,
        auth: auth ?? null,
      });
    }
  });

  for (const module of modules) {
    await app.register(async (scope) => module.register(scope.withTypeProvider<TypeBoxTypeProvider>(), ctx), { prefix: module.prefix });
  }
  return app;
}

/** Delays and/or answers a faulted request; true when it answered. */
async function applyFault(ctx: EmulatorContext, fault: Fault, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (fault.latency_ms) await new Promise((resolve) => setTimeout(resolve, fault.latency_ms));
  if (!fault.status) return false;
  if (fault.raw_body !== undefined) {
    await reply.code(fault.status).type('text/plain; charset=utf-8').send(fault.raw_body);
    return true;
  }
  const type = fault.error_type ?? (fault.status >= 500 ? 'internal_server_error' : 'bad_request');
  await sendError(request, reply, new ApiError(type, fault.status, fault.error_message ?? `Injected fault ${fault.fault_id}.`), ctx.url);
  return true;
}

function toApiError(error: FastifyError | ApiError, request: FastifyRequest, logger: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    const part = error.validationContext === 'querystring' ? 'query' : error.validationContext === 'params' ? 'params' : 'body';
    const issues = toSchemaIssues(error.validation);
    return new ApiError('bad_request', 400, 'Request does not match expected schema', { [part]: issues });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return apiError('invalid_json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return apiError('invalid_json', 'The request declares a JSON body but sent none.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return apiError('unsupported_content_type');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return apiError('request_too_large');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return apiError('bad_request', 'The Content-Length header does not match the body.');
    default:
      break;
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // secure-json-parse rejects `__proto__` keys with a 400 SyntaxError; other client errors land here too.
    return new ApiError('bad_request', status, error.message || 'The request could not be understood.');
  }
  // A 500 is a bug in the emulator: always say so, with the stack, even when request logging is off.
  if (logger) request.log.error({ err: error }, 'unexpected error');
  else console.error('[gatehouse-emulator] unexpected error', error);
  return apiError('internal_server_error');
}
