/**
 * Issue 5 "done when", passkeys: in Chromium against a fresh emulator, register a passkey through the
 * project's client with a CDP virtual authenticator, then sign in with it — by button and by conditional
 * mediation (autofill) — and a replayed assertion fails with the wire doc's error shape.
 */
import { expect, test } from '@playwright/test';
import { addVirtualAuthenticator } from '../../emulator/src/fixtures/index.ts';
import { type Harness, emulatorFetch, expectErrorShape, openHost, signUpInPage, startHarness } from './emulator-support.ts';

let harness: Harness;
test.beforeAll(async () => {
  harness = await startHarness();
});
test.afterAll(async () => harness?.close());

test('registers a passkey, then signs in with it by button and by autofill; a replayed assertion fails', async ({ page }) => {
  const authenticator = await addVirtualAuthenticator(page);
  await openHost(page, harness);
  const { user_id } = await signUpInPage(page, harness, 'ada@example.com');

  const registered = await page.evaluate(() =>
    (window as any).client.webauthn.register({ is_passkey: true, session_duration_minutes: 60 }),
  );
  expect(registered.user_id).toBe(user_id);
  expect(registered.user.webauthn_registrations).toEqual([
    expect.objectContaining({
      webauthn_registration_id: registered.webauthn_registration_id,
      domain: 'localhost',
      verified: true,
      name: 'Passkey 1',
    }),
  ]);
  // A passkey is a discoverable (resident) credential held for the relying party "localhost".
  const [held] = await authenticator.credentials();
  expect(held).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

  // Sign out, then sign in with the passkey (primary, discoverable).
  await page.evaluate(() => (window as any).client.session.revoke());
  await expect(page.locator('#status')).toHaveText('signed out');
  const assertionRequest = page.waitForRequest((request) => request.url().endsWith('/sdk/v1/webauthn/authenticate'));
  const signedIn = await page.evaluate(() => (window as any).client.webauthn.authenticate({ session_duration_minutes: 60 }));
  await expect(page.locator('#status')).toHaveText('signed in');
  expect(signedIn.user_id).toBe(user_id);
  expect(signedIn.session.authentication_factors).toEqual([
    expect.objectContaining({
      type: 'webauthn',
      delivery_method: 'webauthn_registration',
      webauthn_factor: expect.objectContaining({ webauthn_registration_id: registered.webauthn_registration_id }),
    }),
  ]);

  // The same assertion sent again (a replay) is refused: its challenge was used.
  const captured = (await assertionRequest).postDataJSON();
  const replay = await emulatorFetch(harness, 'POST', '/sdk/v1/webauthn/authenticate', captured);
  expect(replay.status).toBe(401);
  expectErrorShape(replay.json, 401, 'unable_to_auth_webauthn_registration');

  // Conditional mediation: the input's autocomplete has "webauthn"; the authenticator answers the autofill request.
  await page.evaluate(() => (window as any).client.session.revoke());
  expect(await page.evaluate(() => (window as any).client.webauthn.browserSupportsAutofill())).toBe(true);
  const autofilled = await page.evaluate(() =>
    (window as any).client.webauthn.authenticate({ session_duration_minutes: 60, conditional_mediation: true }),
  );
  expect(autofilled.user_id).toBe(user_id);
  await expect(page.locator('#status')).toHaveText('signed in');
  // The authenticator's signature counter moved with each assertion, and the emulator accepted each.
  expect((await authenticator.credentials())[0]!.signCount).toBeGreaterThanOrEqual(2);
});

test('a passkey deleted from the account can no longer sign in', async ({ page }) => {
  await addVirtualAuthenticator(page);
  await openHost(page, harness);
  await signUpInPage(page, harness, 'grace@example.com');
  const registered = await page.evaluate(() =>
    (window as any).client.webauthn.register({ is_passkey: true, session_duration_minutes: 60 }),
  );
  await page.evaluate((id) => (window as any).client.user.deleteWebauthnRegistration(id), registered.webauthn_registration_id);
  expect(await page.evaluate(() => (window as any).client.user.getSync().webauthn_registrations)).toEqual([]);
  await page.evaluate(() => (window as any).client.session.revoke());
  const outcome = await page.evaluate(() =>
    (window as any).attempt(() => (window as any).client.webauthn.authenticate({ session_duration_minutes: 60 })),
  );
  expect(outcome.ok).toBe(false);
  expectErrorShape(outcome.error, 404, 'webauthn_registration_not_found');
});
