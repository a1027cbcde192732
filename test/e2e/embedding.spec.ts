/**
 * The widget embedded the ways a site embeds it, from the built package, on a page served with a strict
 * Content-Security-Policy (support/built-site.ts): the React component, the vanilla mount API and
 * `<stytch-ui>`, in the plain container and in shadow DOM, against the real emulator.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addVirtualAuthenticator } from '../../emulator/src/fixtures/index.ts';
import type { Page } from '@playwright/test';
import { built } from '../../scripts/built.mjs';
import { SCREEN_NAMES } from '../../src/flow/screens';
import { expect, test, type SitePage } from './support/built-site';

/** The email passcode sign-up journey, start to finish, wherever the widget sits (locators pierce shadow roots). */
async function signUpByEmailPasscode(site: SitePage, email: string): Promise<void> {
  const { page } = site;
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  const { code } = await site.widget.message(email);
  // The passcode field has focus, inside the shadow root when there is one; the sixth digit submits.
  await page.keyboard.type(code!);
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(page.locator('#session')).toHaveText(`Signed in as ${email}`);
}

const STRONG = 'Violet-Harbor-Tundra-42';
const NEWER = 'mauve-kettle-frosty-oar';

/** Enters the address on Main and continues to the password screen `heading` names. */
async function lookUpPasswordUser(page: Page, email: string, heading: 'Create an account' | 'Log In'): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

/**
 * The password sign-up journey: a new address, a weak password the server's strength check (zxcvbn) refuses,
 * then a strong one it accepts.
 */
async function signUpByPassword(site: SitePage, email: string): Promise<void> {
  const { page } = site;
  await lookUpPasswordUser(page, email, 'Create an account');
  const meter = page.locator('[data-part="strength-meter"]');
  await page.getByLabel('New password').fill('abc1');
  await expect(meter).toHaveAttribute('data-tone', 'error');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('New password').fill(STRONG);
  await expect(meter).toHaveAttribute('data-tone', 'success');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.locator('#session')).toHaveText(`Signed in as ${email}`);
}

const JOURNEYS = [
  {
    name: 'signs up by email passcode',
    products: 'otp',
    run: signUpByEmailPasscode,
    events: ['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE'],
  },
  {
    name: 'signs up with a password',
    products: 'passwords',
    run: signUpByPassword,
    events: ['PASSWORD_CREATE', 'AUTHENTICATE_FLOW_COMPLETE'],
  },
];

/** Whether the widget's heading lives in a shadow root. */
const inShadowRoot = (page: Page) =>
  page.getByRole('heading', { name: 'Sign up or log in' }).evaluate((heading) => heading.getRootNode() instanceof ShadowRoot);

const SETUPS: { name: string; query: Record<string, string>; shadow: boolean }[] = [
  { name: 'the React component', query: { setup: 'react' }, shadow: false },
  { name: 'the React component with enableShadowDOM', query: { setup: 'react', shadow: '1' }, shadow: true },
  { name: 'mountLogin', query: { setup: 'mount' }, shadow: false },
  { name: 'mountLogin with enableShadowDOM', query: { setup: 'mount', shadow: '1' }, shadow: true },
  { name: '<stytch-ui> set up by properties', query: { setup: 'element' }, shadow: false },
  { name: '<stytch-ui> with enableShadowDOM', query: { setup: 'element', shadow: '1' }, shadow: true },
];

for (const setup of SETUPS) {
  for (const journey of JOURNEYS) {
    test(`${setup.name}: ${journey.name} on a strict-CSP page, telling the page through DOM events`, async ({ site, page }) => {
      await site.openSite('/', { ...setup.query, products: journey.products });
      await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
      expect(await inShadowRoot(page)).toBe(setup.shadow);

      await journey.run(site, 'ada@example.com');

      // The page heard every step as a `stytch-event` on document, and the policy was never violated.
      expect(await site.heardEvents()).toEqual(journey.events);
      expect(await site.violations()).toEqual([]);
    });
  }
}

