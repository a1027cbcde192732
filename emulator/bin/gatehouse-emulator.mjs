#!/usr/bin/env node
// The `gatehouse-emulator` command. The published package runs its compiled JavaScript (`dist/`, built by
// `prepack`); a checkout of the repository, where the TypeScript source is next to this file, runs that source
// through tsx instead, so working on the emulator needs no build step.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli.ts', import.meta.url);
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else {
  await import('../dist/emulator/src/cli.js');
}
