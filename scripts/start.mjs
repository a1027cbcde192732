#!/usr/bin/env node
// `npm start`: the local identity emulator, the Storybook catalogue and the playground host page, side by
// side. Each URL is printed once its server answers (not when it is merely launched). Ctrl+C stops all
// three, and so do SIGINT and SIGTERM sent to the npm process alone (package.json runs this script with `exec`,
// so npm passes them to it, and it stops with npm: scripts/supervise.mjs); if one exits, the others are stopped too.
//
// Ports: `npm start -- --emulator-port 9787 --catalogue-port 7006 --playground-port 6173`, or the environment
// variables GATEHOUSE_EMULATOR_PORT, GATEHOUSE_CATALOGUE_PORT and GATEHOUSE_PLAYGROUND_PORT (the flags win).
import { parseArgs } from 'node:util';
import { supervise } from './supervise.mjs';

const { values } = parseArgs({
  options: {
    'emulator-port': { type: 'string', default: process.env.GATEHOUSE_EMULATOR_PORT ?? '8787' },
    'catalogue-port': { type: 'string', default: process.env.GATEHOUSE_CATALOGUE_PORT ?? '6006' },
    'playground-port': { type: 'string', default: process.env.GATEHOUSE_PLAYGROUND_PORT ?? '5173' },
  },
});
for (const [flag, value] of Object.entries(values)) {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 65535) {
    console.error(`--${flag} must be a port from 1 to 65535, got "${value}"`);
    process.exit(2);
  }
}
const emulator = `http://localhost:${values['emulator-port']}`;

const jobs = [
  {
    name: 'emulator',
    cmd: 'node',
    args: ['emulator/bin/gatehouse-emulator.mjs', '--port', values['emulator-port']],
    url: emulator,
    note: `(SDK API under /sdk/v1, inbox: ${emulator}/_emulator)`,
  },
  {
    name: 'catalogue',
    cmd: 'npx',
    // Storybook's own banner names 127.0.0.1; the line printed here, once it answers, names localhost.
    args: ['storybook', 'dev', '--port', values['catalogue-port'], '--host', 'localhost', '--no-open', '--ci', '--loglevel', 'warn'],
    url: `http://localhost:${values['catalogue-port']}`,
    note: '(Storybook: every primitive, the tokens and the guides)',
  },
  {
    name: 'playground',
    cmd: 'npx',
    args: ['vite', '--config', 'playground/vite.config.ts', '--port', values['playground-port'], '--strictPort'],
    // The playground's widget talks to the emulator started here (playground/setup.ts).
    env: { VITE_GATEHOUSE_EMULATOR_URL: emulator },
    url: `http://localhost:${values['playground-port']}`,
    note: '(a host page that mounts the widget)',
  },
];

const { isStopping } = supervise(
  jobs.map(({ name, cmd, args, env }) => ({ name, command: cmd, args, options: env ? { env: { ...process.env, ...env } } : undefined })),
);

/** Resolves once `url` answers with any HTTP status (a 404 on `/` still means the server is up). */
async function answered(url) {
  while (!isStopping()) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return false;
}

for (const { name, url, note } of jobs) {
  void answered(url).then((up) => {
    if (up) console.log(`\n  ${name.padEnd(10)} ready at ${url} ${note}\n`);
  });
}
