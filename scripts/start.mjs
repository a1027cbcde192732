#!/usr/bin/env node
// `npm start`: the local identity emulator, the Storybook catalogue and the playground host page, side by
// side. Ctrl+C stops all three; if one exits, the others are stopped too.
import { spawn } from 'node:child_process';

const jobs = [
  ['emulator', 'node', ['emulator/bin/gatehouse-emulator.mjs', '--port', '8787']],
  ['catalogue', 'npx', ['storybook', 'dev', '--port', '6006', '--no-open', '--ci']],
  ['playground', 'npx', ['vite', '--config', 'playground/vite.config.ts', '--port', '5173', '--strictPort']],
];

const children = jobs.map(([name, cmd, args]) => {
  const child = spawn(cmd, args, { stdio: 'inherit' });
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stopAll(code ?? 0);
  });
  return child;
});

console.log(
  'Emulator:   http://localhost:8787 (inbox: http://localhost:8787/_emulator)\n' +
    'Catalogue:  http://localhost:6006\nPlayground: http://localhost:5173',
);

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
