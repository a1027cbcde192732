/**
 * The package says it runs on Node ≥ 20.19 (package.json `engines`), so nothing `npm install` puts in
 * node_modules may ask for more: `npm install` would warn EBADENGINE on every fresh machine (issue 25: fastify →
 * light-my-request → cookie@2 asked for Node 22, fixed by the `overrides` pin in package.json).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

test('every installed package runs on the oldest Node the package supports', () => {
  const ours = (read('package.json').engines as { node: string }).node;
  const oldest = semver.minVersion(ours)!.version;
  expect(oldest).toBe('20.19.0');
  const packages = read('package-lock.json').packages as Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
  const refusing = Object.entries(packages)
    .map(([where, info]) => ({ where, node: Array.isArray(info.engines) ? undefined : info.engines?.node }))
    .filter(({ node }) => node !== undefined && !semver.satisfies(oldest, node))
    .map(({ where, node }) => `${where} wants node ${node}`);
  expect(refusing).toEqual([]);
});
