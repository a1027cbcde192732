/**
 * Fixtures for the widget's end-to-end specs: one in-memory emulator per worker, reset before every test,
 * and a `widget` helper that opens the playground with an exact setup in the URL query, reads codes and
 * links from the emulator's outbox, drives the emulator's test controls, counts the API requests a journey
 * makes, and fails the test on any console error or uncaught exception. Every page also records focus drops,
 * live-region texts and mouse presses (support/a11y-recorder.ts); a journey by keyboard alone opts in with
 * `widget.keyboardOnly()` and then fails on a drop or a press (issue 23).
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { createEmulator, DEFAULT_PUBLIC_TOKENS, TEST_PASSWORD_COST, type Emulator } from '../../../emulator/src/index.ts';
import { A11Y_BINDING, installA11yRecorder, type A11yRecord } from './a11y-recorder';

/** Where the page's clock starts when a test installs it. */
const CLOCK_START = Date.UTC(2026, 0, 1, 9, 0, 0);

/** Chromium's own log line for an HTTP error response (not something the page's code wrote). */
const NETWORK_ERROR_LOG = /^Failed to load resource: the server responded with a status of 4\d\d /;

export interface RecordedRequests {
  /** What was requested so far. */
  list(): string[];
  /** What was requested, once the journey's batched analytics events have been posted. */
  withEvents(): Promise<string[]>;
}

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms' | 'whatsapp';
  code?: string;
  link?: string;
  subject?: string;
  text?: string;
  [field: string]: unknown;
}

export class WidgetPage {
  readonly consoleErrors: string[] = [];
  private readonly allowed: RegExp[] = [];
  /** What the page's recorder saw (support/a11y-recorder.ts), across navigations. */
  private readonly a11y: A11yRecord[] = [];
  /** Where the current keyboard-only stretch began in `a11y`, or -1 when none is running. */
  private keyboardFrom = -1;

