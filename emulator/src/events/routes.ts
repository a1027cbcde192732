/**
 * POST /sdk/v1/events: the event logger's batches (spec §7 notes; wire doc: an array of
 * `{ telemetry, event: { public_token, event_name, details, error_code?, error_description?, http_status_code? } }`,
 * sent without the Authorization header). Stored for tests to read at /_emulator/events.
 */
import { apiError } from '../http/errors.ts';
import { nestsDeeperThan, tooDeep } from '../http/jsonDepth.ts';
import { ok } from '../http/reply.ts';
import { Type } from 'typebox';
import { body, nonEmpty } from '../http/schemas.ts';
import { storeEvents } from './store.ts';
import type { RouteModule } from '../http/routes.ts';

/** A JSON object of any keys (`details`, `telemetry`), as plain JSON Schema so Ajv checks only that. */
const anyObject = (options: { maxProperties?: number } = {}) => Type.Unsafe<Record<string, unknown>>({ type: 'object', ...options });
const orNull = <T>(schema: object) => Type.Unsafe<T | null>(schema);

const eventsSchema = Type.Array(
  body({
    telemetry: anyObject({ maxProperties: 50 }),
    event: body({
      public_token: nonEmpty(256),
      event_name: nonEmpty(256),
      details: Type.Optional(orNull<Record<string, unknown>>({ type: ['object', 'null'] })),
      error_code: Type.Optional(orNull<string>({ type: ['string', 'null'], maxLength: 256 })),
      error_description: Type.Optional(orNull<string>({ type: ['string', 'null'], maxLength: 4096 })),
      // The client passes the status through as it got it: a number or a string.
      http_status_code: Type.Optional(
        orNull<number | string>({ type: ['integer', 'string', 'null'], minimum: 0, maximum: 999, maxLength: 16 }),
      ),
    }),
  }),
  // Spec §9: batches of at most 15 from the widget; the client's batch size is configurable, so allow more.
  { minItems: 1, maxItems: 100 },
);

export const eventRoutes: RouteModule = {
  name: 'events',
  prefix: '/sdk/v1',
  register(app, ctx) {
    // `navigator.sendBeacon` posts text/plain; read such a body as JSON here (this scope only).
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, raw, done) => {
      if (nestsDeeperThan(raw as string)) {
        done(tooDeep(), undefined);
        return;
      }
      try {
        done(null, JSON.parse(raw as string) as unknown);
      } catch {
        done(apiError('invalid_json'), undefined);
      }
    });

    // Sent without an Authorization header (wire doc; a beacon cannot set one): each event names its public token.
    app.post('/events', { config: { auth: 'none' }, schema: { body: eventsSchema } }, async (request, reply) => {
      const unknown = request.body.find((item) => !ctx.config.environmentOf(item.event.public_token));
      if (unknown) throw apiError('unauthorized_credentials', "An event names a public token that is not one of this project's tokens.");
      storeEvents(ctx.db, ctx.clock.now(), request.body);
      return ok(request, reply, {});
    });
  },
};
