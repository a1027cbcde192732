import type { Clock } from './clock.ts';
import type { ConfigHolder } from './config.ts';
import type { ScryptCost } from './crypto.ts';
import type { Db } from './store/db.ts';
import type { FaultStore } from './http/faults.ts';
import type { HostPolicy } from './http/hosts.ts';
import type { SigningKey } from './sessions/keys.ts';
import type { Throttle } from './throttle.ts';

/** Everything a route module needs; handed to each module's `register` (modules.ts). */
export interface EmulatorContext {
  db: Db;
  config: ConfigHolder;
  clock: Clock;
  key: SigningKey;
  faults: FaultStore;
  throttle: Throttle;
  /** The host names requests may carry, and the emulator's own origins. */
  hosts: HostPolicy;
  /** The emulator's base URL (set once it listens): error URLs point here, never at a request's Host. */
  url: string;
  /** The scrypt cost new password hashes are made with (crypto.ts `PASSWORD_COST` unless a test lowers it). */
  passwordHashCost: ScryptCost;
}
