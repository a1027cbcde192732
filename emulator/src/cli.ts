/**
 * `npm run emulator` / `gatehouse-emulator`: serves the SDK API on http://localhost:8787 from
 * `.gatehouse/emulator.sqlite` and prints its URLs and public tokens.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError } from './config.ts';
import { DATABASE_FILE } from './store/db.ts';
import { DEFAULT_PORT, createEmulator } from './index.ts';

const HELP = `Usage: gatehouse-emulator [options]

  -p, --port <n>        port to listen on (default ${DEFAULT_PORT}; 0 picks a free port)
      --host <name>     interface to bind (default localhost)
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
    emulator = await createEmulator({ port, host: values.host, dataDir, inMemory, configFile: values.config, logger: values.log === true });
  } catch (error) {
    if (error instanceof ConfigError) console.error(`Config error: ${error.message}`);
    else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') console.error(`Port ${port} is in use. Pick another with --port.`);
    else console.error(error);
    process.exit(1);
  }

  const { url, config } = emulator;
  console.log(
    [
      `Gatehouse emulator listening on ${url}`,
      `  SDK API     ${url}/sdk/v1`,
      `  Inbox       ${url}/_emulator`,
      `  Controls    ${url}/_emulator/messages · /reset · /clock · /faults · /events · /config`,
      `  JWKS        ${url}/.well-known/jwks.json`,
      `  Data        ${inMemory ? 'in memory (discarded on exit)' : path.join(dataDir, DATABASE_FILE)}`,
      `  Project     ${config.current.projectId}`,
      `  Public tokens`,
      `    test      ${config.current.publicTokens.test}`,
      `    live      ${config.current.publicTokens.live}`,
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
}

await main();
