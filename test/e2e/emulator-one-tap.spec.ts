/**
 * Issue 5 item 2, the Google One Tap stand-in, in Chromium: the host page loads the emulator's stand-in
 * Google script, runs the One Tap calls the widget makes (onetap/start, the Google prompt, the callback
 * submit) and completes the redirect with the project's client. The One Tap error types of spec §4 are
 * produced on demand, on the API side and on the Google-script side.
 */
import { expect, type Page, test } from '@playwright/test';
import { type Harness, expectErrorShape, openHost, startHarness } from './emulator-support.ts';

let harness: Harness;
test.beforeAll(async () => {
  harness = await startHarness();
});
test.afterAll(async () => harness?.close());

async function setOneTap(body: Record<string, unknown>) {
  const response = await fetch(`${harness.emulator.url}/_emulator/one_tap`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** The widget's One Tap sequence, as its frame runs it (spec §7 notes: oneTapStart, oneTapSubmit). */
function runOneTap(page: Page, redirect: string) {
  return page.evaluate(
    async ({ api, publicToken, redirectUrl }) => {
      // The client's pending OAuth pair, whose challenge the widget's start sends (issue 42): the redirect's token
      // then completes only with its verifier, in this browser.
      const challenge = new URL(await (window as any).client.oauth.google.getURL()).searchParams.get('code_challenge');
      const started = await fetch(`${api}/v1/public/oauth/google/onetap/start?public_token=${publicToken}&code_challenge=${challenge}`, {
        credentials: 'include',
      });
      const start = await started.json();
      if (!started.ok) return { stage: 'start', body: start };
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = `${api}/_emulator/one_tap/gsi/client`;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error('stand-in script failed to load'));
        document.head.append(script);
      });
      const google = (window as any).google;
      return new Promise((resolve) => {
        google.accounts.id.initialize({
          client_id: start.google_client_id,
          nonce: start.nonce,
          callback: async ({ credential }: { credential: string }) => {
            try {
              const submitted = await fetch(`${api}/v1/oauth/callback/${start.oauth_callback_id}`, {
                method: 'POST',
                credentials: 'include',
                headers: { 'x-stytch-oauth-type': 'google-one-tap' },
                body: JSON.stringify({
                  id_token: credential,
                  stytch_csrf_token: start.stytch_csrf_token,
                  login_redirect_url: redirectUrl,
                  signup_redirect_url: redirectUrl,
                }),
              });
              resolve({ stage: 'submit', body: await submitted.json() });
            } catch (error) {
              resolve({ stage: 'submit failed', reason: String(error) });
            }
          },
        });
        google.accounts.id.prompt((moment: any) => {
          if (moment.isNotDisplayed()) resolve({ stage: 'prompt', reason: moment.getNotDisplayedReason() });
          if (moment.isSkippedMoment()) resolve({ stage: 'prompt', reason: moment.getSkippedReason() });
        });
      });
    },
    { api: harness.emulator.url, publicToken: harness.publicToken, redirectUrl: redirect },
  ) as Promise<{ stage: string; body?: any; reason?: string }>;
}

test('signs in with One Tap through the stand-in Google script and the client', async ({ page }) => {
  await setOneTap({ error: null, identity: { email: 'tap@example.com', name: 'Tap Per' }, auto_select: true });
  await openHost(page, harness);
  const redirect = `${harness.origin}/authenticate`;
  const outcome = await runOneTap(page, redirect);
  expect(outcome.stage).toBe('submit');
  expect(outcome.body.redirect_url).toMatch(new RegExp(`^${redirect}\\?stytch_token_type=oauth&token=`));

  await page.goto(outcome.body.redirect_url);
  await expect(page.locator('#status')).not.toHaveText('loading');
  const result = await page.evaluate(() => (window as any).client.authenticateByUrl({ session_duration_minutes: 60 }));
  expect(result.data).toMatchObject({
    provider_type: 'google',
    user: { emails: [{ email: 'tap@example.com', verified: true }], name: { first_name: 'Tap' } },
  });
  await expect(page.locator('#status')).toHaveText('signed in');
});

for (const error of [
  'oauth_config_not_found',
  'no_login_redirect_urls_set',
  'no_signup_redirect_urls_set',
  'default_provider_not_allowed',
]) {
  test(`produces ${error} from the API on demand`, async ({ page }) => {
    await setOneTap({ error });
    await openHost(page, harness);
    const outcome = await runOneTap(page, `${harness.origin}/authenticate`);
    expect(outcome.stage).toBe('start');
    expectErrorShape(outcome.body, outcome.body.status_code, error);
  });
}

for (const [error, reason] of [
  ['origin_not_allowed_for_client', 'unregistered_origin'],
  ['invalid_client', 'invalid_client'],
  ['user_cancel', 'user_cancel'],
]) {
  test(`produces ${error} from the Google script on demand`, async ({ page }) => {
    await setOneTap({ error });
    await openHost(page, harness);
    expect(await runOneTap(page, `${harness.origin}/authenticate`)).toEqual({ stage: 'prompt', reason });
  });
}
