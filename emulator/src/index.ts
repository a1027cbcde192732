/**
 * `gatehouse-emulator`: a local identity server speaking the provider's SDK API (spec §7, wire doc),
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
import { PASSWORD_COST, type ScryptCost } from './crypto.ts';
import { type Db, openDatabase } from './store/db.ts';
import { type RouteInfo, buildApp } from './http/app.ts';
import { FaultStore } from './http/faults.ts';
import { HostPolicy, isLoopbackHost } from './http/hosts.ts';
import { routeModules } from './modules.ts';
import { resetEmulator } from './controls/routes.ts';
import { flushEvents } from './events/store.ts';
import { type Message, type MessageFilter, listMessages } from './outbox/store.ts';
import { loadSigningKey } from './sessions/keys.ts';
import { Throttle } from './throttle.ts';

export interface EmulatorOptions {
  /** Port to listen on; 0 picks a free one. Default 8787. */
  port?: number;
  /** Interface to bind. Default `localhost` (both 127.0.0.1 and ::1 where available). */
  host?: string;
  /**
   * Allow a `host` that is not this machine's loopback (e.g. `0.0.0.0`). Off by default: the test controls
   * hand out every code and link and can sign anyone in, so they must never be reachable from a network.
   */
  allowRemote?: boolean;
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
  /**
   * The scrypt cost of new password hashes. Default: OWASP's minimum (crypto.ts `PASSWORD_COST`, a few
   * hundred milliseconds a hash). Test suites that create many passwords may pass a cheaper one, as test
   * configurations of web frameworks do; hashes name their cost, and one made with another cost is
   * rehashed with this one at the next log-in.
   */
  passwordHashCost?: ScryptCost;
}

/** A running emulator (`createEmulator`): where it listens, and its test controls in-process. */
export interface Emulator {
  /** Base URL, e.g. `http://localhost:8787`; the SDK API is under `${url}/sdk/v1`. */
  url: string;
  /** The port it listens on (the one picked when `port: 0` was asked for). */
  port: number;
  /** The Fastify app: `app.inject()` calls a route without a socket. */
  app: FastifyInstance;
  /** The SQLite database (better-sqlite3). */
  db: Db;
  /**
   * The live project config: `config.current` (its `publicTokens.test` is the token for the client),
   * `config.patch({...})` as `PATCH /_emulator/config` does.
   */
  config: ConfigHolder;
  /** The emulator's clock: `clock.advance(ms)` moves it on (codes and sessions expire), as `POST /_emulator/clock`. */
  clock: Clock;
  /** Every route served (method, URL pattern, body fields). */
  routes: RouteInfo[];
  /**
   * The outbox, newest first, as `GET /_emulator/messages`: every email, SMS and WhatsApp message "sent",
   * with its `code`, `link` and `token`. `messages({ to: 'ada@example.com' })[0].code` is the last passcode.
   */
  messages(filter?: MessageFilter): Message[];
  /** Back to a fresh project, as `POST /_emulator/reset`: no users, sessions or messages; clock and config as started. */
  reset(): void;
  /** Stops listening and closes the database; in-memory data is gone. Calling it again does nothing. */
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8787;

/** A `host` beyond loopback without `allowRemote`: refused before anything listens. */
export class RemoteHostError extends Error {
  override name = 'RemoteHostError';
}

export function resolveConfig(options: Pick<EmulatorOptions, 'configFile' | 'config'> = {}): ProjectConfig {
  let config = defaultConfig();
  if (options.configFile) config = mergeConfig(config, loadConfigFile(options.configFile), options.configFile);
  if (options.config) config = mergeConfig(config, options.config, 'options.config');
  return config;
}

export async function createEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const host = options.host ?? 'localhost';
  if (!options.allowRemote && !(await isLoopbackHost(host))) {
    throw new RemoteHostError(
      `Refusing to listen on "${host}": it is reachable from other machines, and the test controls under /_emulator ` +
        'can read every code and link and sign anyone in. Use a loopback host (localhost, 127.0.0.1, ::1), or pass ' +
        '--allow-remote (allowRemote: true) if this machine and its network are yours alone.',
    );
  }
  const config = new ConfigHolder(resolveConfig(options));
  const clock = createClock(options.now);
  const db = openDatabase({ dataDir: options.dataDir, inMemory: options.inMemory });
  try {
    const key = await loadSigningKey(db, clock.now());
    const hosts = new HostPolicy(host);
    const ctx: EmulatorContext = {
      db,
      config,
      clock,
      key,
      faults: new FaultStore(),
      throttle: new Throttle(config, clock),
      hosts,
      url: '',
      passwordHashCost: options.passwordHashCost ?? PASSWORD_COST,
    };
    const routes: RouteInfo[] = [];
    const app = await buildApp(ctx, routeModules, { logger: options.logger, routes });
    await app.listen({ port: options.port ?? DEFAULT_PORT, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (options.port ?? DEFAULT_PORT);
    // On a wildcard bind the loopback name still reaches it; cli.ts prints the real addresses too.
    const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    hosts.port = port;
    ctx.url = `http://${urlHost}:${port}`;
    let closed = false;
    return {
      url: ctx.url,
      port,
      app,
      db,
      config,
      clock,
      routes,
      messages: (filter) => listMessages(db, filter),
      reset: () => resetEmulator(ctx),
      async close() {
        if (closed) return;
        closed = true;
        await app.close();
        flushEvents(db);
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}

export { defaultConfig, DEFAULT_PUBLIC_TOKENS, DEFAULT_PROJECT_ID, DEFAULT_SECRETS, matchesUrlPattern } from './config.ts';
export type { ConfigHolder, DeepPartial, ProjectConfig } from './config.ts';
export type { Clock } from './clock.ts';
export { PASSWORD_COST, TEST_PASSWORD_COST, type ScryptCost } from './crypto.ts';
export type { Channel, Message, MessageFilter } from './outbox/store.ts';
export { ORGANIZATIONS, type MemberFixture, type OrganizationFixture } from './organizations/fixture.ts';
export type { RouteModule } from './http/routes.ts';
export type { RouteInfo } from './http/app.ts';
