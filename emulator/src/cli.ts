#!/usr/bin/env node
/**
 * `npm run emulator` / `gatehouse-emulator`: serves the SDK API on http://localhost:8787 from
 * `.gatehouse/emulator.sqlite` and prints its URLs and public tokens.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError } from './config.ts';
import { DATABASE_FILE } from './store/db.ts';
import { externalAddresses } from './http/hosts.ts';
import { DEFAULT_PORT, RemoteHostError, createEmulator } from './index.ts';
import { stopWithParent } from './lifetime.ts';

const HELP = `Usage: gatehouse-emulator [options]

  -p, --port <n>        port to listen on (default ${DEFAULT_PORT}; 0 picks a free port)
      --host <name>     interface to bind (default localhost); anything beyond this machine needs --allow-remote
      --allow-remote    allow a --host reachable from other machines (the test controls become reachable too)
  -d, --data-dir <dir>  where the SQLite database lives (default .gatehouse)
      --in-memory       keep all data in memory; nothing is written to disk
  -c, --config <file>   project config (JSON): tokens, allowed origins and redirect URLs, password policy, …
      --log             log warnings and errors
  -h, --help            show this help
`;

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', short: 'p' },
        host: { type: 'string' },
        'allow-remote': { type: 'boolean' },
        'data-dir': { type: 'string', short: 'd' },
        'in-memory': { type: 'boolean' },
        config: { type: 'string', short: 'c' },
        log: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(HELP);
    return;
  }
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be an integer from 0 to 65535, got "${values.port}"`);
    process.exit(2);
  }
  const dataDir = path.resolve(values['data-dir'] ?? '.gatehouse');
  const inMemory = values['in-memory'] === true;

  let emulator;
  try {
    emulator = await createEmulator({
      port,
      host: values.host,
      allowRemote: values['allow-remote'] === true,
      dataDir,
      inMemory,
      configFile: values.config,
      logger: values.log === true,
    });
  } catch (error) {
    if (error instanceof ConfigError) console.error(`Config error: ${error.message}`);
    else if (error instanceof RemoteHostError) console.error(error.message);
    else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') console.error(`Port ${port} is in use. Pick another with --port.`);
    else console.error(error);
    process.exit(1);
  }

  const { url, config, port: boundPort } = emulator;
  if (values['allow-remote'] && values.host) warnRemote(values.host, boundPort);
  console.log(
    [
      `Gatehouse emulator listening on ${url}`,
      `  Home        ${url}/  (what is where)`,
      `  SDK API     ${url}/sdk/v1`,
      `  Backend API ${url}/v1  (your server: HTTP Basic project_id:secret, e.g. the stytch Node SDK with env: '${url}/')`,
      `  Inbox       ${url}/_emulator`,
      `  Controls    ${url}/_emulator/messages · /reset · /clock · /faults · /events · /config`,
      `  JWKS        ${url}/.well-known/jwks.json`,
      `  Data        ${inMemory ? 'in memory (discarded on exit)' : path.join(dataDir, DATABASE_FILE)}`,
      `  Project     ${config.current.projectId}`,
      `  Public tokens`,
      `    test      ${config.current.publicTokens.test}`,
      `    live      ${config.current.publicTokens.live}`,
      `  Secrets     (for your server only, never a browser)`,
      `    test      ${config.current.secrets.test}`,
      `    live      ${config.current.secrets.live}`,
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the emulator`);
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // npm passes SIGINT and SIGTERM to the shell it runs a command in, not to the command: lifetime.ts.
  stopWithParent((reason) => stop(reason));
}

/** `--allow-remote`: say loudly where the controls are now reachable, with the real addresses. */
function warnRemote(host: string, port: number): void {
  const wildcard = host === '0.0.0.0' || host === '::';
  const addresses = wildcard ? externalAddresses() : [host];
  const urls = addresses.map((address) => `http://${address.includes(':') ? `[${address}]` : address}:${port}`);
  console.warn(
    [
      `WARNING: --allow-remote: listening on ${wildcard ? `every interface (${host})` : host}, port ${port}.`,
      `  Reachable from other machines at: ${urls.join(', ') || '(no external address found)'}`,
      '  Anyone who can reach it can read every code and link in /_emulator/messages, sign in as any user and',
      '  change the project config. Use it only on a network that is yours alone.',
    ].join('\n'),
  );
}

await main();