test("Google One Tap loads Google's script through the widget's Trusted Types policy on a strict-CSP page and signs the user in", async ({
  site,
  widget,
  page,
}) => {
  // Google's auto sign-in (the stand-in's `auto_select`): no click, the script's own path alone.
  await widget.control('POST', '/one_tap', { error: null, identity: { email: 'tap@example.com', name: 'Tap Per' }, auto_select: true });
  const params = new URLSearchParams({ api: widget.emulator.url, token: widget.emulator.config.current.publicTokens.test, landed: '1' });
  const back = `${site.siteUrl}/?${params.toString()}`;
  await site.openSite('/', { oneTap: '1', redirect: back });
  // Under `require-trusted-types-for 'script'` a plain string in `script.src` is refused (a console error the
  // fixture fails on) and One Tap never starts; through the `gatehouse` policy the stand-in loads, prompts
  // and the sign-in comes back to the page with its token.
  await expect(page).toHaveURL((url) => url.searchParams.get('landed') === '1' && url.searchParams.get('stytch_token_type') === 'oauth');
  expect(new URL(page.url()).searchParams.get('token')).toBeTruthy();
});

test('<stytch-reset-password password-reset-token=…> resets the password from the emailed token, and the new one logs in', async ({
  site,
  page,
}) => {
  const { widget } = site;
  expect((await widget.api('/passwords', { email: 'ada@example.com', password: STRONG })).status).toBe(200);
  const started = await widget.api('/passwords/email/reset/start', {
    email: 'ada@example.com',
    reset_password_redirect_url: `${site.siteUrl}/`,
  });
  expect(started.status).toBe(200);
  const resetToken = new URL((await widget.message('ada@example.com')).link!).searchParams.get('token')!;
  expect(resetToken).toBeTruthy();

  await site.openSite('/', { setup: 'element', widget: 'resetPassword', products: 'passwords', resetToken });
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.locator('stytch-reset-password')).toHaveAttribute('password-reset-token', resetToken);
  await page.getByLabel('New password').fill(NEWER);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.locator('#session')).toHaveText('Signed in as ada@example.com');
  expect(await site.heardEvents()).toEqual(['PASSWORD_RESET_BY_EMAIL', 'AUTHENTICATE_FLOW_COMPLETE']);
  expect(await site.violations()).toEqual([]);

  // The new password logs in through `<stytch-ui>`; the old one no longer does.
  await site.openSite('/', { setup: 'element', products: 'passwords' });
  await lookUpPasswordUser(page, 'ada@example.com', 'Log In');
  await page.getByLabel('Password', { exact: true }).fill(NEWER);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  expect(await site.heardEvents()).toEqual(['PASSWORD_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  expect((await widget.api('/passwords/authenticate', { email: 'ada@example.com', password: STRONG })).status).toBe(401);
  expect(await site.violations()).toEqual([]);
});

test('<stytch-passkey-registration> registers a passkey for the signed-in user; in shadow DOM Main offers the passkey button, and it signs in', async ({
  site,
  page,
}) => {
  await addVirtualAuthenticator(page);
  await site.openSite('/', { setup: 'element' });
  await signUpByEmailPasscode(site, 'lin@example.com');

  await site.openSite('/', { setup: 'element', widget: 'passkeyRegistration', products: 'otp,passkeys' });
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Passkey successfully created!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Existing Passkeys' }).getByRole('listitem')).toHaveText(['Passkey 1']);
  expect(await site.heardEvents()).toEqual(['PASSKEY_REGISTER']);
  expect(await site.violations()).toEqual([]);

  // Signed out, on Main in shadow DOM: the passkey autofill ceremony cannot reach an input in a shadow root,
  // so the email form comes with the 'Login with a Passkey' button (spec §2) instead.
  await page.context().clearCookies();
  await site.openSite('/', { setup: 'element', shadow: '1', products: 'otp,passkeys' });
  await expect(page.locator('#session')).toHaveText('Signed out');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  expect(await inShadowRoot(page)).toBe(true);
  await page.getByRole('button', { name: 'Login with a Passkey' }).click();
  await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
  await expect(page.locator('#session')).toHaveText('Signed in as lin@example.com');
  expect(await site.heardEvents()).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  expect(await site.violations()).toEqual([]);
});

