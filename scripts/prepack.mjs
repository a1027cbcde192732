#!/usr/bin/env node
// `prepack` of `npm pack` and `npm publish`: `dist/` becomes the package build (scripts/build.mjs), taken from
// scripts/built.mjs's cache when none of its sources changed since it was last built — so packing after
// `npm test` (or packing twice) builds nothing again, and a changed source is always built afresh.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { built } from './built.mjs';
import { root } from './package-build.mjs';

const dist = path.join(root, 'dist');
const build = await built('package');
rmSync(dist, { recursive: true, force: true });
cpSync(build, dist, { recursive: true });
