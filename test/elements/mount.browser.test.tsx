import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  mountLogin as mount,
  mountPasskeyRegistration,
  mountResetPassword,
  MountTargetError,
  type MountedWidget,
  type MountOptions,
} from '../../src/elements';
import type { WidgetConfig } from '../../src/flow';
import { authData, ok, setup } from '../client/fakes';
import { waitFor } from '../support/wait';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
const widgets: MountedWidget[] = [];
/** mountLogin, remembering the widget so each test ends with it unmounted. */
function mountLogin(options: MountOptions): MountedWidget {
  const widget = mount(options);
  widgets.push(widget);
  return widget;
}
afterEach(() => {
  for (const widget of widgets.splice(0)) widget.unmount();
  document.body.replaceChildren();
});

const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
const client = () =>
  setup({ 'POST /otps/email/login_or_create': ok({ method_id: 'email-test-1' }), 'POST /otps/authenticate': ok(authData()) }).client;

function target(id = 'login'): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  document.body.append(element);
  return element;
}

async function find<T extends Element>(root: ParentNode, selector: string): Promise<T> {
  return waitFor(() => {
    const found = root.querySelector<T>(selector);
    if (!found) throw new Error(`${selector} not rendered yet`);
    return found;
  });
}

describe('mountLogin', () => {
  it('throws the spec §8 error for a selector that matches nothing', () => {
    expect(() => mountLogin({ elementId: '#nowhere', client: client(), config })).toThrow(MountTargetError);
  });

  it('renders the widget into the element a selector names', async () => {
    const element = target();
    mountLogin({ elementId: '#login', client: client(), config });
    expect((await find(element, '[data-part="heading"]')).textContent).toBe('Sign up or log in');
  });

  it("speaks the locale option's language, right to left in Hebrew, and update() changes it in place", async () => {
    const element = target();
    const widget = mountLogin({ elementId: element, client: client(), config, locale: 'fr' });
    await expect
      .poll(() => element.querySelector('[data-part="heading"]')?.textContent, { timeout: 10_000 })
      .toBe('Inscrivez-vous ou connectez-vous');
    // Left to right as the page is: a left-to-right locale sets no direction of its own.
    expect(getComputedStyle(element.querySelector('[data-part="theme-root"]')!).direction).toBe('ltr');
    widget.update({ locale: 'he-IL' });
    await expect.poll(() => element.querySelector('[data-part="heading"]')?.textContent, { timeout: 10_000 }).toBe('הרשמה או התחברות');
    const root = element.querySelector('[data-part="theme-root"]');
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('lang', 'he');
  });

  it('mounting twice on one element updates the widget there instead of adding a second', async () => {
    const element = target();
    const first = mountLogin({ elementId: element, client: client(), config });
    await find(element, '[data-part="heading"]');
    const second = mountLogin({ elementId: '#login', client: client(), config, styles: { colors: { primary: '#123456' } } });
    expect(second).toBe(first);
    await expect
      .poll(() => element.querySelector<HTMLElement>('[data-part="theme-root"]')!.style.getPropertyValue('--gh-colors-primary'))
      .toBe('#123456');
    expect(element.querySelectorAll('[data-part="theme-root"]')).toHaveLength(1);
  });

  it('update() changes config and theme while the user keeps their place and what they typed', async () => {
    const element = target();
    const widget = mountLogin({ elementId: element, client: client(), config });
    await userEvent.click(await find(element, 'input[name="email"]'));
    await userEvent.keyboard('ada@example.com{Enter}');
    await find(element, '[data-screen="OTPAuthenticate"]');
    await userEvent.keyboard('123');

    widget.update({
      styles: { colors: { primary: '#123456' } },
      config: { ...config, otpOptions: { methods: ['email'], expirationMinutes: 10 } },
    });
    await expect
      .poll(() => element.querySelector<HTMLElement>('[data-part="theme-root"]')!.style.getPropertyValue('--gh-colors-primary'))
      .toBe('#123456');
    expect(element.querySelector('[data-screen="OTPAuthenticate"]')).toBeTruthy();
    expect(element.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')!.value).toBe('123');
  });

  it('unmount() removes everything it added to the page, and a second call does nothing', async () => {
    const element = target();
    const widget = mountLogin({ elementId: element, client: client(), config });
    await userEvent.click(await find(element, 'input[name="email"]'));
    await userEvent.keyboard('ada@example.com{Enter}');
    await find(element, '[data-screen="OTPAuthenticate"]');
    widget.unmount();
    expect(element.childNodes).toHaveLength(0);
    expect(document.getElementById('input-otp-style')).toBeNull();
    expect(document.body.children).toHaveLength(1);
    expect(() => widget.unmount()).not.toThrow();
    // Mounting again after an unmount starts afresh.
    mountLogin({ elementId: element, client: client(), config });
    expect((await find(element, '[data-part="heading"]')).textContent).toBe('Sign up or log in');
  });

  it('renders in a shadow root with enableShadowDOM, like the React component', async () => {
    const element = target();
    mountLogin({ elementId: element, client: client(), config: { ...config, enableShadowDOM: true } });
    const host = await find<HTMLElement>(element, '[data-gatehouse]');
    await expect.poll(() => host.shadowRoot?.querySelector('[data-part="heading"]')?.textContent).toBe('Sign up or log in');
    expect(host.querySelector('[data-part]')).toBeNull();
  });
});

describe('mountResetPassword and mountPasskeyRegistration', () => {
  it('mount their modes, and a different widget on the same element replaces the one there', async () => {
    const element = target();
    widgets.push(mountResetPassword({ elementId: element, client: client(), config, passwordResetToken: 'token-1' }));
    await find(element, '[data-gatehouse-mount="resetPassword"] [data-gatehouse]');
    widgets.push(mountPasskeyRegistration({ elementId: element, client: client(), config }));
    await find(element, '[data-gatehouse-mount="passkeyRegistration"] [data-gatehouse]');
    expect(element.children).toHaveLength(1);
  });
});
