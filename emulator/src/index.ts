/**
 * `@gatehouse/emulator`: a local identity server speaking the provider's SDK API (spec §7, wire doc),
 * backed by SQLite, with an outbox and test controls under `/_emulator`.
 *
 *   const emulator = await createEmulator({ port: 0, inMemory: true });
 *   // … point the client at emulator.url with emulator.config.current.publicTokens.test …
 *   await emulator.close();
 */
import type { FastifyInstance } from 'fastify';
import { type Clock, createClock } from './clock.ts';
import { ConfigHolder, type DeepPartial, type ProjectConfig, defaultConfig, loadConfigFile, mergeConfig } from './config.ts';
import type { EmulatorContext } from './context.ts';
import { type Db, openDatabase } from './store/db.ts';
import { type RouteInfo, buildApp } from './http/app.ts';
import { FaultStore } from './http/faults.ts';
import { routeModules } from './modules.ts';
import { loadSigningKey } from './sessions/keys.ts';

export interface EmulatorOptions {
  /** Port to listen on; 0 picks a free one. Default 8787. */
  port?: number;
  /** Interface to bind. Default `localhost` (both 127.0.0.1 and ::1 where available). */
  host?: string;
  /** Directory of the SQLite file. Default `.gatehouse` in the working directory. */
  dataDir?: string;
  /** Keep everything in memory (tests): nothing is written to disk. */
  inMemory?: boolean;
  /** A JSON project config file, applied before `config`. */
  configFile?: string;
  /** Project config overrides. */
  config?: DeepPartial<ProjectConfig>;
  /** Time source under the controllable clock (default `Date.now`). */
  now?: () => number;
  /** Log warnings and errors through Fastify's logger. */
  logger?: boolean;
}

export interface Emulator {
  /** Base URL, e.g. `http://localhost:8787`; the SDK API is under `${url}/sdk/v1`. */
  url: string;
  port: number;
  app: FastifyInstance;
  db: Db;
  config: ConfigHolder;
  clock: Clock;
  /** Every route served (method, URL pattern, body fields). */
  routes: RouteInfo[];
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8787;

export function resolveConfig(options: Pick<EmulatorOptions, 'configFile' | 'config'> = {}): ProjectConfig {
  let config = defaultConfig();
  if (options.configFile) config = mergeConfig(config, loadConfigFile(options.configFile), options.configFile);
  if (options.config) config = mergeConfig(config, options.config, 'options.config');
  return config;
}

export async function createEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const config = new ConfigHolder(resolveConfig(options));
  const clock = createClock(options.now);
  const db = openDatabase({ dataDir: options.dataDir, inMemory: options.inMemory });
  try {
    const key = await loadSigningKey(db, clock.now());
    const ctx: EmulatorContext = { db, config, clock, key, faults: new FaultStore() };
    const routes: RouteInfo[] = [];
    const app = await buildApp(ctx, routeModules, { logger: options.logger, routes });
    const host = options.host ?? 'localhost';
    await app.listen({ port: options.port ?? DEFAULT_PORT, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (options.port ?? DEFAULT_PORT);
    const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    let closed = false;
    return {
      url: `http://${urlHost}:${port}`,
      port,
      app,
      db,
      config,
      clock,
      routes,
      async close() {
        if (closed) return;
        closed = true;
        await app.close();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}

export { defaultConfig, DEFAULT_PUBLIC_TOKENS, DEFAULT_PROJECT_ID, matchesUrlPattern } from './config.ts';
export type { DeepPartial, ProjectConfig } from './config.ts';
export type { Message } from './outbox/store.ts';
export type { RouteModule } from './http/routes.ts';
export type { RouteInfo } from './http/app.ts';
