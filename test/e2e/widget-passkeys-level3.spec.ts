/**
 * Passkeys on WebAuthn Level 3 in Chromium (issue 39): the browser's Level 3 functions observed at the
 * boundary — an init script records the calls to `getClientCapabilities`, `navigator.credentials.create` and
 * the Signal API, and says whether `conditionalCreate` is reported — with a CDP virtual authenticator and the
 * real emulator behind the widget.
 */
import { addVirtualAuthenticator } from '../../emulator/src/fixtures/index.ts';
import type { Page } from '@playwright/test';
import { expect, test, type WidgetPage } from './support/widget';

const PASSWORD = 'Violet-Harbor-Tundra-42';

type Call = { name: string; mediation?: string | null; options?: Record<string, unknown> };

/** What the page's browser says it has (the `level3` query parameter the init script reads). */
type Browser = 'conditionalCreate' | 'noConditionalCreate' | 'noLevel3';

/**
 * Before the page's own code: records each Level 3 call in `window.level3Calls`. With `conditionalCreate` or
 * `noConditionalCreate`, `getClientCapabilities()` says so (and no conditional get, so Main shows 'Login with a
 * Passkey' and no autofill request waits); with `noLevel3` the Level 3 functions are gone, as in a browser
 * without them.
 */
function stubLevel3() {
  const browser = new URLSearchParams(location.search).get('level3');
  if (!browser) return;
  const calls: Call[] = [];
  Object.assign(window, { level3Calls: calls });
  const PKC = window.PublicKeyCredential as unknown as Record<string, unknown>;
  const names = ['signalUnknownCredential', 'signalAllAcceptedCredentials', 'signalCurrentUserDetails'];
  if (browser === 'noLevel3') {
    for (const name of ['getClientCapabilities', 'parseCreationOptionsFromJSON', 'parseRequestOptionsFromJSON', ...names]) delete PKC[name];
  } else {
    const capabilities = (PKC.getClientCapabilities as () => Promise<Record<string, boolean>>).bind(PKC);
    PKC.getClientCapabilities = async () => {
      calls.push({ name: 'getClientCapabilities' });
      return { ...(await capabilities()), conditionalGet: false, conditionalCreate: browser === 'conditionalCreate' };
    };
    for (const name of names) {
      const signal = (PKC[name] as (options: unknown) => Promise<void>).bind(PKC);
      PKC[name] = (options: Record<string, unknown>) => {
        calls.push({ name, options });
        return signal(options);
      };
    }
  }
  const create = navigator.credentials.create.bind(navigator.credentials);
  navigator.credentials.create = (options?: CredentialCreationOptions) => {
    const { mediation = null, ...prompted } = (options ?? {}) as CredentialCreationOptions & { mediation?: string };
    calls.push({ name: 'create', mediation });
    // Chromium makes a conditional create's passkey only through its password manager, which the virtual
    // authenticator is not: the same ceremony runs prompted, and the authenticator answers it at once.
    return create(prompted);
  };
}

const open = (widget: WidgetPage, browser: Browser, mode?: string) =>
  widget.openWithConfig({ products: ['passwords', 'passkeys'] }, { level3: browser, ...(mode && { mode }) });

const calls = (page: Page): Promise<Call[]> => page.evaluate(() => (window as unknown as { level3Calls: Call[] }).level3Calls);
const signals = async (page: Page) => (await calls(page)).filter((call) => call.name.startsWith('signal'));

async function passwordSignIn(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have successfully logged in.')).toBeVisible();
}

/** The signed-in user's passkeys as the emulator lists them (with its Level 3 extensions). */
const registrations = async (widget: WidgetPage) =>
  (await widget.sessionCall('GET', '/users/me')).webauthn_registrations as Record<string, string | boolean>[];

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('session-status')).toHaveText('Signed out');
};

