/**
 * Injected faults (status + error_type, latency, count, for matching paths):
 * tests make the next N matching API calls slow or failing to exercise the client's error and retry paths.
 */
import { randomUUID } from 'node:crypto';
import { Type } from 'typebox';
import { type Static, body, nonEmpty, text } from './schemas.ts';

/** A fault to inject (`POST /_emulator/faults`); the handler's type is this schema's. */
export const faultSpecSchema = body({
  /** Request path, exact or with `*` wildcards; `/otps/authenticate` also matches `/sdk/v1/otps/authenticate`. */
  path: nonEmpty(512),
  /** Only this HTTP method (any when omitted). */
  method: Type.Optional(Type.Enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'get', 'post', 'put', 'patch', 'delete'])),
  /** Answer with this status instead of running the call. */
  status: Type.Optional(Type.Integer({ minimum: 400, maximum: 599 })),
  error_type: Type.Optional(nonEmpty(128)),
  error_message: Type.Optional(text(1024)),
  /** Answer with this text/plain body instead of the JSON error shape (e.g. "Captcha required", spec §8). */
  raw_body: Type.Optional(text(4096)),
  /** Delay before answering (or before running the call when no status is set). */
  latency_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 60_000 })),
  /** How many matching requests the fault affects; unlimited when omitted. */
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
});

export type FaultSpec = Static<typeof faultSpecSchema>;

export interface Fault extends FaultSpec {
  fault_id: string;
  remaining: number | null;
  hits: number;
}

export class FaultStore {
  #faults: (Fault & { regex: RegExp })[] = [];

  add(spec: FaultSpec): Fault {
    const pattern = spec.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
    const regex = new RegExp(`^(?:/sdk/v1)?${pattern}$`);
    const fault = { ...spec, fault_id: `fault-${randomUUID()}`, remaining: spec.count ?? null, hits: 0, regex };
    this.#faults.push(fault);
    return this.#public(fault);
  }

  list(): Fault[] {
    return this.#faults.map((fault) => this.#public(fault));
  }

  clear(): void {
    this.#faults = [];
  }

  /** The first live fault matching the request, counting the hit. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.#faults.find(
      (candidate) =>
        (candidate.remaining === null || candidate.remaining > 0) &&
        (!candidate.method || candidate.method.toUpperCase() === method) &&
        candidate.regex.test(path),
    );
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.remaining !== null) fault.remaining -= 1;
    return this.#public(fault);
  }

  #public(fault: Fault & { regex: RegExp }): Fault {
    const { regex: _regex, ...rest } = fault;
    return { ...rest };
  }
}
