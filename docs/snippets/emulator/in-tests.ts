import { createEmulator } from '@gatehouse/emulator';

const emulator = await createEmulator({ port: 0, inMemory: true });
// … drive the client or the widget …
await fetch(`${emulator.url}/_emulator/clock`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ advance_minutes: 6 }),
});
await emulator.close();
