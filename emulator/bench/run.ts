/**
 * `npm run bench:emulator`: requests/s and p50/p99 latency of the emulator under concurrent load, measured
 * with autocannon against the real CLI (a temporary file database in WAL mode, its own process), next to a
 * bare Fastify POST route (bench/bareServer.mjs) measured the same way in the same run — before and after
 * the emulator, so a change in the machine's load shows in the baseline too. On a shared 2-core machine the
 * absolute numbers move; the emulator/bare ratio is the figure to compare. Beside it, each run's CPU time
 * per request of the server process (every thread, from /proc on Linux), which other load moves far less.
 *
 * Phases: `sessions/authenticate` (the client's background refresh, spec §4) with throttling on, and
 * beside it the backend API's `POST /v1/sessions/authenticate` by session token and by session JWT (a host's
 * server checking a session on each request, issue 37);
 * `otps/authenticate` spending one fresh code per request, with throttling relaxed by the documented control
 * (`PATCH /_emulator/config {"throttling":{"enabled":false}}`) and on; then two attacks with throttling on —
 * wrong passwords against one account, and wrong passcodes sprayed over many accounts — whose answers
 * should turn to 429 within a handful of requests.
 *
 * Options (environment): BENCH_CONNECTIONS (default 32), BENCH_SECONDS (default 10), BENCH_WARMUP_SECONDS
 * (default 3), BENCH_OTPS (codes per OTP phase, default 3000).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const OTPS = Number(process.env.BENCH_OTPS ?? 3000);
/** Codes spent before each OTP run, as its warm-up. */
const OTP_WARMUP = Math.min(OTPS, 500);
const TARGET_RATIO = 0.3;
const TARGET_P99_MS = 20;
const EMULATOR = fileURLToPath(new URL('../bin/gatehouse-emulator.mjs', import.meta.url));
const BARE = fileURLToPath(new URL('./bareServer.mjs', import.meta.url));

/** Starts a server process and resolves once it prints its URL (and, for the emulator, its test token). */
function start(args: string[], ready: RegExp): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) resolve({ child, match });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Row {
  endpoint: string;
  throttling: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** CPU time the server process (every thread) spent per request, in µs; null where it cannot be read. */
  cpuPerRequest: number | null;
  statuses: Record<string, number>;
  errors: number;
}

/** Linux's clock ticks per second, the unit of /proc's CPU times (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user and system, every thread) a process has used so far, in µs, from /proc; null elsewhere.
 * Requests/s on a shared machine move with whatever else runs, and the bare route, needing less CPU, loses
 * less to it; the CPU a request costs the server moves much less, so it is printed beside the ratio.
 */
function cpuMicros(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

type Load = Omit<autocannon.Options, 'url' | 'connections'> & { connections?: number };

/** A wrong password costs a full scrypt (N = 2^17): allow for a queue of them on a loaded machine. */
const TIMEOUT_SECONDS = 60;

async function load(url: string, options: Load): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, timeout: TIMEOUT_SECONDS, ...options } as autocannon.Options);
}