/** Computed styles of the widget's main parts (inside its shadow root when it has one). */
function partStyles(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector('stytch-ui, [data-gatehouse]')!;
    const root = host.shadowRoot ?? host;
    const pick = (selector: string, properties: string[]) => {
      const style = getComputedStyle(root.querySelector(selector)!);
      return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
    };
    return {
      heading: pick('[data-part="heading"]', ['color', 'font-family', 'font-size', 'text-transform']),
      button: pick('button[type="submit"]', ['color', 'background-color', 'padding', 'border', 'border-radius', 'font-size']),
      input: pick('input[name="email"]', ['color', 'background-color', 'border', 'font-size']),
      screen: pick('[data-part="screen"]', ['width', 'background-color', 'border-radius']),
    };
  });
}

test('host CSS does not reach the widget in shadow DOM, and ::part() styles it', async ({ site, page }) => {
  const heading = page.getByRole('heading', { name: 'Sign up or log in' });
  await site.openSite('/', { setup: 'element', shadow: '1' });
  await expect(heading).toBeVisible();
  const clean = await partStyles(page);

  // `* { color: red !important; font: 30px serif !important }` and a `button { all: unset }` reset.
  await site.openSite('/', { setup: 'element', shadow: '1', hostile: '1' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A host page with a strict Content-Security-Policy' })).toHaveCSS(
    'color',
    'rgb(255, 0, 0)',
  );
  expect(await partStyles(page)).toEqual(clean);

  // The same host CSS does restyle the widget in the plain container: the comparison above can fail.
  await site.openSite('/', { setup: 'element', hostile: '1' });
  await expect(heading).toHaveCSS('color', 'rgb(255, 0, 0)');

  // The host page styles the parts it is given.
  await site.openSite('/', { setup: 'element', shadow: '1', parts: '1' });
  await expect(heading).toHaveCSS('text-transform', 'uppercase');
  await expect(page.getByRole('button', { name: 'Continue with email' })).toHaveCSS('border-radius', '20px');
  expect(await site.violations()).toEqual([]);
});

for (const setup of ['mount', 'element'] as const) {
  test(`${setup === 'mount' ? 'update()' : 'setting properties'} changes config and theme while the user keeps their place`, async ({
    site,
    page,
  }) => {
    await site.openSite('/', { setup });
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    const passcode = page.getByRole('textbox', { name: 'One-time passcode' });
    await expect(passcode).toBeFocused();
    await page.keyboard.type('123');

    await page.evaluate(() => {
      const { gatehouseHost } = window as unknown as { gatehouseHost: { update(props: object): void } };
      gatehouseHost.update({
        styles: { colors: { primary: '#0000ff' } },
        config: { products: ['otp'], otpOptions: { methods: ['email', 'sms'] } },
      });
    });
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toHaveCSS('color', 'rgb(0, 0, 255)');
    await expect(passcode).toHaveValue('123');
    // The new config holds once the user goes back: two methods, so Main now shows tabs.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('tab', { name: 'Text' })).toBeVisible();
    expect(await site.violations()).toEqual([]);
  });
}

/**
 * Counts what a page holds that the widget could leave behind: pending timers and animation frames, live
 * intervals, event listeners on nodes still in the page (and on window and document), active observers,
 * and elements. Installed before any page script; `start()` begins tracking, and `live()` counts only what
 * was added since.
 */
function installProbe() {
  type Key = { target: EventTarget; type: string; listener: unknown; capture: boolean };
  let tracking = false;
  const timers = new Set<unknown>();
  const intervals = new Set<unknown>();
  const frames = new Set<number>();
  const listeners: Key[] = [];
  const observers = new Set<object>();
  const w = window as unknown as Record<string, unknown>;
  const setTimeout_ = window.setTimeout.bind(window);
  const clearTimeout_ = window.clearTimeout.bind(window);
  const setInterval_ = window.setInterval.bind(window);
  const clearInterval_ = window.clearInterval.bind(window);
  const raf = window.requestAnimationFrame.bind(window);
  const caf = window.cancelAnimationFrame.bind(window);
  w['setTimeout'] = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const track = tracking;
    const id = setTimeout_(
      (...a: unknown[]) => {
        timers.delete(id);
        if (typeof handler === 'function') handler(...a);
      },
      ms,
      ...args,
    );
    if (track) timers.add(id);
    return id;
  };
  w['clearTimeout'] = (id: number) => {
    timers.delete(id);
    clearTimeout_(id);
  };
  w['setInterval'] = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = setInterval_(handler, ms, ...args);
    if (tracking) intervals.add(id);
    return id;
  };
  w['clearInterval'] = (id: number) => {
    intervals.delete(id);
    clearInterval_(id);
  };
  w['requestAnimationFrame'] = (callback: FrameRequestCallback) => {
    const track = tracking;
    const id = raf((time) => {
      frames.delete(id);
      callback(time);
    });
    if (track) frames.add(id);
    return id;
  };
  w['cancelAnimationFrame'] = (id: number) => {
    frames.delete(id);
    caf(id);
  };
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  const captureOf = (options: unknown) =>
    typeof options === 'boolean' ? options : Boolean((options as AddEventListenerOptions | undefined)?.capture);
  const drop = (target: EventTarget, type: string, listener: unknown, capture: boolean) => {
    const index = listeners.findIndex((k) => k.target === target && k.type === type && k.listener === listener && k.capture === capture);
    if (index >= 0) listeners.splice(index, 1);
  };
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    const capture = captureOf(options);
    if (
      tracking &&
      listener &&
      !listeners.some((k) => k.target === this && k.type === type && k.listener === listener && k.capture === capture)
    ) {
      listeners.push({ target: this, type, listener, capture });
      const opts = typeof options === 'object' ? options : undefined;
      if (opts?.once) add.call(this, type, () => drop(this, type, listener, capture), { once: true, capture });
      opts?.signal?.addEventListener('abort', () => drop(this, type, listener, capture));
    }
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ) {
    drop(this, type, listener, captureOf(options));
    return remove.call(this, type, listener, options);
  };
  for (const Observer of [MutationObserver, ResizeObserver, IntersectionObserver] as unknown as {
    prototype: { observe: (...args: unknown[]) => void; disconnect: () => void };
  }[]) {
    const observe = Observer.prototype.observe;
    const disconnect = Observer.prototype.disconnect;
    Observer.prototype.observe = function (this: object, ...args: unknown[]) {
      if (tracking) observers.add(this);
      return observe.apply(this, args);
    };
    Observer.prototype.disconnect = function (this: object) {
      observers.delete(this);
      return disconnect.call(this);
    };
  }
  const inPage = (target: EventTarget) => target === window || target === document || (target instanceof Node && target.isConnected);
  w['leakProbe'] = {
    start() {
      tracking = true;
    },
    live() {
      return {
        timers: timers.size,
        intervals: intervals.size,
        frames: frames.size,
        listeners: listeners.filter((k) => inPage(k.target)).map((k) => `${k.target.constructor.name}:${k.type}`),
        observers: observers.size,
      };
    },
    // Every element but the host page's own log of the events it heard (which grows by design).
    elements: () => document.querySelectorAll('*').length - document.querySelectorAll('#events *').length,
  };
}

