#!/usr/bin/env node
// `npm start`: the local identity emulator, the Storybook catalogue and the playground host page, side by
// side. Each URL is printed once its server answers (not when it is merely launched). Ctrl+C stops all
// three, and so does SIGTERM (with everything they started: scripts/supervise.mjs); if one exits, the others
// are stopped too.
import { supervise } from './supervise.mjs';

const jobs = [
  {
    name: 'emulator',
    cmd: 'node',
    args: ['emulator/bin/gatehouse-emulator.mjs', '--port', '8787'],
    url: 'http://localhost:8787',
    note: '(SDK API under /sdk/v1, inbox: http://localhost:8787/_emulator)',
  },
  {
    name: 'catalogue',
    cmd: 'npx',
    // Storybook's own banner names 127.0.0.1; the line printed here, once it answers, names localhost.
    args: ['storybook', 'dev', '--port', '6006', '--host', 'localhost', '--no-open', '--ci', '--loglevel', 'warn'],
    url: 'http://localhost:6006',
    note: '(Storybook: every primitive, the tokens and the guides)',
  },
  {
    name: 'playground',
    cmd: 'npx',
    args: ['vite', '--config', 'playground/vite.config.ts', '--port', '5173', '--strictPort'],
    url: 'http://localhost:5173',
    note: '(a host page that mounts the widget)',
  },
];

const { isStopping } = supervise(jobs.map(({ name, cmd, args }) => ({ name, command: cmd, args })));

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
