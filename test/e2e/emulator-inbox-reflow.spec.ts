/**
 * Reflow (WCAG 1.4.10) of the emulator's inbox page: at 320px wide and at 200% zoom of a 1280px window, with
 * messages to a long address and a phone number, without horizontal scrolling. (Every story of the
 * catalogue is measured at 320px in its own test run: .storybook/vitest.setup.ts.)
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { emulatorFetch, type Harness, startHarness } from './emulator-support';

/** A phone at 320px, and a 1280×800 window at 200% zoom (640 CSS px at two device pixels each). */
const sizes = [
  { name: '320px', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: '200% zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
] as const;

let harness: Harness;

test.beforeAll(async () => {
  harness = await startHarness();
  for (const email of ['someone.with.a.very.long.address.indeed@subdomain.example.com', 'ada@example.com']) {
    expect((await emulatorFetch(harness, 'POST', '/sdk/v1/otps/email/login_or_create', { email })).status).toBe(200);
  }
  expect((await emulatorFetch(harness, 'POST', '/sdk/v1/otps/sms/login_or_create', { phone_number: '+15555550100' })).status).toBe(200);
});

test.afterAll(async () => {
  await harness?.close();
});

/** How far the page scrolls sideways: 0 when everything reflows into the viewport. */
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function pageAt(browser: Browser, size: (typeof sizes)[number]) {
  const context = await browser.newContext({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor });
  return { context, page: await context.newPage() };
}

for (const size of sizes) {
  test(`the emulator inbox fits at ${size.name} without scrolling sideways`, async ({ browser }) => {
    const { context, page } = await pageAt(browser, size);
    await page.goto(`${harness.emulator.url}/_emulator/`);
    await expect(page.getByText('someone.with.a.very.long.address.indeed@subdomain.example.com').first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });
}
