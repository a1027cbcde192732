import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { LightDomSlot } from '../../src/elements';
import { initialState, type FlowState, type WidgetConfig, type WidgetEvent } from '../../src/flow';
import { CurrentScreen, FlowProvider } from '../../src/widget';
import { fakeServices } from '../../stories/support/fakeServices';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(cleanup);

const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM: true };

/** The widget's shadow root, once it has rendered the screen into it. */
async function shadowOf(container: HTMLElement): Promise<ShadowRoot> {
  let root: ShadowRoot | null | undefined;
  await expect
    .poll(() => (root = container.querySelector('[data-gatehouse]')?.shadowRoot)?.querySelector('[data-part="heading"]'))
    .toBeTruthy();
  return root!;
}

describe('the widget in shadow DOM (config.enableShadowDOM)', () => {
  it('renders in an open shadow root styled by the package stylesheet, with parts for ::part()', async () => {
    const { container } = render(
      <FlowProvider services={fakeServices()} config={config}>
        <CurrentScreen />
      </FlowProvider>,
    );
    const root = await shadowOf(container);
    expect(root.mode).toBe('open');
    // Nothing of the widget in the light DOM: the container holds only its shadow root.
    expect(container.querySelector('[data-gatehouse]')!.children).toHaveLength(0);
    const button = root.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    // The spec's default primary button colour (#19303D, §9) comes from the package's styles inside the root.
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(25, 48, 61)');
    expect(button.getAttribute('part')).toBe('button');
    expect(root.querySelector('[data-part="heading"]')!.getAttribute('part')).toBe('heading');
  });

  it('applies the typed theme override inside the shadow root', async () => {
    const { container } = render(
      <FlowProvider services={fakeServices()} config={config} styles={{ buttons: { primary: { backgroundColor: '#123456' } } }}>
        <CurrentScreen />
      </FlowProvider>,
    );
    const root = await shadowOf(container);
    expect(getComputedStyle(root.querySelector('button[type="submit"]')!).backgroundColor).toBe('rgb(18, 52, 86)');
  });

  it('moves focus into the shadow root on a screen change and keeps keyboard entry there', async () => {
    const events: string[] = [];
    const onDocumentEvent = (event: CustomEvent<WidgetEvent>) => events.push(event.detail.type);
    document.addEventListener('stytch-event', onDocumentEvent);
    try {
      const { container } = render(
        <FlowProvider services={fakeServices()} config={config}>
          <CurrentScreen />
        </FlowProvider>,
      );
      const root = await shadowOf(container);
      const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
      await userEvent.click(email);
      await userEvent.keyboard('ada@example.com{Enter}');
      // The passcode boxes take focus: the active element inside the root, the host outside it.
      await expect.poll(() => root.activeElement?.getAttribute('autocomplete')).toBe('one-time-code');
      expect(document.activeElement).toBe(root.host);
      await userEvent.keyboard('123456');
      await expect.poll(() => root.querySelector('[data-screen="OTPConfirmation"]')).toBeTruthy();
      // Each onEvent also reached the document as a composed `stytch-event`.
      expect(events).toEqual(['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
    } finally {
      document.removeEventListener('stytch-event', onDocumentEvent);
    }
  });

  it('acts on a pointer press of a button that is not a submit button (react-aria follows the event into the root)', async () => {
    const { container } = render(
      <FlowProvider services={fakeServices()} config={{ ...config, products: ['otp', 'passkeys'] }}>
        <CurrentScreen />
      </FlowProvider>,
    );
    const root = await shadowOf(container);
    // In shadow DOM Main shows the passkey button beside the form (no autofill ceremony can reach the input).
    await expect.poll(() => root.querySelector('[data-part="passkey-button"]')).toBeTruthy();
    await userEvent.click(root.querySelector<HTMLButtonElement>('[data-part="passkey-button"]')!);
    await expect.poll(() => root.querySelector('[data-screen="PasskeyConfirmation"]')).toBeTruthy();
  });

  it('announces toasts from a live region inside the shadow root', async () => {
    const seeded: FlowState = { ...initialState(), notices: [{ id: 1, tone: 'success', message: { key: 'otp.resent' } }] };
    const { container } = render(
      <FlowProvider services={fakeServices()} config={config} initialState={seeded}>
        <CurrentScreen />
      </FlowProvider>,
    );
    const root = await shadowOf(container);
    await expect.poll(() => root.querySelector('[data-part="toast"]')?.textContent).toContain('Code resent');
    // Radix announces a new toast through a visually hidden live region, placed in the widget's own root.
    await expect
      .poll(() => [...root.querySelectorAll('[aria-live]')].some((region) => region.textContent?.includes('Code resent')))
      .toBe(true);
    expect([...document.querySelectorAll('[aria-live]')].some((region) => region.textContent?.includes('Code resent'))).toBe(false);
  });

  it('keeps the flow (the screen the user is on) when shadow DOM is switched on and off', async () => {
    const seeded: FlowState = { ...initialState(), screen: 'OTPConfirmation' };
    let toggle: (shadow: boolean) => void = () => undefined;
    function Host() {
      const [shadow, setShadow] = useState(false);
      toggle = setShadow;
      return (
        <FlowProvider services={fakeServices()} config={{ ...config, enableShadowDOM: shadow }} initialState={seeded}>
          <CurrentScreen />
        </FlowProvider>
      );
    }
    const { container } = render(<Host />);
    const host = () => container.querySelector<HTMLElement>('[data-gatehouse]')!;
    await expect.poll(() => host().querySelector('[data-screen="OTPConfirmation"]')).toBeTruthy();
    act(() => toggle(true));
    await expect.poll(() => host().shadowRoot?.querySelector('[data-screen="OTPConfirmation"]')).toBeTruthy();
    expect(host().querySelector('[data-screen]')).toBeNull();
    act(() => toggle(false));
    // Back in the plain container; the shadow root (which cannot be removed) only slots the light DOM.
    await expect.poll(() => host().querySelector('[data-screen="OTPConfirmation"]')).toBeTruthy();
    expect(host().shadowRoot!.querySelector('[data-screen]')).toBeNull();
    expect(host().shadowRoot!.querySelector('slot')).not.toBeNull();
    // The screen's card is laid out again (the screen wrapper itself is `display: contents`, with no box).
    expect(host().querySelector('[data-screen="OTPConfirmation"] [data-part="screen"]')!.getBoundingClientRect().height).toBeGreaterThan(0);
  });
});

describe('LightDomSlot (a mount point for scripts that cannot render inside a shadow root)', () => {
  it('is in the light DOM, found by id, and shown where the widget places it', async () => {
    let mountPoint: HTMLDivElement | null = null;
    const { container } = render(
      <FlowProvider services={fakeServices()} config={config}>
        <CurrentScreen />
        <LightDomSlot name="one-tap" ref={(element) => void (mountPoint = element)} />
      </FlowProvider>,
    );
    const root = await shadowOf(container);
    await expect.poll(() => mountPoint).not.toBeNull();
    const element = mountPoint!;
    expect(element.getRootNode()).toBe(document);
    expect(document.getElementById(element.id)).toBe(element);
    expect(element.parentElement).toBe(root.host);
    expect(element.assignedSlot?.getRootNode()).toBe(root);
  });

  it('renders in place in the plain container', async () => {
    let mountPoint: HTMLDivElement | null = null;
    const { container } = render(
      <FlowProvider services={fakeServices()} config={{ ...config, enableShadowDOM: false }}>
        <LightDomSlot name="one-tap" ref={(element) => void (mountPoint = element)} />
      </FlowProvider>,
    );
    await expect.poll(() => mountPoint).not.toBeNull();
    expect(container.contains(mountPoint)).toBe(true);
    expect(mountPoint!.assignedSlot).toBeNull();
  });
});
