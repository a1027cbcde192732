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
function Page({ client, shadow }: { client: GatehouseClient | null; shadow: boolean }) {
  return (
    <main>
      <h1>Shop</h1>
      <Login client={client} config={{ ...config, enableShadowDOM: shadow }} />
      <footer>Terms</footer>
    </main>
  );
}

/** The server's HTML in the page, as the browser parsed it; then hydrated with `client`, recording what React reports. */
function hydrate(html: string, client: GatehouseClient | null, shadow = false) {
  const container = document.createElement('div');
  container.append(document.createRange().createContextualFragment(html));
  document.body.append(container);
  const consoleError = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  return {
    container,
    consoleError,
    recoverable,
    start: () => hydrateRoot(container, <Page client={client} shadow={shadow} />, { onRecoverableError: recoverable }),
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
