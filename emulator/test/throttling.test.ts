// @vitest-environment node
/**
 * Brute-force limits (throttle.ts): the attacks a script runs against passwords, passcodes and TOTP codes
 * end in 429 `too_many_requests` with `Retry-After`, while people who mistype a few times, and test suites
 * that sign in dozens of users a minute, never meet them. The limits are the project config's
 * `throttling`; `enabled: false` relaxes them for load tests; a reset clears every count.
 */
import { request as httpRequest } from 'node:http';
import { totpCode } from '../src/fixtures/totp.ts';
import { type Answer, type Api, expectError, signUpByEmailOtp, startEmulator } from './support.ts';

let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

const PASSWORD = 'Violet-Harbor-Tundra-42';

function expectThrottled(answer: Answer, { atLeastSeconds = 1 } = {}) {
  expectError(answer, 429, 'too_many_requests');
  expect(answer.json.error_message).toMatch(/^Too many requests have been made/);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(atLeastSeconds);
  // The wait in words people use: minutes from a minute up (issue 23), the header keeps the seconds.
  const minutes = Math.ceil(retryAfter / 60);
  expect(answer.json.error_message).toMatch(
    retryAfter < 60 ? new RegExp(`Try again in ${retryAfter} seconds?\\.$`) : new RegExp(`Try again in about ${minutes} minutes?\\.$`),
  );
}

async function signUpWithPassword(email: string) {
  const created = await api.post('/passwords', { email, password: PASSWORD, session_duration_minutes: 60 });
  expect(created.status).toBe(200);
  return created.json.data as { user_id: string; session_token: string };
}

