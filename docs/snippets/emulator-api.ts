import { createEmulator } from 'gatehouse-emulator';
import { createClient, memoryCookies, memoryStorage } from 'gatehouse-auth/client';

// A fresh emulator in memory on a free port, e.g. in a test runner's global set-up.
const emulator = await createEmulator({ port: 0, inMemory: true, config: { projectName: 'Acme' } });

const client = createClient(emulator.config.current.publicTokens.test, {
  testBaseUrl: emulator.url,
  storage: memoryStorage(),
  cookies: memoryCookies(),
});
const { method_id } = await client.otps.email.loginOrCreate('ada@example.com');
// The outbox, newest first: the passcode the emulator "sent".
const [message] = emulator.messages({ to: 'ada@example.com' });
await client.otps.authenticate(message!.code!, method_id);

// Move its clock on: six minutes later a new passcode has expired (they last five).
emulator.clock.advance(6 * 60_000);
// Between tests: back to an empty project. At the end: stop it.
emulator.reset();
client.destroy();
await emulator.close();
