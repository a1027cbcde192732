/**
 * `npm run bench:emulator`: requests/s and p50/p99 latency of `sessions/authenticate` and
 * `otps/authenticate` under concurrent load. The emulator runs as its own process
 * (the real CLI, on a temporary file database in WAL mode) so the load generator does not share its event
 * loop. On a 2-core machine both still share the CPUs: read the numbers as a floor.
 *
 * Options (environment): BENCH_CONCURRENCY (default 32), BENCH_SECONDS (session phase, default 5),
 * BENCH_OTPS (codes to spend in the OTP phase, default 2000).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const OTP_COUNT = Number(process.env.BENCH_OTPS ?? 2000);
const BIN = fileURLToPath(new URL('../bin/gatehouse-emulator.mjs', import.meta.url));

interface Result {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string; token: string }> {
  const child = spawn(process.execPath, [BIN, '--port', '0', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      const token = /test\s+(public-token-test-\S+)/.exec(output)?.[1];
      if (url && token) resolve({ child, url, token });
    });
    child.on('exit', (code) => reject(new Error(`emulator exited with ${code}\n${output}`)));
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function pool<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gatehouse-bench-'));
  const server = await startServer(dataDir);
  const basic = (secret = server.token) => `Basic ${Buffer.from(`${server.token}:${secret}`).toString('base64')}`;
  const post = async (p: string, body: unknown, secret?: string) => {
    const response = await fetch(`${server.url}/sdk/v1${p}`, {
      method: 'POST',
      headers: { authorization: basic(secret), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as any };
  };

  try {
    console.log(`Gatehouse emulator benchmark: ${server.url}, concurrency ${CONCURRENCY}, Node ${process.version}\n`);

    // A real session to refresh, made through a real OTP sign-in.
    const sent = await post('/otps/email/login_or_create', { email: 'bench-session@example.com' });
    const inbox = (await (await fetch(`${server.url}/_emulator/messages?to=bench-session@example.com`)).json()) as { messages: { code: string }[] };
    const signedIn = await post('/otps/authenticate', { token: inbox.messages[0]!.code, method_id: sent.json.data.method_id, session_duration_minutes: 600 });
    const sessionToken: string = signedIn.json.data.session_token;

    // Warm up the JIT and the statement cache.
    for (let i = 0; i < 200; i += 1) await post('/sessions/authenticate', {}, sessionToken);

    const results: Result[] = [];

    // Phase 1: sessions/authenticate for a fixed time (the client's background refresh, spec §4).
    {
      const latencies: number[] = [];
      let errors = 0;
      const started = performance.now();
      const deadline = started + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (performance.now() < deadline) {
            const t = performance.now();
            const answer = await post('/sessions/authenticate', {}, sessionToken);
            latencies.push(performance.now() - t);
            if (answer.status !== 200) errors += 1;
          }
        }),
      );
      results.push({ name: 'POST /sdk/v1/sessions/authenticate', requests: latencies.length, errors, seconds: (performance.now() - started) / 1000, latencies });
    }

    // Phase 2: otps/authenticate. Each code works once, so first send OTP_COUNT codes (not timed) …
    const methods: { method_id: string; email: string }[] = [];
    await pool(
      Array.from({ length: OTP_COUNT }, (_, i) => `bench-${i}@example.com`),
      CONCURRENCY,
      async (email) => {
        const answer = await post('/otps/email/login_or_create', { email });
        methods.push({ method_id: answer.json.data.method_id, email });
      },
    );
    const all = (await (await fetch(`${server.url}/_emulator/messages?channel=email&limit=9999`)).json()) as { messages: { to: string; code: string }[] };
    const codeFor = new Map(all.messages.map((message) => [message.to, message.code]));
    // … then spend them all concurrently, each a full sign-in that starts a session.
    {
      const latencies: number[] = [];
      let errors = 0;
      const started = performance.now();
      await pool(methods, CONCURRENCY, async ({ method_id, email }) => {
        const t = performance.now();
        const answer = await post('/otps/authenticate', { token: codeFor.get(email), method_id, session_duration_minutes: 30 });
        latencies.push(performance.now() - t);
        if (answer.status !== 200) errors += 1;
      });
      results.push({ name: 'POST /sdk/v1/otps/authenticate', requests: latencies.length, errors, seconds: (performance.now() - started) / 1000, latencies });
    }

    const rows = results.map((result) => {
      const sorted = [...result.latencies].sort((a, b) => a - b);
      return {
        endpoint: result.name,
        requests: String(result.requests),
        errors: String(result.errors),
        'req/s': (result.requests / result.seconds).toFixed(0),
        'p50 ms': percentile(sorted, 50).toFixed(2),
        'p99 ms': percentile(sorted, 99).toFixed(2),
      };
    });
    const columns = Object.keys(rows[0]!) as (keyof (typeof rows)[number])[];
    const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
    const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
    console.log(line(columns));
    console.log(line(widths.map((width) => '-'.repeat(width))));
    for (const row of rows) console.log(line(columns.map((column) => row[column])));
    if (results.some((result) => result.errors > 0)) process.exitCode = 1;
  } finally {
    server.child.removeAllListeners('exit');
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
