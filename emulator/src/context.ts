import type { Clock } from './clock.ts';
import type { ConfigHolder } from './config.ts';
import type { Db } from './db/index.ts';
import type { FaultStore } from './http/faults.ts';
import type { SigningKey } from './store/keys.ts';

/** Everything a route module needs; handed to each module's `register` (routes/index.ts). */
export interface EmulatorContext {
  db: Db;
  config: ConfigHolder;
  clock: Clock;
  key: SigningKey;
  faults: FaultStore;
}
