/**
 * Issue 38: a page rendered on the server with the widget in it hydrates without a mismatch — React reports
 * nothing, the server's nodes are adopted, and an address typed before the scripts ran is kept and sent.
 * The server's side (renderToString, streaming, locale, initialSession) is serverRender.test.tsx.
 */
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { GatehouseClient } from '../../src/client';
import type { WidgetConfig } from '../../src/flow';
import { Login } from '../../src/widget';
import { ok, setup } from '../client/fakes';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** A host page around the widget. */
function Page({ client, shadow, products = config }: { client: GatehouseClient | null; shadow: boolean; products?: WidgetConfig }) {
  return (
    <main>
      <h1>Shop</h1>
      <Login client={client} config={{ ...products, enableShadowDOM: shadow }} />
      <footer>Terms</footer>
    </main>
  );
}

/** Whether this browser has passkey autofill (WebAuthn Level 3's capabilities, else conditional mediation). */
function passkeyAutofill(available: boolean) {
  const credential = PublicKeyCredential as { getClientCapabilities?: () => Promise<Record<string, boolean>> };
  if (credential.getClientCapabilities) vi.spyOn(credential, 'getClientCapabilities').mockResolvedValue({ conditionalGet: available });
  vi.spyOn(PublicKeyCredential, 'isConditionalMediationAvailable').mockResolvedValue(available);
}

/** The page has been drawn: what the flow rendered before this is on screen. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The server's HTML in the page, as the browser parsed it; then hydrated with `client`, recording what React reports. */
function hydrate(html: string, client: GatehouseClient | null, shadow = false, products = config) {
  const container = document.createElement('div');
  container.append(document.createRange().createContextualFragment(html));
  document.body.append(container);
  const consoleError = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  const visibility = (selector: string) => [...container.querySelectorAll(selector)].map((element) => getComputedStyle(element).visibility);
  return {
    container,
    consoleError,
    recoverable,
    /** Where the host's and the widget's parts are. */
    boxes: () =>
      ['[data-part="heading"]', '[data-part="email-form"]', '[data-part="passkey-button"]', '[data-part="watermark"]', 'footer'].map(
        (selector) => {
          const box = container.querySelector(selector)?.getBoundingClientRect();
          return { selector, x: box?.x, y: box?.y, width: box?.width, height: box?.height };
        },
      ),
    /** Whether the passkey button, the watermark and each divider are seen. */
    visibility: () => ({
      passkey: visibility('[data-part="passkey-button"]')[0],
      watermark: visibility('[data-part="watermark"]')[0],
      dividers: visibility('[data-part="divider"]'),
    }),
    start: () => hydrateRoot(container, <Page client={client} shadow={shadow} products={products} />, { onRecoverableError: recoverable }),
  };
}

