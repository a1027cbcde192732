/**
 * Reflow (WCAG 1.4.10): every story of the catalogue, and the emulator's inbox page, at 320px wide and at
 * 200% zoom of a 1280px window, without horizontal scrolling. The catalogue is the real Storybook build,
 * served from a scratch directory; the inbox holds messages to long addresses and numbers.
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { emulatorFetch, type Harness, startHarness } from './emulator-support';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A phone at 320px, and a 1280×800 window at 200% zoom (640 CSS px at two device pixels each). */
const sizes = [
  { name: '320px', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: '200% zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
] as const;

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

let outDir = '';
let server: Server;
let catalogue = '';
let stories: { id: string; title: string; name: string }[] = [];
let harness: Harness;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  outDir = mkdtempSync(path.join(tmpdir(), 'gatehouse-reflow-'));
  const build = spawnSync('npx', ['storybook', 'build', '--quiet', '--output-dir', outDir], { cwd: root, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = path.join(outDir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(outDir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  server.listen(0, 'localhost');
  await once(server, 'listening');
  catalogue = `http://localhost:${(server.address() as AddressInfo).port}`;
  const index = JSON.parse(readFileSync(path.join(outDir, 'index.json'), 'utf8')) as {
    entries: Record<string, { id: string; title: string; name: string; type: string }>;
  };
  stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

  harness = await startHarness();
  // Messages to a long address and a phone number, for the inbox page.
  for (const email of ['someone.with.a.very.long.address.indeed@subdomain.example.com', 'ada@example.com']) {
    expect((await emulatorFetch(harness, 'POST', '/sdk/v1/otps/email/login_or_create', { email })).status).toBe(200);
  }
  expect((await emulatorFetch(harness, 'POST', '/sdk/v1/otps/sms/login_or_create', { phone_number: '+15555550100' })).status).toBe(200);
});

test.afterAll(async () => {
  server?.close();
  await harness?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** How far the page scrolls sideways: 0 when everything reflows into the viewport. */
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Switches the preview to a story the way the catalogue's sidebar does (no reload: the walk stays fast) and
 * waits until it has rendered and played. A story whose play function navigates the frame (a form
 * submission) is loaded afresh instead.
 */
async function show(page: Page, storyId: string) {
  try {
    await page.evaluate(
      (id) =>
        new Promise<void>((resolve, reject) => {
          const channel = (window as any).__STORYBOOK_ADDONS_CHANNEL__;
          // The preview reloaded itself and its new document has not set Storybook up yet: load it afresh.
          if (!channel) {
            reject(new Error('Execution context was destroyed (no channel yet)'));
            return;
          }
          const settle = (ok: boolean) => () => {
            channel.off('storyRendered', rendered);
            channel.off('storyErrored', errored);
            if (ok) resolve();
            else reject(new Error(`${id} did not render`));
          };
          const rendered = settle(true);
          const errored = settle(false);
          channel.on('storyRendered', rendered);
          channel.on('storyErrored', errored);
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
          // A preview that reloaded itself meanwhile never answers here: load the story afresh instead.
          setTimeout(() => reject(new Error('Execution context was destroyed (no answer)')), 20_000);
        }),
      storyId,
    );
  } catch (error) {
    if (!destroyed(error)) throw error;
    await loadAfresh(page, storyId);
  }
  await page.locator('[data-part="story-frame"]').first().waitFor();
}

/**
 * Opens the story on its own. The preview may still be reloading itself when this navigates, which
 * Playwright reports as our navigation interrupted by the preview's own to the same address: then the page
 * being loaded is the story's, and waiting for it to finish loading is enough.
 */
async function loadAfresh(page: Page, storyId: string) {
  const url = `${catalogue}/iframe.html?id=${storyId}&viewMode=story`;
  try {
    await page.goto(url);
  } catch (error) {
    if (!String(error).includes('interrupted by another navigation')) throw error;
    await page.waitForURL(url, { waitUntil: 'load' });
  }
}

const destroyed = (error: unknown) => String(error).includes('Execution context was destroyed');

/**
 * The story's horizontal overflow once it has rendered. Storybook reloads its preview by itself when a
 * lazily loaded story chunk fails to arrive (seen on a loaded machine); the measurement is then taken on
 * the story loaded afresh, since what is measured is the story's layout, not the preview's loading.
 */
async function measure(page: Page, storyId: string, switchInPage: boolean): Promise<number> {
  try {
    if (switchInPage) await show(page, storyId);
    await page.evaluate(() => document.fonts.ready);
    return await horizontalOverflow(page);
  } catch (error) {
    if (!destroyed(error)) throw error;
    await loadAfresh(page, storyId);
    await page.locator('[data-part="story-frame"]').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    return horizontalOverflow(page);
  }
}

async function pageAt(browser: Browser, size: (typeof sizes)[number]) {
  const context = await browser.newContext({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor });
  return { context, page: await context.newPage() };
}

for (const size of sizes) {
  test(`every story fits at ${size.name} without scrolling sideways`, async ({ browser }) => {
    test.setTimeout(300_000);
    expect(stories.length).toBeGreaterThan(100);
    const { context, page } = await pageAt(browser, size);
    await page.goto(`${catalogue}/iframe.html?id=${stories[0]!.id}&viewMode=story`);
    await page.locator('[data-part="story-frame"]').first().waitFor();
    const overflowing: string[] = [];
    for (const [i, story] of stories.entries()) {
      const overflow = await measure(page, story.id, i > 0);
      if (overflow > 0) overflowing.push(`${story.title} / ${story.name}: ${overflow}px`);
    }
    await context.close();
    expect(overflowing).toEqual([]);
  });

  test(`the emulator inbox fits at ${size.name} without scrolling sideways`, async ({ browser }) => {
    const { context, page } = await pageAt(browser, size);
    await page.goto(`${harness.emulator.url}/_emulator/`);
    await expect(page.getByText('someone.with.a.very.long.address.indeed@subdomain.example.com').first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });
}
