/**
 * Starts the playground on a port the OS picks, so the suite never talks to a foreign server that happens
 * to hold a well-known port (a second checkout, `npm start`), and two checkouts can run side by side.
 * Workers read the address from `GH_PLAYGROUND_URL` (Playwright passes the set-up's environment on).
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await createServer({
    configFile: fileURLToPath(new URL('../../../playground/vite.config.ts', import.meta.url)),
    logLevel: 'warn',
    // localhost (not 127.0.0.1) so a WebAuthn rpID of "localhost" matches (toolchain.md).
    server: { host: 'localhost', port: 0, strictPort: false },
  });
  await server.listen();
  const { port } = server.httpServer!.address() as AddressInfo;
  process.env.GH_PLAYGROUND_URL = `http://localhost:${port}`;
  return async () => {
    await server.close();
  };
}