/** One measured run of `server`, after a discarded warm-up run of the same requests when `warmup` is set. */
async function measure(
  label: { endpoint: string; throttling: string },
  server: ChildProcess,
  url: string,
  options: Load,
  warmup = false,
): Promise<Row> {
  if (warmup && WARMUP_SECONDS > 0) await load(url, { ...options, duration: WARMUP_SECONDS, amount: undefined });
  const cpuBefore = cpuMicros(server.pid);
  const result = await load(url, options);
  const cpuAfter = cpuMicros(server.pid);
  const statuses: Record<string, number> = {};
  for (const [status, { count = 0 } = {}] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = count;
  return {
    ...label,
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / (result.requests.total || 1),
    statuses,
    errors: result.errors + result.timeouts,
  };
}

function table(rows: Row[], ratios: Map<Row, number>): string {
  const cells = rows.map((row) => ({
    endpoint: row.endpoint,
    throttling: row.throttling,
    requests: String(row.requests),
    'req/s': row.rps.toFixed(0),
    'p50 ms': row.p50.toFixed(1),
    'p99 ms': row.p99.toFixed(1),
    'vs bare': ratios.has(row) ? `${ratios.get(row)!.toFixed(2)}×` : '',
    'CPU µs/req': row.cpuPerRequest === null ? '' : row.cpuPerRequest.toFixed(0),
    answers:
      Object.entries(row.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ') + (row.errors ? ` errors×${row.errors}` : ''),
  }));
  const columns = Object.keys(cells[0]!) as (keyof (typeof cells)[number])[];
  const widths = columns.map((column) => Math.max(column.length, ...cells.map((cell) => cell[column].length)));
  const line = (values: string[]) =>
    values.map((value, i) => (i === 0 || i === values.length - 1 ? value.padEnd(widths[i]!) : value.padStart(widths[i]!))).join('  ');
  return [
    line(columns),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map((cell) => line(columns.map((column) => cell[column]))),
  ].join('\n');
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gatehouse-bench-'));
  const bare = await start([BARE], /bare listening on (http:\/\/\S+)/);
  const emulator = await start(
    [EMULATOR, '--port', '0', '--data-dir', dataDir],
    /listening on (http:\/\/\S+)[\s\S]*Project\s+(\S+)[\s\S]*test\s+(public-token-test-\S+)[\s\S]*test\s+(secret-test-\S+)/,
  );
  const bareUrl = `${bare.match[1]}/bare`;
  const base = emulator.match[1]!;
  const projectId = emulator.match[2]!;
  const token = emulator.match[3]!;
  /** The backend API's Authorization: the project's id and secret (issue 37). */
  const backendAuthorization = `Basic ${Buffer.from(`${projectId}:${emulator.match[4]!}`).toString('base64')}`;
  const basic = (secret = token) => `Basic ${Buffer.from(`${token}:${secret}`).toString('base64')}`;
  const json = { 'content-type': 'application/json' };
  const api = async (p: string, body: unknown, secret?: string) => {
    const response = await fetch(`${base}/sdk/v1${p}`, {
      method: 'POST',
      headers: { ...json, authorization: basic(secret) },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as any };
  };
  const control = async (method: string, p: string, body?: unknown) => {
    const response = await fetch(`${base}/_emulator${p}`, {
      method,
      headers: json,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} /_emulator${p}: ${response.status} ${await response.text()}`);
    return (await response.json()) as any;
  };
  const throttling = (enabled: boolean) => control('PATCH', '/config', { throttling: { enabled } });
  const inbox = async () => (await control('GET', '/messages?channel=email&limit=9999')).messages as { to: string; code: string }[];

  /** Signs `count` new users up for an email passcode (limits relaxed meanwhile): their method ids and codes. */
  async function issueCodes(prefix: string, count: number): Promise<{ method_id: string; code: string }[]> {
    await throttling(false);
    const methods = new Map<string, string>();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < count) {
          const email = `${prefix}-${next++}@example.com`;
          methods.set(email, (await api('/otps/email/login_or_create', { email })).json.data.method_id);
        }
      }),
    );
    const codes = new Map((await inbox()).map((message) => [message.to, message.code]));
    await control('DELETE', '/messages');
    return [...methods].map(([email, method_id]) => ({ method_id, code: codes.get(email)! }));
  }

  /** autocannon requests that spend one item each, for `amount` runs. */
  const oneEach = <T>(items: T[], body: (item: T) => unknown, secret?: string): Load => {
    let next = 0;
    return {
      amount: items.length,
      requests: [
        {
          method: 'POST',
          headers: { ...json, authorization: basic(secret) },
          setupRequest: (request) => ({ ...request, body: JSON.stringify(body(items[next++ % items.length]!)) }),
        },
      ],
    };
  };

  try {
    console.log(
      `Gatehouse emulator benchmark: autocannon, ${CONNECTIONS} connections, ${SECONDS} s runs after ${WARMUP_SECONDS} s warm-ups, Node ${process.version}`,
    );
    console.log(`  emulator ${base} (file database in WAL mode), bare Fastify ${bareUrl}\n`);

    const post = (body: string, secret?: string): Load => ({
      method: 'POST',
      body,
      headers: { ...json, ...(secret === undefined ? {} : { authorization: basic(secret) }) },
      duration: SECONDS,
    });
    const rows: Row[] = [];
    const ratios = new Map<Row, number>();

    // A real session to refresh, made through a real OTP sign-in.
    const sent = await api('/otps/email/login_or_create', { email: 'bench-session@example.com' });
    const [message] = (await control('GET', '/messages?to=bench-session@example.com')).messages;
    const signedIn = (
      await api('/otps/authenticate', { token: message.code, method_id: sent.json.data.method_id, session_duration_minutes: 600 })
    ).json.data;
    const sessionToken: string = signedIn.session_token;
    // A JWT lives 5 minutes, longer than the runs; the backend takes it past that too (it names the session).
    const sessionJwt: string = signedIn.session_jwt;
    const backendPost = (body: unknown): Load => ({
      method: 'POST',
      body: JSON.stringify(body),
      headers: { ...json, authorization: backendAuthorization },
      duration: SECONDS,
    });

    const bareBefore = await measure({ endpoint: 'POST /bare (Fastify baseline)', throttling: '' }, bare.child, bareUrl, post('{}'), true);
    const sessions = await measure(
      { endpoint: 'POST /sdk/v1/sessions/authenticate', throttling: 'on' },
      emulator.child,
      `${base}/sdk/v1/sessions/authenticate`,
      post('{}', sessionToken),
      true,
    );
    const backendByToken = await measure(
      { endpoint: 'POST /v1/sessions/authenticate (token)', throttling: 'on' },
      emulator.child,
      `${base}/v1/sessions/authenticate`,
      backendPost({ session_token: sessionToken }),
      true,
    );
    const backendByJwt = await measure(
      { endpoint: 'POST /v1/sessions/authenticate (JWT)', throttling: 'on' },
      emulator.child,
      `${base}/v1/sessions/authenticate`,
      backendPost({ session_jwt: sessionJwt }),
      true,
    );
    const bareAfter = await measure({ endpoint: 'POST /bare (Fastify baseline)', throttling: '' }, bare.child, bareUrl, post('{}'));
    rows.push(bareBefore, sessions, backendByToken, backendByJwt, bareAfter);
    const baseline = (bareBefore.rps + bareAfter.rps) / 2;
    for (const row of [sessions, backendByToken, backendByJwt]) ratios.set(row, row.rps / baseline);

    // Each code signs in once: issue them first (not timed), then spend them all concurrently, after a
    // warm-up that spends a first batch the same way.
    const signIn = (item: { method_id: string; code: string }) => ({
      token: item.code,
      method_id: item.method_id,
      session_duration_minutes: 30,
    });
    const otpRun = async (name: string, enabled: boolean): Promise<Row> => {
      const codes = await issueCodes(name, OTPS + OTP_WARMUP);
      await throttling(enabled);
      const url = `${base}/sdk/v1/otps/authenticate`;
      if (OTP_WARMUP > 0) await load(url, oneEach(codes.slice(0, OTP_WARMUP), signIn));
      return measure(
        { endpoint: 'POST /sdk/v1/otps/authenticate', throttling: enabled ? 'on' : 'relaxed' },
        emulator.child,
        url,
        oneEach(codes.slice(OTP_WARMUP), signIn),
      );
    };
    rows.push(await otpRun('relaxed', false), await otpRun('throttled', true));
    ratios.set(rows.at(-2)!, rows.at(-2)!.rps / baseline);
    ratios.set(rows.at(-1)!, rows.at(-1)!.rps / baseline);

    // Attacks, throttling on: wrong passwords for one account (10 are checked, the rest refused before any
    // hashing), and one wrong passcode for each of many accounts from one address (the address is blocked).
    await api('/passwords', { email: 'bench-target@example.com', password: 'Violet-Harbor-Tundra-42' });
    rows.push(
      await measure(
        { endpoint: 'POST /sdk/v1/passwords/authenticate (wrong passwords)', throttling: 'on' },
        emulator.child,
        `${base}/sdk/v1/passwords/authenticate`,
        post(JSON.stringify({ email: 'bench-target@example.com', password: 'not-the-password' }), token),
      ),
    );
    const sprayed = await issueCodes('sprayed', Math.min(OTPS, 1000));
    await throttling(true);
    await control('DELETE', '/throttling');
    rows.push(
      await measure(
        { endpoint: 'POST /sdk/v1/otps/authenticate (wrong codes, many users)', throttling: 'on' },
        emulator.child,
        `${base}/sdk/v1/otps/authenticate`,
        oneEach(sprayed, (item) => ({ token: String((Number(item.code) + 1) % 1_000_000).padStart(6, '0'), method_id: item.method_id })),
      ),
    );

    console.log(table(rows, ratios));
    // The targets of the emulator's speed budget, reported rather than enforced: on a shared machine a
    // run can miss them for reasons that are not the emulator's.
    const bareCpu =
      bareBefore.cpuPerRequest !== null && bareAfter.cpuPerRequest !== null
        ? (bareBefore.cpuPerRequest + bareAfter.cpuPerRequest) / 2
        : null;
    for (const row of [sessions, backendByToken, backendByJwt]) {
      const ratio = ratios.get(row)!;
      console.log(
        `\n${row.endpoint}: ${row.rps.toFixed(0)} req/s = ${ratio.toFixed(2)}× the bare route (${baseline.toFixed(0)} req/s, mean of the runs before and after), p99 ${row.p99.toFixed(1)} ms`,
      );
      if (bareCpu !== null && row.cpuPerRequest !== null) {
        console.log(
          `  CPU per request: ${row.cpuPerRequest.toFixed(0)} µs, the bare route's ${bareCpu.toFixed(0)} µs (${(bareCpu / row.cpuPerRequest).toFixed(2)}×)`,
        );
      }
      console.log(
        `  target ≥ ${TARGET_RATIO.toFixed(2)}×: ${ratio >= TARGET_RATIO ? 'met' : 'missed'}; p99 ≤ ${TARGET_P99_MS} ms at ${CONNECTIONS} connections: ${row.p99 <= TARGET_P99_MS ? 'met' : 'missed'}`,
      );
    }
    const fullSpeed = [bareBefore, sessions, backendByToken, backendByJwt, bareAfter, rows[5]!, rows[6]!];
    if (fullSpeed.some((row) => row.errors > 0 || Object.keys(row.statuses).some((status) => status !== '200'))) {
      console.error('Some requests that should have succeeded did not (see the answers column).');
      process.exitCode = 1;
    }
  } finally {
    await Promise.all([stop(bare.child), stop(emulator.child)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