test('a password sign-in upgrades to a passkey without a prompt; the signals follow sign-in, rename, delete and a passkey the server no longer knows', async ({
  widget,
  page,
}) => {
  await page.addInitScript(stubLevel3);
  const authenticator = await addVirtualAuthenticator(page);
  expect((await widget.api('/passwords', { email: 'ada@example.com', password: PASSWORD })).status).toBe(200);
  await open(widget, 'conditionalCreate');
  await passwordSignIn(page, 'ada@example.com');
  // In the background, after the confirmation: the conditional create, and the host hears of the passkey.
  await expect.poll(() => widget.eventTypes()).toEqual(['PASSWORD_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE', 'PASSKEY_REGISTER']);
  expect((await calls(page)).filter((call) => call.name === 'create')).toEqual([{ name: 'create', mediation: 'conditional' }]);
  const [first] = await registrations(widget);
  expect(first).toMatchObject({ name: 'Passkey 1', conditional_mediation: true, public_key_credential_id: expect.any(String) });
  const account = { rpId: 'localhost', userId: first!.user_handle };
  // The user had no passkey when signing in: nothing to signal then.
  expect(await signals(page)).toEqual([]);

  // A sign-in tells the password manager the passkeys the site accepts.
  await signOut(page);
  await open(widget, 'conditionalCreate');
  await page.getByRole('button', { name: 'Login with a Passkey' }).click();
  await expect(page.getByTestId('session-status')).toHaveText('Signed in as ada@example.com');
  await expect
    .poll(() => signals(page))
    .toEqual([
      { name: 'signalAllAcceptedCredentials', options: { ...account, allAcceptedCredentialIds: [first!.public_key_credential_id] } },
    ]);
  // No upgrade after a passkey sign-in.
  expect((await calls(page)).filter((call) => call.name === 'create')).toEqual([]);

  // Renaming the passkey tells the user's names; deleting it, that the site accepts none, and the browser forgets it.
  await open(widget, 'conditionalCreate', 'passkeyRegistration');
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Edit name of Passkey 1' }).click();
  await page.getByRole('textbox', { name: 'Passkey name' }).fill('Laptop');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => signals(page))
    .toEqual([{ name: 'signalCurrentUserDetails', options: { ...account, name: 'ada@example.com', displayName: 'ada@example.com' } }]);
  await page.getByRole('button', { name: 'Delete Laptop' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect
    .poll(async () => (await signals(page)).at(-1))
    .toEqual({ name: 'signalAllAcceptedCredentials', options: { ...account, allAcceptedCredentialIds: [] } });
  await expect.poll(() => authenticator.credentials()).toEqual([]);

  // Another passkey, deleted through the API (another device, the host's own page), is still offered here:
  // the server does not know it, and the browser is told.
  await page.getByRole('button', { name: 'Set up another Passkey' }).click();
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByRole('list', { name: 'Existing Passkeys' }).getByRole('listitem')).toHaveCount(1);
  const [second] = await registrations(widget);
  await widget.sessionCall('DELETE', `/users/webauthn_registrations/${second!.webauthn_registration_id}`);
  await signOut(page);
  await open(widget, 'conditionalCreate');
  widget.allowConsoleError(/status of 404/);
  await page.getByRole('button', { name: 'Login with a Passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Passkey registration not found\./);
  await expect
    .poll(() => signals(page))
    .toEqual([{ name: 'signalUnknownCredential', options: { rpId: 'localhost', credentialId: second!.public_key_credential_id } }]);
});

test('no upgrade where conditionalCreate is not reported; without the Level 3 functions a password sign-in is as before', async ({
  widget,
  page,
}) => {
  // No authenticator: without Level 3 the autofill request on Main stays open, as for a user with no passkey here.
  await page.addInitScript(stubLevel3);
  expect((await widget.api('/passwords', { email: 'lin@example.com', password: PASSWORD })).status).toBe(200);
  const requests = widget.recordRequests();
  await open(widget, 'noConditionalCreate');
  await passwordSignIn(page, 'lin@example.com');
  await expect.poll(() => widget.eventTypes()).toEqual(['PASSWORD_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  // Asked on Main (passkey autofill) and after the sign-in (the upgrade), which it then does not attempt.
  await expect.poll(async () => (await calls(page)).map((call) => call.name)).toEqual(['getClientCapabilities', 'getClientCapabilities']);
  await signOut(page);

  await open(widget, 'noLevel3');
  // Autofill as before Level 3 (isConditionalMediationAvailable): no button.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username webauthn');
  await passwordSignIn(page, 'lin@example.com');
  expect(await calls(page)).toEqual([]);
  expect(await widget.eventTypes()).toEqual(['PASSWORD_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  expect(requests.list().filter((request) => request.includes('/webauthn/register'))).toEqual([]);
});
