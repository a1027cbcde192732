import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.ts';

/** A group of routes under one prefix; modules.ts lists them in registration order. */
export interface RouteModule {
  name: string;
  /** `/sdk/v1` for the SDK API, `/_emulator` for controls, `''` for the root. */
  prefix: string;
  register(app: FastifyInstance, ctx: EmulatorContext): void | Promise<void>;
}
