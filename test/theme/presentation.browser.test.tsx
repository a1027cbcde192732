/**
 * The provider's 6.x `presentation` and `colorScheme` on the real `Login` and `AccountSettings` (issue 41): the
 * provider's keys reach the contract (computed styles), a host's `--gh-*` on an ancestor still themes what the
 * presentation leaves out, its options behave as it documents, `styles` with `presentation` is a configuration
 * error, and `auto` follows Chromium's emulated `prefers-color-scheme` through CSS alone — dark from the
 * first frame of a server-rendered page that no script has touched and of a client render.
 */
import { cleanup, render, screen } from '@testing-library/react';
import type { CSSProperties } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cdp } from 'vitest/browser';
import { AccountSettings } from '../../src/account';
import { defineElements } from '../../src/elements';
import type { FlowError, WidgetConfig } from '../../src/flow';
import type { Presentation, Theme } from '../../src/theme';
import { Login } from '../../src/widget';
import { fakeAccountServices } from '../../stories/support/fakeAccount';
import { fakeServices } from '../../stories/support/fakeServices';
import { setup } from '../client/fakes';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  defineElements();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const scheme = (value: 'light' | 'dark') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value }] });
afterAll(() => scheme('light'));

const config: WidgetConfig = {
  products: ['otp', 'oauth'],
  otpOptions: { methods: ['email'] },
  oauthOptions: { providers: [{ type: 'google' }] },
};

/** The theme props and the error callback both entry points take. */
interface WidgetLooks {
  styles: Theme;
  presentation: Presentation;
  callbacks: { onError: (error: FlowError) => void };
}

const submit = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const card = () => document.querySelector<HTMLElement>('[data-part="screen"]')!;
const input = () => screen.getByRole('textbox');
const css = (element: Element) => getComputedStyle(element);

async function rendered() {
  await screen.findByRole('heading', { name: 'Sign up or log in' });
}

describe('presentation (the provider 6.x keys)', () => {
  it("maps the provider's default 6.x theme onto the widget: colours, radii from rounded-base, the divider by color-mix()", async () => {
    const presentation: Presentation = {
      theme: {
        background: 'oklch(1 0 0)',
        foreground: 'oklch(0.14 0 0)',
        primary: 'oklch(0.2 0 0)',
        'primary-foreground': 'oklch(0.99 0 0)',
        input: 'oklch(0.92 0 0)',
        border: 'oklch(0.92 0 0)',
        'rounded-base': '4px',
      },
    };
    render(<Login services={fakeServices()} config={config} presentation={presentation} />);
    await rendered();
    expect(css(submit()).backgroundColor).toBe('oklch(0.2 0 0)');
    expect(css(submit()).color).toBe('oklch(0.99 0 0)');
    expect(css(submit()).borderTopLeftRadius).toBe('8px');
    expect(css(card()).backgroundColor).toBe('oklch(1 0 0)');
    expect(css(card()).borderTopLeftRadius).toBe('24px');
    expect(css(input()).borderTopColor).toBe('oklch(0.92 0 0)');
    const line = document.querySelector('[data-part="divider-line"]')!;
    expect(css(line).backgroundColor).toBe('oklab(0.92 0 0 / 0.5)');
  });

  it('keys left out keep the base theme, and the options hide headers, name the logo, suffix ids and swap icons', async () => {
    const Google = ({ size, ...props }: { size?: number }) => <svg data-testid="custom-google" width={size} height={size} {...props} />;
    render(
      <Login
        services={fakeServices()}
        config={config}
        presentation={{
          theme: { primary: '#0A6600', 'primary-foreground': '#FFFFFF' },
          options: {
            hideHeaderText: true,
            logo: { url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: 'Acme' },
            inputIdSuffix: '-second',
            icons: { google: Google },
          },
        }}
      />,
    );
    await rendered();
    expect(css(submit()).backgroundColor).toBe('rgb(10, 102, 0)');
    expect(css(card()).backgroundColor).toBe('rgb(255, 255, 255)');
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toHaveAttribute('data-visually-hidden');
    expect(screen.getByRole('img', { name: 'Acme' })).toBeVisible();
    expect(input().id).toMatch(/-second$/);
    expect(screen.getByTestId('custom-google')).toHaveAttribute('width', '20');
  });

  it.each([
    ['Login', (props: WidgetLooks) => <Login services={fakeServices()} config={config} {...props} />],
    ['AccountSettings', (props: WidgetLooks) => <AccountSettings services={fakeAccountServices()} locale="en" {...props} />],
  ])('%s with styles too is a configuration error: the developer is told, the user sees the generic error', async (_, widget) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors: FlowError[] = [];
    render(
      widget({
        styles: { colors: { primary: '#000' } },
        presentation: { theme: { primary: '#000' } },
        callbacks: { onError: (error) => errors.push(error) },
      }),
    );
    expect(await screen.findByText('Looks like there was an error!')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    await expect
      .poll(() => errors)
      .toEqual([
        {
          name: 'ConfigurationError',
          message: expect.stringMatching(/either `styles`.*or `presentation`.*not both/),
          localizedMessage: 'Looks like there was an error!',
        },
      ]);
    expect(logged).toHaveBeenCalledWith(errors[0]!.message);
  });

  it('is a property of the custom elements, in their shadow root too', async () => {
    const element = document.createElement('stytch-ui');
    document.body.append(element);
    element.presentation = { theme: { primary: '#0A6600', background: '#FAFAF0' } };
    element.client = setup({}).client;
    element.config = { products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM: true };
    await expect.poll(() => element.shadowRoot?.querySelector('button[type="submit"]')).toBeTruthy();
    const shadow = element.shadowRoot!;
    await expect.poll(() => css(shadow.querySelector('button[type="submit"]')!).backgroundColor).toBe('rgb(10, 102, 0)');
    expect(css(shadow.querySelector('[data-part="screen"]')!).backgroundColor).toBe('rgb(250, 250, 240)');
    element.remove();
  });

  it("themes only what it gives: a host's --gh-* on an ancestor still reaches what it leaves out", async () => {
    const page = {
      '--gh-colors-primary': '#123456',
      '--gh-buttons-primary-background-color': '#654321',
      '--gh-container-background-color': '#FAFAF0',
      '--gh-inputs-border-radius': '3px',
    } as CSSProperties;
    render(
      <div style={page}>
        <Login services={fakeServices()} config={config} presentation={{ theme: { primary: '#0A6600' } }} />
      </div>,
    );
    await rendered();
    // The presentation's own key wins over the page's, as a widget's `styles` would ...
    expect(css(submit()).backgroundColor).toBe('rgb(10, 102, 0)');
    // ... and what it leaves out is the page's, then the base theme's.
    expect(css(card()).backgroundColor).toBe('rgb(250, 250, 240)');
    expect(css(input()).borderTopLeftRadius).toBe('3px');
  });

  it("warns about a key that misspells one of the provider's, with the one it means", async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Login services={fakeServices()} config={config} presentation={{ theme: { forground: '#111' } as never }} />);
    await rendered();
    await expect
      .poll(() => warned.mock.calls.flat())
      .toContainEqual(expect.stringMatching(/presentation\.theme\['forground'\] .*\(did you mean 'foreground'\?\)/));
  });
});

