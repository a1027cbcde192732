/**
 * Fixtures for the widget's end-to-end specs: one in-memory emulator per worker, reset before every test,
 * and a `widget` helper that opens the playground with an exact setup in the URL query, reads codes and
 * links from the emulator's outbox, and fails the test on any console error or uncaught exception.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { createEmulator, type Emulator } from '@gatehouse/emulator';

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

  constructor(
    readonly page: Page,
    readonly emulator: Emulator,
  ) {
    page.on('console', (message) => {
      // The browser's own favicon request (the emulator's provider page has none) is no page's error.
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) this.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => this.consoleErrors.push(String(error)));
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

  /** Messages the emulator sent to `to`, newest last. */
  async outbox(to: string): Promise<OutboxMessage[]> {
    const response = await fetch(`${this.emulator.url}/_emulator/messages?to=${encodeURIComponent(to)}`);
    // The emulator lists the newest first.
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
  async fault(fault: { path: string; method?: string; status?: number; error_type?: string; error_message?: string; count?: number }): Promise<void> {
    await this.control('POST', '/_emulator/faults', fault);
  }

  /** Changes the emulator's project config for this test (the reset before each test restores it). */
  async configure(config: Record<string, unknown>): Promise<void> {
    await this.control('PATCH', '/_emulator/config', config);
  }

  private async control(method: string, path: string, body: unknown): Promise<void> {
    const response = await fetch(`${this.emulator.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.ok, `${method} ${path}: ${await response.clone().text()}`).toBe(true);
  }

  /** The `onEvent` types the playground logged, in order. */
  async eventTypes(): Promise<string[]> {
    return this.page.getByTestId('event-log').locator('li[data-kind="onEvent"]').evaluateAll((items) => items.map((item) => item.getAttribute('data-type') ?? ''));
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
      const emulator = await createEmulator({ port: 0, inMemory: true });
      await use(emulator);
      await emulator.close();
    },
    { scope: 'worker' },
  ],
  widget: async ({ page, emulator }, use) => {
    await fetch(`${emulator.url}/_emulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const widget = new WidgetPage(page, emulator);
    await use(widget);
    expect(widget.unexpectedConsoleErrors(), 'console errors').toEqual([]);
  },
});

export { expect };