describe('a server-rendered page with the widget', () => {
  it('has Main in its HTML; hydration adopts it, keeps an address typed before the scripts ran and sends it', async () => {
    const { client, net } = setup({ 'POST /otps/email/login_or_create': ok({ request_id: 'r', status_code: 200, method_id: 'm' }) });
    // The server's client: inert there (createClient outside a browser); the page's own one here.
    const html = renderToString(<Page client={client} shadow={false} />);
    expect(html).toContain('Sign up or log in');
    const page = hydrate(html, client);
    const input = page.container.querySelector<HTMLInputElement>('input[name="email"]')!;
    const heading = page.container.querySelector('[data-part="heading"]');
    // Typed, and submitted, before the scripts ran: the form goes nowhere (`method="dialog"`).
    const address = location.href;
    await userEvent.type(input, 'early@example.com');
    await userEvent.keyboard('{Enter}');
    expect(location.href).toBe(address);

    const root = page.start();
    // Hydrated once the flow has started: its first request is the project's bootstrap.
    await expect.poll(() => net.calls.length).toBeGreaterThan(0);
    expect(page.container.querySelector('[data-part="heading"]')).toBe(heading);
    expect(input.value).toBe('early@example.com');
    expect(page.recoverable).not.toHaveBeenCalled();
    expect(page.consoleError).not.toHaveBeenCalled();

    await userEvent.click(page.container.querySelector('button[type="submit"]')!);
    await expect
      .poll(() => net.api().find((call) => call.path === '/otps/email/login_or_create')?.body)
      .toMatchObject({ email: 'early@example.com' });
    root.unmount();
  });

  it('what only the browser knows fills slots the server reserved: nothing moves once wallets and passkey support are known', async () => {
    // The passkey button first: held, with the divider after it, where this browser has passkey autofill.
    const cryptoConfig: WidgetConfig = { products: ['passkeys', 'crypto', 'otp'], otpOptions: { methods: ['email'] } };
    // Spec §9's default project (no watermark); a browser with passkey autofill, whose sign-in waits on the form.
    const { client, net } = setup(
      {
        'POST /webauthn/authenticate/start/primary': ok({
          request_id: 'r',
          status_code: 200,
          public_key_credential_request_options: JSON.stringify({ challenge: 'AQID', rpId: 'localhost', allowCredentials: [] }),
        }),
      },
      { bootstrap: { disable_sdk_watermark: true } },
    );
    passkeyAutofill(true);
    vi.spyOn(navigator.credentials, 'get').mockReturnValue(new Promise(() => undefined));
    const html = renderToString(<Page client={client} shadow={false} products={cryptoConfig} />);
    // A wallet the browser offers (the legacy injected provider), found once hydrated.
    Object.assign(window, { ethereum: { isMetaMask: true } });
    const page = hydrate(html, client, false, cryptoConfig);
    // The server's HTML holds a wallet button's, the passkey button's and the watermark's places, hidden: not
    // seen, focused or read; and the divider beside the held passkey button with it.
    const held = page.container.querySelector('[data-part="button-group"] [data-part="wallet-button"]')!;
    expect(getComputedStyle(held).visibility).toBe('hidden');
    expect(page.visibility()).toEqual({ passkey: 'hidden', watermark: 'hidden', dividers: ['hidden', 'visible'] });
    const before = page.boxes();

    const root = page.start();
    const wallet = () => page.container.querySelector<HTMLElement>('[data-part="wallet-button"]');
    await expect.poll(() => wallet()?.textContent).toBe('Continue with Metamask');
    expect(getComputedStyle(wallet()!).visibility).toBe('visible');
    // Spec §2: with autofill on the form, no passkey button; its place stays held, as does the watermark's
    // once the project's config (no watermark) has arrived and been drawn.
    await expect.poll(() => net.api().some((call) => call.path === '/webauthn/authenticate/start/primary')).toBe(true);
    await client.bootstrap.getAsync();
    await nextFrame();
    expect(page.visibility()).toEqual({ passkey: 'hidden', watermark: 'hidden', dividers: ['hidden', 'visible'] });
    expect(page.boxes()).toEqual(before);
    expect(page.recoverable).not.toHaveBeenCalled();
    expect(page.consoleError).not.toHaveBeenCalled();
    root.unmount();
    delete (window as { ethereum?: unknown }).ethereum;
  });

  it('where the browser has no passkey autofill the button shows in its held place, works, and the watermark shows in its own', async () => {
    const passkeyConfig: WidgetConfig = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } };
    // The fakes' project shows the watermark (spec §1).
    const { client, net } = setup({
      'POST /webauthn/authenticate/start/primary': ok({
        request_id: 'r',
        status_code: 200,
        public_key_credential_request_options: JSON.stringify({ challenge: 'AQID', rpId: 'localhost', allowCredentials: [] }),
      }),
    });
    passkeyAutofill(false);
    vi.spyOn(navigator.credentials, 'get').mockReturnValue(new Promise(() => undefined));
    const html = renderToString(<Page client={client} shadow={false} products={passkeyConfig} />);
    const page = hydrate(html, client, false, passkeyConfig);
    expect(page.visibility()).toEqual({ passkey: 'hidden', watermark: 'hidden', dividers: ['hidden'] });
    const before = page.boxes();

    const root = page.start();
    await expect.poll(() => page.visibility()).toEqual({ passkey: 'visible', watermark: 'visible', dividers: ['visible'] });
    expect(page.boxes()).toEqual(before);
    expect(page.recoverable).not.toHaveBeenCalled();
    expect(page.consoleError).not.toHaveBeenCalled();

    // Shown, it is a button like any other: in the tab order after the form's, and it starts a passkey sign-in.
    page.container.querySelector<HTMLElement>('button[type="submit"]')!.focus();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Login with a Passkey');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => net.api().some((call) => call.path === '/webauthn/authenticate/start/primary')).toBe(true);
    root.unmount();
  });

  it('shadow DOM renders in the browser only: an empty container on the server, then the widget, with no mismatch', async () => {
    const { client } = setup();
    const html = renderToString(<Page client={client} shadow />);
    expect(html).toMatch(/^<main><h1>Shop<\/h1><div data-gatehouse="" class="[^"]*"><\/div><footer>Terms<\/footer><\/main>$/);
    const page = hydrate(html, client, true);
    const root = page.start();
    const heading = () => page.container.querySelector('[data-gatehouse]')?.shadowRoot?.querySelector('[data-part="heading"]');
    await expect.poll(() => heading()?.textContent).toBe('Sign up or log in');
    expect(page.recoverable).not.toHaveBeenCalled();
    expect(page.consoleError).not.toHaveBeenCalled();
    root.unmount();
  });

  it('without a client (`client={null}` on both sides) renders nothing', () => {
    const html = renderToString(<Page client={null} shadow={false} />);
    expect(html).toBe('<main><h1>Shop</h1><footer>Terms</footer></main>');
  });
});