describe('presentation on AccountSettings', () => {
  it("maps the provider's keys onto the account page as onto Login", async () => {
    const presentation: Presentation = {
      theme: { primary: '#0A6600', 'primary-foreground': '#FFFFFF', background: '#FAFAF0', 'rounded-base': '2px' },
    };
    render(<AccountSettings services={fakeAccountServices()} locale="en" presentation={presentation} />);
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(css(save).backgroundColor).toBe('rgb(10, 102, 0)');
    expect(css(save).color).toBe('rgb(255, 255, 255)');
    expect(css(save).borderTopLeftRadius).toBe('4px');
    expect(css(card()).backgroundColor).toBe('rgb(250, 250, 240)');
  });

  it('is a property of <gatehouse-account-settings>, and so is colorScheme', async () => {
    const element = document.createElement('gatehouse-account-settings');
    element.setAttribute('shadow', '');
    element.presentation = { theme: { foreground: '#9FE870' } };
    element.colorScheme = 'dark';
    element.client = setup({}).client;
    document.body.append(element);
    await expect.poll(() => element.shadowRoot?.querySelector('[data-part="account-no-user"]')).toBeTruthy();
    const shadow = element.shadowRoot!;
    await expect.poll(() => css(shadow.querySelector('[data-part="account-no-user"]')!).color).toBe('rgb(159, 232, 112)');
    // The dark base theme under the keys left out.
    expect(css(shadow.querySelector('[data-part="screen"]')!).backgroundColor).toBe('rgb(22, 34, 41)');
  });
});

describe('colorScheme', () => {
  it("'auto' follows prefers-color-scheme live, from the first render, with no script after it", async () => {
    await scheme('light');
    render(<Login services={fakeServices()} config={config} colorScheme="auto" />);
    await rendered();
    expect(css(card()).backgroundColor).toBe('rgb(255, 255, 255)');
    await scheme('dark');
    // The dark set's card (tokens/index.ts darkTokens), through the stylesheet's media query alone.
    await expect.poll(() => css(card()).backgroundColor).toBe('rgb(22, 34, 41)');
    await scheme('light');
    await expect.poll(() => css(card()).backgroundColor).toBe('rgb(255, 255, 255)');
  });

  it('a light and dark presentation pair follows it too', async () => {
    await scheme('dark');
    render(<Login services={fakeServices()} config={config} presentation={{ theme: [{ primary: '#0A6600' }, { primary: '#9FE870' }] }} />);
    await rendered();
    expect(css(submit()).backgroundColor).toBe('rgb(159, 232, 112)');
    await scheme('light');
    await expect.poll(() => css(submit()).backgroundColor).toBe('rgb(10, 102, 0)');
  });

  it("'auto' is dark in a server-rendered page no script has touched, and follows the setting without one", async () => {
    await scheme('dark');
    const html = renderToString(<Login client={setup({}).client} config={config} colorScheme="auto" />);
    // The server's HTML as the browser parses it, never hydrated: what the page shows with JavaScript off.
    const page = document.createElement('div');
    page.append(document.createRange().createContextualFragment(html));
    document.body.append(page);
    const served = page.querySelector('[data-part="screen"]')!;
    expect(css(served).backgroundColor).toBe('rgb(22, 34, 41)');
    await scheme('light');
    await expect.poll(() => css(served).backgroundColor).toBe('rgb(255, 255, 255)');
  });

  it("'auto' is dark in the first frame of a client render: the card enters the page dark", async () => {
    await scheme('dark');
    const container = document.body.appendChild(document.createElement('div'));
    // Read as the card is inserted: a mutation observer runs before the browser paints, so nothing later
    // (an effect, a second render) could have made this first frame dark.
    const first = new Promise<string>((resolve) => {
      const observer = new MutationObserver(() => {
        const inserted = container.querySelector('[data-part="screen"]');
        if (!inserted) return;
        observer.disconnect();
        resolve(css(inserted).backgroundColor);
      });
      observer.observe(container, { childList: true, subtree: true });
    });
    render(<Login services={fakeServices()} config={config} colorScheme="auto" />, { container });
    expect(await first).toBe('rgb(22, 34, 41)');
    await scheme('light');
  });
});
