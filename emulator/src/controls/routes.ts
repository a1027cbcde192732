/**
 * Test controls under `/_emulator`: the outbox as JSON, reset, the
 * clock, injected faults, received events, the live project config. Plain JSON answers (no `data`
 * envelope: this is the emulator's own API, not the provider's); errors still use the wire doc's shape.
 */
import { Type } from 'typebox';
import { OTP_METHODS } from '../../../src/wire/index.ts';
import { ConfigError } from '../config.ts';
import type { EmulatorContext } from '../context.ts';
import { wipeData } from '../store/db.ts';
import { apiError } from '../http/errors.ts';
import { faultSpecSchema } from '../http/faults.ts';
import { body, email, text } from '../http/schemas.ts';
import { checkEmail } from '../users/identity.ts';
import { listEvents } from '../events/store.ts';
import { clearMessages, listMessages } from '../outbox/store.ts';
import { findEmail, markPasswordRequiresReset } from '../users/store.ts';
import type { RouteModule } from '../http/routes.ts';

const limit = Type.String({ pattern: '^[0-9]{1,4}$' });
const messageQuery = body({ to: Type.Optional(text(320)), channel: Type.Optional(Type.Enum(OTP_METHODS)), limit: Type.Optional(limit) });

/** `POST /_emulator/reset` and `emulator.reset()`: no data, faults, throttle counts, clock advance or config patches. */
export function resetEmulator(ctx: EmulatorContext): void {
  wipeData(ctx.db);
  ctx.faults.clear();
  ctx.throttle.clear();
  ctx.clock.reset();
  ctx.config.reset();
}

export const controlRoutes: RouteModule = {
  name: 'controls',
  prefix: '/_emulator',
  register(app, ctx) {
    app.get('/health', async () => ({ ok: true, project_id: ctx.config.current.projectId, now: ctx.clock.date().toISOString() }));

    app.get('/messages', { schema: { querystring: messageQuery } }, async (request) => {
      const { to, channel, limit: max } = request.query;
      return { messages: listMessages(ctx.db, { to, channel, limit: max === undefined ? undefined : Number(max) }) };
    });

    app.delete('/messages', { schema: { querystring: body({ to: Type.Optional(text(320)) }) } }, async (request) => ({
      deleted: clearMessages(ctx.db, request.query.to),
    }));

    app.post('/reset', { schema: { body: body({}) } }, async () => {
      resetEmulator(ctx);
      return { ok: true };
    });

    app.get('/clock', async () => clockState(ctx));

    app.post(
      '/clock',
      {
        schema: {
          body: body(
            {
              advance_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 3.2e10 })),
              advance_seconds: Type.Optional(Type.Number({ minimum: 0, maximum: 3.2e7 })),
              advance_minutes: Type.Optional(Type.Number({ minimum: 0, maximum: 530000 })),
            },
            { minProperties: 1 },
          ),
        },
      },
      async (request) => {
        const { advance_ms = 0, advance_seconds = 0, advance_minutes = 0 } = request.body;
        ctx.clock.advance(Math.round(advance_ms + advance_seconds * 1000 + advance_minutes * 60_000));
        return clockState(ctx);
      },
    );

    app.get('/faults', async () => ({ faults: ctx.faults.list() }));

    app.post(
      '/faults',
      {
        schema: {
          body: faultSpecSchema,
        },
      },
      async (request, reply) => {
        const spec = request.body;
        if (spec.status === undefined && !spec.latency_ms) {
          throw apiError('bad_request', 'A fault needs a status (to fail the call) or latency_ms (to slow it), or both.');
        }
        return reply.code(201).send(ctx.faults.add(spec));
      },
    );

    app.delete('/faults', async () => {
      ctx.faults.clear();
      return { faults: [] };
    });

    app.get(
      '/events',
      { schema: { querystring: body({ event_name: Type.Optional(text(256)), limit: Type.Optional(limit) }) } },
      async (request) => ({
        events: listEvents(ctx.db, {
          eventName: request.query.event_name,
          limit: request.query.limit === undefined ? undefined : Number(request.query.limit),
        }),
      }),
    );

    // What the brute-force limits refuse right now, and a way to lift every lock and block at once.
    app.get('/throttling', async () => ({ ...ctx.throttle.state(), settings: ctx.config.current.throttling }));
    app.delete('/throttling', async () => {
      ctx.throttle.clear();
      return ctx.throttle.state();
    });

    app.get('/config', async () => ctx.config.current);

    app.patch('/config', { schema: { body: Type.Record(Type.String(), Type.Unknown(), { maxProperties: 64 }) } }, async (request) => {
      try {
        return ctx.config.patch(request.body);
      } catch (error) {
        if (error instanceof ConfigError) throw apiError('bad_request', error.message);
        throw error;
      }
    });

    // Marks a user's password as needing a reset, so the `reset_password` path (spec §4) can be tested.
    app.post('/passwords/require_reset', { schema: { body: body({ email }) } }, async (request) => {
      const row = findEmail(ctx.db, checkEmail(request.body.email));
      if (!row) throw apiError('email_not_found');
      if (!markPasswordRequiresReset(ctx.db, row.user_id)) throw apiError('password_not_found');
      return { ok: true, user_id: row.user_id };
    });
  },
};

function clockState(ctx: EmulatorContext) {
  return { now: ctx.clock.date().toISOString(), now_ms: ctx.clock.now(), offset_ms: ctx.clock.offset() };
}
