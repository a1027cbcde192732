/**
 * The ways docs/Theming.mdx restyles the widget, each on the real `Login` (issue 22): a `ThemeProvider`
 * around it, and `--gh-*` variables a host sets on any ancestor, in the page and through `<stytch-ui>`'s
 * shadow root. Each reads the computed colour of Main's submit button and card.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineElements } from '../../src/elements';
import type { WidgetConfig } from '../../src/flow';
import { ThemeProvider } from '../../src/theme';
import { Login } from '../../src/widget';
import { fakeServices } from '../../stories/support/fakeServices';
import { setup } from '../client/fakes';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  defineElements();
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

// The spec's defaults (§9): primary button #19303D, card #FFFFFF.
const DEFAULT_BUTTON = 'rgb(25, 48, 61)';
const DEFAULT_CARD = 'rgb(255, 255, 255)';

const submit = (root: ParentNode = document) => root.querySelector<HTMLButtonElement>('button[type="submit"]');
const card = (root: ParentNode = document) => root.querySelector<HTMLElement>('[data-part="screen"]');
const background = (element: Element | null) => (element ? getComputedStyle(element).backgroundColor : null);

async function rendered() {
  await screen.findByRole('heading', { name: 'Sign up or log in' });
}

describe('theming the widget', () => {
  it('keeps the spec defaults when nothing is set', async () => {
    render(<Login services={fakeServices()} config={config} />);
    await rendered();
    expect(background(submit())).toBe(DEFAULT_BUTTON);
    expect(background(card())).toBe(DEFAULT_CARD);
  });

  it('a ThemeProvider around Login themes it', async () => {
    render(
      <ThemeProvider theme={{ buttons: { primary: { backgroundColor: '#123456' } }, container: { backgroundColor: '#FFF8F0' } }}>
        <Login services={fakeServices()} config={config} />
      </ThemeProvider>,
    );
    await rendered();
    expect(background(submit())).toBe('rgb(18, 52, 86)');
    expect(background(card())).toBe('rgb(255, 248, 240)');
  });

  it("a dark ThemeProvider around Login gives it the dark base, and Login's own styles still win", async () => {
    render(
      <ThemeProvider base="dark" theme={{ buttons: { primary: { backgroundColor: '#123456' } } }}>
        <Login services={fakeServices()} config={config} styles={{ buttons: { primary: { backgroundColor: '#654321' } } }} />
      </ThemeProvider>,
    );
    await rendered();
    expect(background(submit())).toBe('rgb(101, 67, 33)');
    expect(background(card())).not.toBe(DEFAULT_CARD);
  });

  it('--gh-* variables set on an ancestor reach the widget in the page', async () => {
    render(
      <div
        style={{ ['--gh-buttons-primary-background-color' as string]: '#0A6600', ['--gh-container-background-color' as string]: '#FAFAF0' }}
      >
        <section>
          <Login services={fakeServices()} config={config} />
        </section>
      </div>,
    );
    await rendered();
    expect(background(submit())).toBe('rgb(10, 102, 0)');
    expect(background(card())).toBe('rgb(250, 250, 240)');
  });

  it('--gh-* variables on an ancestor win over the dark base, and the typed styles win over both', async () => {
    render(
      <div style={{ ['--gh-buttons-primary-background-color' as string]: '#0A6600', ['--gh-colors-primary' as string]: '#222222' }}>
        <Login services={fakeServices()} config={config} baseTheme="dark" styles={{ colors: { primary: '#333333' } }} />
      </div>,
    );
    await rendered();
    expect(background(submit())).toBe('rgb(10, 102, 0)');
    expect(getComputedStyle(document.querySelector('[data-part="theme-root"]')!).getPropertyValue('--gh-colors-primary')).toBe('#333333');
  });

  it('--gh-* variables reach the shadow root of <stytch-ui>, set on an ancestor or on the element itself', async () => {
    const wrapper = document.createElement('div');
    wrapper.style.setProperty('--gh-buttons-primary-background-color', '#0A6600');
    const element = document.createElement('stytch-ui');
    wrapper.append(element);
    document.body.append(wrapper);
    element.client = setup({}).client;
    element.config = { ...config, enableShadowDOM: true };
    await expect.poll(() => element.shadowRoot && submit(element.shadowRoot)).toBeTruthy();
    const shadow = element.shadowRoot!;
    await expect.poll(() => background(submit(shadow))).toBe('rgb(10, 102, 0)');
    expect(background(card(shadow))).toBe(DEFAULT_CARD);

    element.style.setProperty('--gh-container-background-color', '#FAFAF0');
    expect(background(card(shadow))).toBe('rgb(250, 250, 240)');
  });
});