describe('password guessing', () => {
  // Sixty-odd requests one after another: more than the default 5 s on a loaded machine.
  it(
    'locks the user after 10 wrong passwords: the 60-guess script gets 429, even with the right password',
    { timeout: 30_000 },
    async () => {
      await signUpWithPassword('target@example.com');
      const statuses: number[] = [];
      for (let i = 0; i < 60; i += 1) {
        statuses.push((await api.post('/passwords/authenticate', { email: 'target@example.com', password: `Wrong-Guess-${i}` })).status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(new Set(statuses.slice(10))).toEqual(new Set([429]));

      // The lock gives no oracle: the right password is refused too, for the provider's default hour.
      const right = await api.post('/passwords/authenticate', { email: 'target@example.com', password: PASSWORD });
      expectThrottled(right, { atLeastSeconds: 59 * 60 });
      expect(Number(right.headers.get('retry-after'))).toBeLessThanOrEqual(3600);

      await api.advanceMinutes(61);
      expect((await api.post('/passwords/authenticate', { email: 'target@example.com', password: PASSWORD })).status).toBe(200);
    },
  );

  it('counts guesses still being checked, so a concurrent burst gets no more than the limit', async () => {
    await signUpWithPassword('burst@example.com');
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        api.post('/passwords/authenticate', { email: 'burst@example.com', password: `Burst-Guess-${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(22);
  });

  it('lets a person mistype a few times, and a success starts the count again', async () => {
    await signUpWithPassword('typo@example.com');
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 9; i += 1) {
        expectError(
          await api.post('/passwords/authenticate', { email: 'typo@example.com', password: `Typo-${round}-${i}` }),
          401,
          'unauthorized_credentials',
        );
      }
      expect((await api.post('/passwords/authenticate', { email: 'typo@example.com', password: PASSWORD })).status).toBe(200);
    }
  });

  it('blocks an address spraying one password over many accounts', async () => {
    const sprayed = await startEmulator({ config: { throttling: { ipFailures: { limit: 20, windowMinutes: 10 } } } });
    try {
      await sprayed.post('/passwords', { email: 'real@example.com', password: PASSWORD });
      for (let i = 0; i < 20; i += 1) {
        const answer = await sprayed.post('/passwords/authenticate', { email: `user${i}@example.com`, password: 'Summer2024!' });
        expect(answer.status).toBe(404);
      }
      expectThrottled(await sprayed.post('/passwords/authenticate', { email: 'user20@example.com', password: 'Summer2024!' }));
      // Every credential check from that address waits out the window, the right password included.
      expectThrottled(await sprayed.post('/passwords/authenticate', { email: 'real@example.com', password: PASSWORD }));
      expectThrottled(await sprayed.post('/otps/authenticate', { token: '123456', method_id: 'email-test-x' }));
      await sprayed.advanceMinutes(11);
      expect((await sprayed.post('/passwords/authenticate', { email: 'real@example.com', password: PASSWORD })).status).toBe(200);
    } finally {
      await sprayed.close();
    }
  });
});

describe('passcode guessing', () => {
  it('keeps the user’s budget across resends: 100 × (send + 5 guesses) is stopped within three rounds', async () => {
    const signedUp = await signUpByEmailOtp(api, 'otp-target@example.com');
    const methodId = signedUp.user.emails[0].email_id as string;
    const outcomes: number[] = [];
    for (let round = 0; round < 100 && !outcomes.includes(429); round += 1) {
      const sent = await api.post('/otps/email/send/primary', { email: 'otp-target@example.com' });
      if (sent.status === 429) break;
      const code = (await api.latest('otp-target@example.com')).code;
      for (let guess = 0; guess < 5; guess += 1) {
        const wrong = String((Number(code) + 1 + guess) % 1_000_000).padStart(6, '0');
        outcomes.push((await api.post('/otps/authenticate', { token: wrong, method_id: methodId })).status);
      }
    }
    expect(outcomes.filter((status) => status === 401 || status === 404)).toHaveLength(10);
    expect(outcomes.length).toBeLessThanOrEqual(15);
    expect(outcomes.at(-1)).toBe(429);

    // A fresh code does not help: the user is locked out of passcodes.
    await api.post('/otps/email/send/primary', { email: 'otp-target@example.com' });
    const fresh = (await api.latest('otp-target@example.com')).code;
    expectThrottled(await api.post('/otps/authenticate', { token: fresh, method_id: methodId }));
  });

  it('still signs in a person who mistyped, asked for a new code and typed it right', async () => {
    const sent = await api.post('/otps/email/login_or_create', { email: 'mistype@example.com' });
    const methodId = sent.json.data.method_id as string;
    const first = (await api.latest('mistype@example.com')).code;
    for (let i = 1; i <= 4; i += 1) {
      await api.post('/otps/authenticate', { token: String((Number(first) + i) % 1_000_000).padStart(6, '0'), method_id: methodId });
    }
    await api.post('/otps/email/send/primary', { email: 'mistype@example.com' });
    const second = (await api.latest('mistype@example.com')).code;
    expect((await api.post('/otps/authenticate', { token: second, method_id: methodId })).status).toBe(200);
  });

  it('limits the messages sent to one address (mail bombing, SMS pumping)', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await api.post('/otps/sms/login_or_create', { phone_number: '+15555550160' })).status).toBe(200);
    expectThrottled(await api.post('/otps/sms/login_or_create', { phone_number: '+15555550160' }), { atLeastSeconds: 60 });
    for (let i = 0; i < 10; i += 1)
      expect((await api.post('/magic_links/email/login_or_create', { email: 'bomb@example.com' })).status).toBe(200);
    expectThrottled(await api.post('/magic_links/email/login_or_create', { email: 'bomb@example.com' }));
    // Another address is not affected, and the limit lifts with its window.
    expect((await api.post('/otps/sms/login_or_create', { phone_number: '+15555550161' })).status).toBe(200);
    await api.advanceMinutes(11);
    expect((await api.post('/otps/sms/login_or_create', { phone_number: '+15555550160' })).status).toBe(200);
  });
});

describe('TOTP guessing', () => {
  async function enrolled(email: string) {
    const { session_token } = await signUpByEmailOtp(api, email);
    const totp = (await api.post('/totps', { expiration_minutes: 60 }, session_token)).json.data;
    const now = () => api.emulator.clock.now();
    // A session that outlives the lock, so the test can try again after it.
    const first = await api.post(
      '/totps/authenticate',
      { totp_code: totpCode(totp.secret, { timestamp: now() }), session_duration_minutes: 240 },
      session_token,
    );
    expect(first.status).toBe(200);
    // Codes that are surely wrong: outside the ±1 step window around now.
    const valid = new Set([-1, 0, 1, 2].map((step) => totpCode(totp.secret, { timestamp: now() + step * 30_000 })));
    const wrong = Array.from({ length: 40 }, (_, i) => String(100_000 + i * 7919)).filter((code) => !valid.has(code));
    return { token: first.json.data.session_token as string, secret: totp.secret as string, wrong };
  }

  it('stops the 30-guess script after 10 wrong codes, and the right code waits out the lock', async () => {
    const { token, secret, wrong } = await enrolled('totp-target@example.com');
    const statuses: number[] = [];
    for (const code of wrong.slice(0, 30)) statuses.push((await api.post('/totps/authenticate', { totp_code: code }, token)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
    await api.advanceMinutes(1);
    expectThrottled(await api.post('/totps/authenticate', { totp_code: totpCode(secret, { timestamp: api.emulator.clock.now() }) }, token));
    // Recovery codes are guessable secrets too: locked with the rest.
    expectThrottled(await api.post('/totps/recover', { recovery_code: 'aaaa-bbbb-cccc-dddd-eeee-ffff' }, token));

    await api.advanceMinutes(60);
    expect(
      (await api.post('/totps/authenticate', { totp_code: totpCode(secret, { timestamp: api.emulator.clock.now() }) }, token)).status,
    ).toBe(200);
  });
  it('keeps counting wrong codes across fresh first-factor sign-ins: re-login does not buy nine more guesses (issue 26)', async () => {
    const { secret, wrong } = await enrolled('totp-relogin@example.com');
    let token = '';
    const statuses: number[] = [];
    // The attacker knows the first factor: sign in afresh (email passcode), guess nine codes, repeat.
    for (const batch of [wrong.slice(0, 9), wrong.slice(9, 18)]) {
      ({ session_token: token } = await signUpByEmailOtp(api, 'totp-relogin@example.com'));
      for (const code of batch) statuses.push((await api.post('/totps/authenticate', { totp_code: code }, token)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
    expectThrottled(await api.post('/totps/authenticate', { totp_code: totpCode(secret, { timestamp: api.emulator.clock.now() }) }, token));
    // The first factor is not locked by the second factor's run: the owner can still sign in.
    expect((await signUpByEmailOtp(api, 'totp-relogin@example.com')).session_token).toEqual(expect.any(String));
  });

  it("resets the code count on the owner's own TOTP success", async () => {
    const { token: first, secret, wrong } = await enrolled('totp-owner@example.com');
    let token = first;
    for (const batch of [wrong.slice(0, 9), wrong.slice(9, 18)]) {
      for (const code of batch)
        expectError(await api.post('/totps/authenticate', { totp_code: code }, token), 401, 'unable_to_authenticate_totp');
      // A later time step than any used so far (each step's code works once).
      await api.advanceMinutes(1);
      const right = await api.post('/totps/authenticate', { totp_code: totpCode(secret, { timestamp: api.emulator.clock.now() }) }, token);
      expect(right.status).toBe(200);
      token = right.json.data.session_token as string;
    }
  });
});

describe('controls', () => {
  it('a load test relaxes the limits through the config, and a reset restores them and clears every count', async () => {
    await signUpWithPassword('load@example.com');
    expect((await api.request('PATCH', '/_emulator/config', { body: { throttling: { enabled: false } }, auth: null })).status).toBe(200);
    for (let i = 0; i < 30; i += 1)
      expectError(
        await api.post('/passwords/authenticate', { email: 'load@example.com', password: `Wrong-${i}` }),
        401,
        'unauthorized_credentials',
      );
    expect((await api.post('/passwords/authenticate', { email: 'load@example.com', password: PASSWORD })).status).toBe(200);

    expect((await api.request('POST', '/_emulator/reset', { body: {}, auth: null })).status).toBe(200);
    expect(api.emulator.config.current.throttling.enabled).toBe(true);
    for (let i = 0; i < 10; i += 1) await api.post('/otps/sms/login_or_create', { phone_number: '+15555550170' });
    expectThrottled(await api.post('/otps/sms/login_or_create', { phone_number: '+15555550170' }));
    expect((await api.request('GET', '/_emulator/throttling', { auth: null })).json).toMatchObject({ blocked_destinations: 1 });
    await api.request('POST', '/_emulator/reset', { body: {}, auth: null });
    expect((await api.post('/otps/sms/login_or_create', { phone_number: '+15555550170' })).status).toBe(200);
  });

  it('DELETE /_emulator/throttling lifts a lock without touching the data', async () => {
    await signUpWithPassword('unlock@example.com');
    for (let i = 0; i < 10; i += 1) await api.post('/passwords/authenticate', { email: 'unlock@example.com', password: `Wrong-${i}` });
    expectThrottled(await api.post('/passwords/authenticate', { email: 'unlock@example.com', password: PASSWORD }));
    expect((await api.request('GET', '/_emulator/throttling', { auth: null })).json).toMatchObject({ locked_users: 1 });
    expect((await api.request('DELETE', '/_emulator/throttling', { auth: null })).json).toEqual({
      locked_users: 0,
      blocked_ips: 0,
      blocked_destinations: 0,
    });
    expect((await api.post('/passwords/authenticate', { email: 'unlock@example.com', password: PASSWORD })).status).toBe(200);
  });

  it('refuses limits that are not positive integers', async () => {
    const answer = await api.request('PATCH', '/_emulator/config', { body: { throttling: { userLock: { threshold: 0 } } }, auth: null });
    expectError(answer, 400, 'bad_request');
    expect(answer.json.error_message).toContain('throttling.userLock.threshold');
  });

  it('lets a browser read Retry-After', async () => {
    for (let i = 0; i < 10; i += 1) await api.post('/otps/sms/login_or_create', { phone_number: '+15555550171' });
    const answer = await api.request('POST', '/sdk/v1/otps/sms/login_or_create', {
      body: { phone_number: '+15555550171' },
      headers: { origin: 'http://localhost:5173' },
    });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('access-control-expose-headers')).toMatch(/retry-after/i);
  });
});

it('never meets a test suite signing in dozens of users a minute from one address, with the odd wrong code', async () => {
  for (let i = 0; i < 40; i += 1) {
    const email = `suite-${i}@example.com`;
    const sent = await api.post('/otps/email/login_or_create', { email });
    expect(sent.status).toBe(200);
    const { code } = await api.latest(email);
    if (i % 4 === 0)
      expectError(
        await api.post('/otps/authenticate', { token: code === '000000' ? '000001' : '000000', method_id: sent.json.data.method_id }),
        401,
        'unable_to_auth_otp_code',
      );
    expect((await api.post('/otps/authenticate', { token: code, method_id: sent.json.data.method_id })).status).toBe(200);
  }
});

describe('budgets that hold whatever the source address (issue 26)', () => {
  /** A call from another loopback address: each 127.x alias is a distinct `request.ip` to the emulator. */
  function postFrom(localAddress: string, target: Api, path: string, body: unknown): Promise<Answer> {
    const { port } = new URL(target.url);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          localAddress,
          method: 'POST',
          path: `/sdk/v1${path}`,
          headers: { authorization: target.basic(), 'content-type': 'application/json' },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers)) for (const item of [value ?? []].flat()) headers.append(name, item);
            resolve({ status: res.statusCode ?? 0, headers, json: JSON.parse(text) as unknown });
          });
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });
  }
  const addresses = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'];

  it('stops a password spray from many addresses at the global ceiling, each address under its own limit', async () => {
    const small = await startEmulator({ config: { throttling: { ipFailures: { limit: 5 }, globalFailures: { limit: 12 } } } });
    try {
      for (const email of ['sprayed@example.com', ...[0, 1, 2, 3].map((i) => `victim-${i}@example.com`)])
        expect((await small.post('/passwords', { email, password: PASSWORD })).status).toBe(200);
      const statuses: number[] = [];
      for (const address of addresses) {
        for (let i = 0; i < 4; i += 1) {
          const answer = await postFrom(address, small, '/passwords/authenticate', {
            email: `victim-${i}@example.com`,
            password: 'Spray-1',
          });
          statuses.push(answer.status);
        }
      }
      expect(statuses.slice(0, 12)).toEqual(Array(12).fill(401));
      expect(new Set(statuses.slice(12))).toEqual(new Set([429]));
      // No oracle: the right password from a fresh address is refused during the window too.
      expectThrottled(await postFrom('127.0.0.7', small, '/passwords/authenticate', { email: 'sprayed@example.com', password: PASSWORD }));
      await small.advanceMinutes(11);
      expect(
        (await postFrom('127.0.0.7', small, '/passwords/authenticate', { email: 'sprayed@example.com', password: PASSWORD })).status,
      ).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('locks one account after 10 wrong passwords however many addresses they come from, and a success does not spend the budget', async () => {
    await signUpWithPassword('many-addresses@example.com');
    // Right passwords are released: the owner signing in from everywhere never meets the ceiling.
    for (const address of addresses) {
      expect(
        (await postFrom(address, api, '/passwords/authenticate', { email: 'many-addresses@example.com', password: PASSWORD })).status,
      ).toBe(200);
    }
    for (let i = 0; i < 10; i += 1) {
      const address = addresses[i % addresses.length]!;
      expectError(
        await postFrom(address, api, '/passwords/authenticate', { email: 'many-addresses@example.com', password: `Wrong-${i}` }),
        401,
        'unauthorized_credentials',
      );
    }
    expectThrottled(
      await postFrom('127.0.0.9', api, '/passwords/authenticate', { email: 'many-addresses@example.com', password: PASSWORD }),
    );
  });

  it('stops messages requested from many addresses at the global ceiling', async () => {
    const small = await startEmulator({ config: { throttling: { ipSends: { limit: 5 }, globalSends: { limit: 8 } } } });
    try {
      const statuses: number[] = [];
      for (const [n, address] of addresses.entries()) {
        for (let i = 0; i < 3; i += 1) {
          statuses.push((await postFrom(address, small, '/otps/email/login_or_create', { email: `pumped-${n}-${i}@example.com` })).status);
        }
      }
      expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
      expect(new Set(statuses.slice(8))).toEqual(new Set([429]));
    } finally {
      await small.close();
    }
  });
});
