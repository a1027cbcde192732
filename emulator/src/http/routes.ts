import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { EmulatorContext } from '../context.ts';

/** The Fastify instance route modules get: request types come from the routes' TypeBox schemas. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A group of routes under one prefix; modules.ts lists them in registration order. */
export interface RouteModule {
  name: string;
  /** `/sdk/v1` for the SDK API, `/_emulator` for controls, `''` for the root. */
  prefix: string;
  register(app: Api, ctx: EmulatorContext): void | Promise<void>;
}
