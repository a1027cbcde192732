// The baseline `npm run bench:emulator` compares against: a bare Fastify server (the emulator's own
// Fastify) with one POST route that parses a JSON body and answers a small JSON envelope. It runs as a child
// process like the emulator, so both are measured the same way. Prints its URL when listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async (request) => ({ data: { request_id: request.id, status_code: 200, received: request.body ?? null } }));
await app.listen({ port: 0, host: 'localhost' });
const address = app.server.address();
console.log(`bare listening on http://localhost:${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
