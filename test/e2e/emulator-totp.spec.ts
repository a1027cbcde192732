/**
 * Issue 5 "done when", TOTP: in Chromium against a fresh emulator, a signed-in user enrols an
 * authenticator app through the project's client, authenticates with the app's code (made by the
 * `totpCode` fixture from the returned secret), and recovers with a recovery code. Replaying the code or
 * the recovery code fails with the wire doc's error shape.
 */
import { expect, test } from '@playwright/test';
import { totpCode } from '../../emulator/src/fixtures/index.ts';
import { type Harness, expectErrorShape, openHost, signUpInPage, startHarness } from './emulator-support.ts';

let harness: Harness;
test.beforeAll(async () => {
  harness = await startHarness();
});
test.afterAll(async () => harness?.close());

test('enrols an authenticator app, authenticates with its code and recovers with a recovery code — each once', async ({ page }) => {
  await openHost(page, harness);
  const { user_id } = await signUpInPage(page, harness, 'ada@example.com');

  const created = await page.evaluate(() => (window as any).client.totps.create({ expiration_minutes: 60 }));
  expect(created).toMatchObject({
    user_id,
    totp_id: expect.stringMatching(/^totp-test-/),
    secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
  });
  expect(created.recovery_codes).toHaveLength(10);
  // The QR code is a real PNG the page can show.
  const size = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, created.qr_code);
  expect(size[0]).toBeGreaterThan(100);
  expect(size[0]).toBe(size[1]);

  const code = totpCode(created.secret);
  const authenticated = await page.evaluate(
    (c) => (window as any).client.totps.authenticate({ totp_code: c, session_duration_minutes: 60 }),
    code,
  );
  expect(authenticated.user.totps).toEqual([{ totp_id: created.totp_id, verified: true }]);
  expect(authenticated.session.authentication_factors.map((f: { delivery_method: string }) => f.delivery_method)).toEqual([
    'email',
    'authenticator_app',
  ]);
  // The same code again: refused (RFC 6238 §5.2), in the wire doc's error shape.
  const replayedCode = await page.evaluate(
    (c) => (window as any).attempt(() => (window as any).client.totps.authenticate({ totp_code: c, session_duration_minutes: 60 })),
    code,
  );
  expect(replayedCode.ok).toBe(false);
  expectErrorShape(replayedCode.error, 401, 'totp_code_already_authenticated');

  const recoveryCode = created.recovery_codes[0];
  const recovered = await page.evaluate(
    (rc) => (window as any).client.totps.recover({ recovery_code: rc, session_duration_minutes: 60 }),
    recoveryCode,
  );
  expect(recovered.user_id).toBe(user_id);
  expect(recovered.session.authentication_factors.at(-1)).toMatchObject({ type: 'recovery_code', delivery_method: 'recovery_code' });
  const replayedRecovery = await page.evaluate(
    (rc) => (window as any).attempt(() => (window as any).client.totps.recover({ recovery_code: rc, session_duration_minutes: 60 })),
    recoveryCode,
  );
  expect(replayedRecovery.ok).toBe(false);
  expectErrorShape(replayedRecovery.error, 401, 'unable_to_authenticate_recovery_code');
  // The session survived the refused attempts (they are not session-ending errors, spec §4).
  await expect(page.locator('#status')).toHaveText('signed in');

  // A fresh set of recovery codes replaces the old ones; the next unused old code no longer works.
  const listed = await page.evaluate(() => (window as any).client.totps.recoveryCodes());
  expect(listed.totps[0].recovery_codes).toHaveLength(10);
  const retired = await page.evaluate(
    (rc) => (window as any).attempt(() => (window as any).client.totps.recover({ recovery_code: rc, session_duration_minutes: 60 })),
    created.recovery_codes[1],
  );
  expectErrorShape(retired.error, 401, 'unable_to_authenticate_recovery_code');
});
