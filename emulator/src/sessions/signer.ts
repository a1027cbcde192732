/**
 * Computes session-JWT signatures on one worker thread, in batches. Every session refresh signs a JWT
 * (spec §4: each signed-in tab calls `sessions/authenticate` every 3 minutes), and an ES256 signature is
 * about 25 µs of elliptic-curve work: on the event loop it would hold every other request back. node:crypto's
 * callback form moves the curve work to libuv's thread pool, but each call still pays on the event loop
 * (argument checks, the key handle, a job, a thread-pool wake-up per signature, the answer's callback):
 * measured per thread under `npm run bench:emulator`'s load on 2 cores, the event loop spent 110-130 µs
 * per refresh with it and 65-80 µs with this. Here the event loop only queues the claims; queued jobs go
 * to the worker in one message (up to `MAX_BATCH` of them, the rest at the end of the loop's turn), which
 * answers with the finished JWTs in one message, so the per-message cost is shared by the batch.
 *
 * The worker is plain JavaScript evaluated from the string below: it needs no loader (the emulator runs its
 * TypeScript through tsx, tests through Vite) and no file of its own to resolve.
 */
import type { KeyObject } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/** The worker: keeps the keys it is sent, and signs each batch in order (header.payload.signature, RFC 7515 §7.1). */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { sign } = require('node:crypto');
const keys = [];
parentPort.on('message', (message) => {
  if (message.key) {
    keys[message.index] = message;
    return;
  }
  const jwts = message.claims.map((claims, i) => {
    try {
      const key = keys[message.keys[i]];
      const input = key.header + '.' + Buffer.from(claims).toString('base64url');
      return input + '.' + sign('sha256', Buffer.from(input), { key: key.key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
    } catch {
      return null;
    }
  });
  parentPort.postMessage({ batch: message.batch, jwts });
});
`;

/**
 * The most jobs sent in one message. A whole turn's jobs in one message made a convoy: the worker signed a
 * burst of refreshes (up to the bench's 32 connections) while the event loop, every connection waiting,
 * had nothing to do; then the event loop answered the burst while the worker waited. Sent 8 at a time, the
 * first jobs are signed while the event loop still reads the later requests: on an idle 2-core machine,
 * 10-12k refreshes/s became 13-15k under the bench.
 */
const MAX_BATCH = 8;

interface Job {
  resolve(jwt: string): void;
  reject(error: Error): void;
}

/** What `signJwt` signs with: the private key and its JWT header, already base64url. */
export interface JwtKey {
  key: KeyObject;
  header: string;
}

class BatchSigner {
  #worker: Worker | null = null;
  /** Keys sent to the current worker, by their index there. */
  #keyIndex = new Map<JwtKey, number>();
  /** Jobs queued and not sent yet, sent together by `#flush`. */
  #queued: { keys: JwtKey[]; claims: string[]; jobs: Job[] } = { keys: [], claims: [], jobs: [] };
  #flushScheduled = false;
  /** Batches sent and not answered yet, by batch number. */
  #inFlight = new Map<number, Job[]>();
  #nextBatch = 0;

  sign(key: JwtKey, claimsJson: string): Promise<string> {
    const queued = this.#queued;
    queued.keys.push(key);
    queued.claims.push(claimsJson);
    const promise = new Promise<string>((resolve, reject) => queued.jobs.push({ resolve, reject }));
    if (queued.jobs.length >= MAX_BATCH) {
      this.#flush();
    } else if (!this.#flushScheduled) {
      this.#flushScheduled = true;
      // After the poll phase: every request whose data arrived in this turn has queued its JWT by then.
      setImmediate(() => {
        this.#flushScheduled = false;
        this.#flush();
      });
    }
    return promise;
  }

  #flush(): void {
    const { keys, claims, jobs } = this.#queued;
    if (jobs.length === 0) return;
    this.#queued = { keys: [], claims: [], jobs: [] };
    try {
      const worker = this.#ensureWorker();
      const batch = this.#nextBatch++;
      worker.postMessage({ batch, keys: keys.map((key) => this.#indexOf(worker, key)), claims });
      // The answer comes in a later turn, after these lines.
      if (this.#inFlight.size === 0) worker.ref();
      this.#inFlight.set(batch, jobs);
    } catch (error) {
      // No worker could be started (or reached): these requests fail with a 500, the server goes on.
      for (const job of jobs) job.reject(error as Error);
    }
  }

  /** The key's index in the worker, sending it the key first if it has not seen it. */
  #indexOf(worker: Worker, key: JwtKey): number {
    let index = this.#keyIndex.get(key);
    if (index === undefined) {
      index = this.#keyIndex.size;
      this.#keyIndex.set(key, index);
      // Messages arrive in order, so the key is there before the batch that names it.
      worker.postMessage({ key: key.key, header: key.header, index });
    }
    return index;
  }

  #ensureWorker(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    // Idle, the worker does not keep the process alive; with signatures pending it does (see #flush).
    worker.unref();
    worker.on('message', ({ batch, jwts }: { batch: number; jwts: (string | null)[] }) => {
      const jobs = this.#inFlight.get(batch);
      if (!jobs) return;
      this.#inFlight.delete(batch);
      if (this.#inFlight.size === 0) worker.unref();
      jobs.forEach((job, i) => {
        const jwt = jwts[i];
        if (typeof jwt === 'string') job.resolve(jwt);
        else job.reject(new Error('The session JWT could not be signed.'));
      });
    });
    const fail = (error: Error) => {
      if (this.#worker !== worker) return;
      // The next signature starts a new worker (and sends it the keys again); the pending ones fail.
      this.#worker = null;
      this.#keyIndex.clear();
      for (const jobs of this.#inFlight.values()) for (const job of jobs) job.reject(error);
      this.#inFlight.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The JWT signing worker stopped (exit code ${code}).`)));
    this.#worker = worker;
    return worker;
  }
}

const signer = new BatchSigner();

/** Signs claims given as JSON text into a compact JWS with `key`, on the signing worker (see above). */
export function signJwtOnWorker(key: JwtKey, claimsJson: string): Promise<string> {
  return signer.sign(key, claimsJson);
}