test('unmount() leaves no timers, listeners, observers or elements behind', async ({ site, page }) => {
  await page.addInitScript(installProbe);
  await site.openSite('/', { setup: 'mount', manual: '1' });
  const host = (call: 'mount' | 'unmount') =>
    page.evaluate((name) => (window as unknown as { gatehouseHost: Record<string, () => void> }).gatehouseHost[name]!(), call);
  const probe = () => page.evaluate(() => (window as unknown as { leakProbe: { live(): unknown } }).leakProbe.live());

  // React and react-aria set up a few listeners on the document and window the first time any root renders
  // in a page (React's selectionchange, react-aria's focus-visible tracking) and share them with every later
  // root, and a lazy chunk adds its module-preload links to the head once per page. A first mount that walks
  // the same path (the passcode screen, and the toast area that loads when the page is idle) lets all of
  // those exist before counting what one widget leaves behind.
  const walkToPasscode = async (email: string) => {
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByRole('textbox', { name: 'One-time passcode' })).toBeFocused();
  };
  await host('mount');
  await walkToPasscode('grace@example.com');
  await expect(page.locator('[data-part="toast-viewport"]')).toBeAttached();
  await host('unmount');
  const elements = await page.evaluate(() => (window as unknown as { leakProbe: { elements(): number } }).leakProbe.elements());

  await page.evaluate(() => (window as unknown as { leakProbe: { start(): void } }).leakProbe.start());
  await host('mount');
  // Walk to the passcode screen: its countdown, the toast area, the passcode field's observers and timers.
  await walkToPasscode('ada@example.com');
  await page.keyboard.type('12');
  await host('unmount');

  await expect(page.locator('#widget')).toBeEmpty();
  // One-shot timers still pending may run out; nothing may stay scheduled or attached.
  await expect.poll(probe).toEqual({ timers: 0, intervals: 0, frames: 0, listeners: [], observers: 0 });
  expect(await page.evaluate(() => (window as unknown as { leakProbe: { elements(): number } }).leakProbe.elements())).toBe(elements);
  expect(await site.violations()).toEqual([]);
});

