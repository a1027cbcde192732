import type { Clock } from './clock.ts';
import type { ConfigHolder } from './config.ts';
import type { Db } from './store/db.ts';
import type { FaultStore } from './http/faults.ts';
import type { SigningKey } from './sessions/keys.ts';

/** Everything a route module needs; handed to each module's `register` (modules.ts). */
export interface EmulatorContext {
  db: Db;
  config: ConfigHolder;
  clock: Clock;
  key: SigningKey;
  faults: FaultStore;
}
