import { createServer } from 'node:net';

/**
 * A port free right now on localhost, for a server that must be told its port before it starts: the emulator's
 * `--port` in an app's Playwright `webServer`, `next start` (which cannot report the one it picked).
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