test('the standalone example signs a user in on a plain HTML page, with no bundler', async ({ site, page }) => {
  await site.openSite('/standalone/');
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill('grace@example.com');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  const { code } = await site.widget.message('grace@example.com');
  await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(code!);
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Signed in as grace@example.com');
  await expect(page.getByRole('list', { name: 'Widget events' }).getByRole('listitem')).toHaveText([
    'OTP_LOGIN_OR_CREATE',
    'OTP_AUTHENTICATE',
    'AUTHENTICATE_FLOW_COMPLETE',
  ]);
  expect(await site.violations()).toEqual([]);
});

// Issue 24: the standalone script carries English only; another language is the file next to it
// (gatehouse.standalone.<tag>.js), imported relative to the script under the strict policy. Its later parts
// are files next to it too, each with a hash in its name (gatehouse.standalone.Toasts-<hash>.js).
const LOCALE_FILE = /\/gatehouse\.standalone\.[a-z]{2,3}(?:-[A-Za-z]{2,4})?\.js$/;
test('the standalone example speaks French from the file next to the script, fetched only when French is asked for', async ({
  site,
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await site.openSite('/standalone/');
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  expect(requested.filter((file) => LOCALE_FILE.test(file))).toEqual([]);

  await page.locator('stytch-ui').evaluate((element) => element.setAttribute('locale', 'fr'));
  await expect(page.getByRole('heading', { name: 'Inscrivez-vous ou connectez-vous' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'E-mail' })).toBeVisible();
  expect(requested.filter((file) => LOCALE_FILE.test(file))).toEqual(['/standalone/gatehouse.standalone.fr.js']);
  expect(await site.violations()).toEqual([]);
});

test("Main renders from the site's entry script and stylesheets alone; a product's screens load when the user reaches for its form, and an email-only page never fetches the phone library", async ({
  site,
  page,
}) => {
  // The built site's chunks: each screen's by its name, the phone library's by its metadata.
  const assets = path.join(await built('site'), 'assets');
  const phoneLibrary = readdirSync(assets).filter((file) =>
    readFileSync(path.join(assets, file), 'utf8').includes('country_calling_codes'),
  );
  expect(phoneLibrary).not.toEqual([]);
  const screens = SCREEN_NAMES.filter((name) => name !== 'Main');
  const screenOf = (url: string) => screens.find((name) => new URL(url).pathname.split('/').pop()?.startsWith(`${name}-`));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // The site's files that had arrived when Main's header appeared (noted by the page itself, in that instant).
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const header = [...document.querySelectorAll('[data-screen="Main"] [data-part="heading"]')].find((element) => element.textContent);
      if (!header) return;
      observer.disconnect();
      (window as unknown as { beforeHeader: string[] }).beforeHeader = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).origin === location.origin);
    });
    observer.observe(document, { childList: true, subtree: true });
  });

  await site.openSite('/', { setup: 'react' });
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  const beforeHeader = await page.evaluate(() => (window as unknown as { beforeHeader: string[] }).beforeHeader);
  // The entry script and the stylesheets: nothing else is on the way to Main.
  expect(beforeHeader.filter((url) => url.endsWith('.js'))).toHaveLength(1);
  expect(beforeHeader.length).toBeLessThanOrEqual(3);

  // Once the page is idle the toast area has loaded; no screen has, as the user has not reached for anything.
  await expect(page.locator('[data-part="toast-viewport"]')).toBeAttached();
  expect(requested.filter(screenOf)).toEqual([]);

  // Focus on the email field is intent: the passcode screens load before the user submits.
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await expect.poll(() => requested.map(screenOf)).toContain('OTPAuthenticate');
  await page.getByRole('textbox', { name: 'Email' }).fill('hedy@example.com');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();

  expect(requested.filter((url) => phoneLibrary.some((file) => url.endsWith(`/${file}`)))).toEqual([]);
  expect(await site.violations()).toEqual([]);
});
