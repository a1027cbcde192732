import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GatehouseClient } from '../../src/client';
import type { WidgetConfig } from '../../src/flow';
import { Login } from '../../src/widget';
import { setup } from '../client/fakes';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** A host page rendered on the server (no client there) and hydrated in the browser (with one). */
function Page({ client, shadow }: { client: GatehouseClient | null; shadow: boolean }) {
  return (
    <main>
      <h1>Shop</h1>
      <Login client={client} config={{ ...config, enableShadowDOM: shadow }} />
      <footer>Terms</footer>
    </main>
  );
}

describe('a server-rendered page with the widget', () => {
  it.each([false, true])('hydrates without a mismatch and then shows the widget (shadow DOM: %s)', async (shadow) => {
    const html = renderToString(<Page client={null} shadow={shadow} />);
    expect(html).toBe('<main><h1>Shop</h1><footer>Terms</footer></main>');

    const container = document.createElement('div');
    container.append(document.createRange().createContextualFragment(html));
    document.body.append(container);
    const serverMain = container.firstElementChild;
    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    const root = hydrateRoot(container, <Page client={setup().client} shadow={shadow} />, { onRecoverableError: recoverable });
    const widget = () => {
      const host = container.querySelector('[data-gatehouse]');
      return (shadow ? host?.shadowRoot : host)?.querySelector('[data-part="heading"]');
    };
    await expect.poll(() => widget()?.textContent).toBe('Sign up or log in');
    // The server's nodes were adopted, not replaced, and React reported no mismatch.
    expect(container.firstElementChild).toBe(serverMain);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    root.unmount();
  });
});