  constructor(
    readonly page: Page,
    readonly emulator: Emulator,
  ) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The browser's own favicon request (the emulator's provider page has none) is no page's error.
      if (message.location().url.endsWith('/favicon.ico')) return;
      // A refused API call (a wrong code, a used link) is part of the journey and shown to the user; Chromium
      // logs the 4xx itself. Anything else on the console, and any 5xx, still fails the test.
      if (NETWORK_ERROR_LOG.test(message.text()) && message.location().url.startsWith(`${this.emulator.url}/sdk/v1/`)) return;
      this.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => this.consoleErrors.push(String(error)));
  }

  /** Installs the recorder of focus drops, live-region texts and mouse presses before the page's own code runs. */
  async recordA11y(): Promise<void> {
    await this.page.exposeBinding(A11Y_BINDING, (_source, record: A11yRecord) => void this.a11y.push(record));
    await this.page.addInitScript(installA11yRecorder, A11Y_BINDING);
  }

  /** Records of one kind so far; a task in the page first, so every record it made before now has arrived. */
  private async records(kind: A11yRecord['kind'], from = 0): Promise<string[]> {
    // A task later (not a timer: the page's clock may be paused), any queued focus check is run and reported.
    if (!this.page.isClosed())
      await this.page
        .evaluate((settle) => {
          (window as unknown as Record<string, (() => void) | undefined>)[settle]?.();
          return new Promise<void>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          });
        }, `${A11Y_BINDING}Settle`)
        // A page that is navigating has no queued check to wait for.
        .catch(() => {});
    return this.a11y
      .slice(from)
      .filter((record) => record.kind === kind)
      .map((record) => record.text);
  }

  /**
   * Every moment so far that focus fell to `<body>` (or to nothing, or into a shadow root that holds none) once the
   * event loop had settled, each with what was focused before (issue 23: keys typed then are lost).
   */
  focusDrops(): Promise<string[]> {
    return this.records('focus-drop');
  }

  /** Every text written into a live region (`aria-live`, `role=status`, `role=alert`) so far, in order. */
  announcements(): Promise<string[]> {
    return this.records('announcement');
  }

  /**
   * Waits until the live regions have said `expected`, in this order (other texts may come between): what a
   * screen-reader user hears on the way, from the catalogue's exact strings (src/i18n/messages.ts).
   */
  async expectAnnounced(expected: (string | RegExp)[]): Promise<void> {
    const inOrder = (said: string[]) => {
      let at = 0;
      for (const text of said)
        if (at < expected.length && (typeof expected[at] === 'string' ? text === expected[at] : (expected[at] as RegExp).test(text))) at++;
      return at === expected.length;
    };
    await expect
      .poll(async () => {
        const said = await this.announcements();
        return inOrder(said) ? expected : said;
      }, 'live-region texts')
      .toEqual(expected);
  }

  /**
   * A journey by keyboard alone from here: the test fails (at `endKeyboardOnly()` or its end) if focus fell to
   * `<body>` after any step or the mouse was pressed. The recorder must have been installed (`recordA11y()`, which
   * the fixture does).
   */
  keyboardOnly(): void {
    this.keyboardFrom = this.a11y.length;
  }

  /**
   * Moves focus with Tab, or Shift+Tab when `target` comes before the focused element, until `target` has it — as a
   * keyboard user moves through the card, never wrapping past the end of the page; fails when `presses` were not
   * enough. `key` instead (e.g. ArrowRight in a tab list) presses that.
   */
  async keyTo(target: Locator, key?: string, presses = 40): Promise<void> {
    for (let pressed = 0; pressed < presses; pressed++) {
      const where = await target.evaluate((element) => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        if (active === element) return 'here';
        if (!active || active === document.body) return 'after';
        // Document order; a shadow host stands for what is inside it.
        const host = (node: Node): Node => {
          const root = node.getRootNode();
          return root instanceof ShadowRoot && root.host.getRootNode() === element.getRootNode() ? root.host : node;
        };
        return host(active).compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING ? 'before' : 'after';
      });
      if (where === 'here') return;
      await this.page.keyboard.press(key ?? (where === 'before' ? 'Shift+Tab' : 'Tab'));
    }
    await expect(target, `reached by ${key ?? 'Tab'}`).toBeFocused({ timeout: 1 });
  }

  /** Ends a keyboard-only stretch (the journey goes on with the mouse, e.g. the playground's sign-out) and checks it. */
  async endKeyboardOnly(): Promise<void> {
    if (this.keyboardFrom < 0) return;
    const from = this.keyboardFrom;
    this.keyboardFrom = -1;
    expect(await this.records('focus-drop', from), 'focus fell to <body> after an asynchronous step (issue 23)').toEqual([]);
    expect(await this.records('mouse', from), 'the mouse in a journey by keyboard alone').toEqual([]);
  }

  /**
   * Puts the page on Playwright's clock: call before `open()`; `pauseClock()` then stops time on a screen.
   * Until then time runs as usual.
   */
  async installClock(): Promise<void> {
    await this.page.clock.install({ time: CLOCK_START });
  }

  /**
   * Stops the page's time: from here only `page.clock.runFor()` moves it, so countdowns and debounce pauses are
   * exact. `page.clock.resume()` before the next screen: React reveals a lazily loaded screen on a timer.
   */
  async pauseClock(): Promise<void> {
    const now = await this.page.evaluate(() => Date.now());
    await this.page.clock.pauseAt(now + 1000);
  }

  /** A toast's text (not Radix's screen-reader copy of it). */
  toast(text: string) {
    return this.page.locator('[data-part="toast-text"]', { hasText: text });
  }

  /** Opens the playground on this test's emulator with `query` (e.g. `products=otp&otp=sms,email`). */
  async open(query: string | Record<string, string> = ''): Promise<void> {
    const params = new URLSearchParams(query);
    params.set('api', this.emulator.url);
    await this.page.goto(`/?${params.toString()}`);
  }

  /** Opens the playground with a whole widget config. */
  async openWithConfig(config: unknown, extra: Record<string, string> = {}): Promise<void> {
    await this.open({ config: JSON.stringify(config), ...extra });
  }

  /**
   * The playground's address for `query` on this test's emulator: what emailed links should point at, so
   * the page they open talks to the same emulator (a redirect or reset URL in the widget config).
   */
  playgroundUrl(query: Record<string, string> = {}): string {
    const params = new URLSearchParams(query);
    params.set('api', this.emulator.url);
    return `${process.env.GH_PLAYGROUND_URL}/?${params.toString()}`;
  }

  /** Calls the emulator's SDK API from the test (as a browser without a session would), e.g. to set up a user. */
  async api(path: string, body: unknown): Promise<{ status: number; json: { data?: Record<string, unknown>; error_type?: string } }> {
    const token = DEFAULT_PUBLIC_TOKENS.test;
    const response = await fetch(`${this.emulator.url}/sdk/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as { data?: Record<string, unknown>; error_type?: string } };
  }

  /** Calls the emulator's SDK API as the signed-in page would (its session cookie); answers the response's `data`. */
  async sessionCall(method: 'GET' | 'DELETE', path: string): Promise<Record<string, unknown>> {
    const token = DEFAULT_PUBLIC_TOKENS.test;
    const session = await this.sessionCookie();
    const response = await fetch(`${this.emulator.url}/sdk/v1${path}`, {
      method,
      headers: { authorization: `Basic ${Buffer.from(`${token}:${session}`).toString('base64')}` },
    });
    expect(response.ok, `${method} ${path}`).toBe(true);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  }

  /** Calls one of the emulator's test controls (`/_emulator/…`): config, faults, clock, resets. */
  async control(method: 'POST' | 'PATCH' | 'DELETE', path: string, body: unknown = {}): Promise<unknown> {
    const response = await fetch(`${this.emulator.url}/_emulator${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.ok, `${method} /_emulator${path}`).toBe(true);
    return response.json();
  }

  /**
   * Records the SDK API requests the page makes from now on, as `METHOD /path` (e.g. `POST /users/search`),
   * for the request budgets of a journey (CORS preflights are the browser's, not the widget's, and are left out).
   */
  recordRequests(): RecordedRequests {
    const seen: string[] = [];
    const prefix = `${this.emulator.url}/sdk/v1`;
    this.page.on('request', (request) => {
      if (!request.url().startsWith(prefix) || request.method() === 'OPTIONS') return;
      const path = new URL(request.url()).pathname.slice('/sdk/v1'.length);
      seen.push(`${request.method()} ${path}`);
    });
    return {
      list: () => [...seen],
      // The client batches analytics and posts them on a timer (spec §9), so a journey's events post may
      // still be queued when its last screen shows: wait for it rather than count too early.
      async withEvents() {
        await expect.poll(() => seen.filter((r) => r === 'POST /events').length).toBeGreaterThan(0);
        return [...seen];
      },
    };
  }

  /** Prints a journey's request count and the requests (the issue's per-journey report). */
  logRequests(journey: string, requests: { list(): string[] }): void {
    const made = requests.list().map((r) => r.replace(/public-token-[\w-]+/, '{token}'));
    console.log(`requests (${journey}): ${made.length} — ${made.join(', ')}`);
  }

  /** Messages the emulator sent to `to`, newest last. */
  async outbox(to: string): Promise<OutboxMessage[]> {
    const response = await fetch(`${this.emulator.url}/_emulator/messages?to=${encodeURIComponent(to)}`);
    // The emulator lists newest first.
    return ((await response.json()) as { messages: OutboxMessage[] }).messages.reverse();
  }

  /** Waits for the `count`-th message to `to` and returns it. */
  async message(to: string, count = 1): Promise<OutboxMessage> {
    let found: OutboxMessage | undefined;
    await expect.poll(async () => (found = (await this.outbox(to))[count - 1]) !== undefined).toBe(true);
    return found!;
  }

  /** Moves the emulator's clock (codes and links expire by it). */
  async advanceEmulatorClock(minutes: number): Promise<void> {
    await fetch(`${this.emulator.url}/_emulator/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_minutes: minutes }),
    });
  }

  /**
   * Declares a console error the test provokes on purpose — Chromium logs "Failed to load resource: the
   * server responded with a status of 404" for every API error answer. Every other console error still
   * fails the test.
   */
  allowConsoleError(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  /** Console errors no test declared. */
  unexpectedConsoleErrors(): string[] {
    return this.consoleErrors.filter((text) => !this.allowed.some((pattern) => pattern.test(text)));
  }

  /** Makes matching API calls fail or slow down (the emulator's fault injection). */
  async fault(fault: {
    path: string;
    method?: string;
    status?: number;
    error_type?: string;
    error_message?: string;
    count?: number;
  }): Promise<void> {
    await this.control('POST', '/faults', fault);
  }

  /** Changes the emulator's project config for this test (the reset before each test restores it). */
  async configure(config: Record<string, unknown>): Promise<void> {
    await this.control('PATCH', '/config', config);
  }

  /** The `onEvent` types the playground logged, in order. */
  async eventTypes(): Promise<string[]> {
    return this.page
      .getByTestId('event-log')
      .locator('li[data-kind="onEvent"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-type') ?? ''));
  }

  /** The session cookie the client wrote (spec §9 `stytch_session`). */
  async sessionCookie(): Promise<string | undefined> {
    const cookies = await this.page.context().cookies();
    return cookies.find((cookie) => cookie.name === 'stytch_session')?.value;
  }
}

export const test = base.extend<{ widget: WidgetPage }, { emulator: Emulator }>({
  emulator: [
    async ({}, use) => {
      // Passwords hashed at the cheap test cost: the journeys check what the widget does with a password, and
      // the emulator's own tests cover hashing at full cost (emulator/test/passwords.test.ts).
      const emulator = await createEmulator({ port: 0, inMemory: true, passwordHashCost: TEST_PASSWORD_COST });
      await use(emulator);
      await emulator.close();
    },
    { scope: 'worker' },
  ],
  widget: async ({ page, emulator }, use) => {
    await fetch(`${emulator.url}/_emulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const widget = new WidgetPage(page, emulator);
    await widget.recordA11y();
    await use(widget);
    await widget.endKeyboardOnly();
    expect(widget.unexpectedConsoleErrors(), 'console errors').toEqual([]);
  },
});

export { expect };
