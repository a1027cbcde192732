#!/usr/bin/env node
// `npm start`: the Storybook catalogue and the playground host page, side by side. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const jobs = [
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

console.log('Catalogue:  http://localhost:6006\nPlayground: http://localhost:5173');

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
