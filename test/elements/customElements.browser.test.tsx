import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defineElements, ELEMENT_NAMES, type GatehouseElement } from '../../src/elements';
import type { WidgetConfig, WidgetEvent } from '../../src/flow';
import { apiError, authData, ok, setup } from '../client/fakes';
import { waitFor } from '../support/wait';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  defineElements();
});
afterEach(() => document.body.replaceChildren());

const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** A client whose email passcode journey answers from the transport boundary. */
function client(routes: Parameters<typeof setup>[0] = {}) {
  return setup({
    'POST /otps/email/login_or_create': ok({ method_id: 'email-test-1' }),
    'POST /otps/authenticate': ok(authData()),
    ...routes,
  }).client;
}

function append<K extends keyof HTMLElementTagNameMap>(tag: K, parent: ParentNode = document.body): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  parent.append(element);
  return element;
}

/** The element's rendered tree: its shadow root in shadow DOM mode, else the element. */
const tree = (element: HTMLElement): ParentNode => element.shadowRoot ?? element;

async function submitEmail(element: GatehouseElement, email = 'ada@example.com') {
  const input = await waitFor(() => {
    const found = tree(element).querySelector<HTMLInputElement>('input[name="email"]');
    if (!found) throw new Error('no email field yet');
    return found;
  });
  await userEvent.click(input);
  await userEvent.keyboard(`${email}`);
  await userEvent.click(tree(element).querySelector<HTMLButtonElement>('button[type="submit"]')!);
  await expect.poll(() => tree(element).querySelector('[data-screen="OTPAuthenticate"]')).toBeTruthy();
}

describe('defineElements', () => {
  it('registers the three elements once, however often it is called', () => {
    const first = customElements.get('stytch-ui');
    expect(() => defineElements()).not.toThrow();
    expect(customElements.get('stytch-ui')).toBe(first);
    expect(Object.values(ELEMENT_NAMES).map((name) => customElements.get(name) !== undefined)).toEqual([true, true, true]);
  });

  it('keeps the elements another copy of the package registered first', () => {
    const theirs = class extends HTMLElement {};
    const defined: string[] = [];
    const registry = {
      get: (name: string) => (name === 'stytch-ui' ? theirs : undefined),
      define: (name: string) => void defined.push(name),
    } as unknown as CustomElementRegistry;
    defineElements(registry);
    expect(defined).toEqual(['stytch-reset-password', 'stytch-passkey-registration', 'gatehouse-account-settings']);
  });
});

describe('<stytch-ui>', () => {
  it('renders once for properties set in one task, with all of them applied from the first paint', async () => {
    const element = append('stytch-ui');
    const added: Element[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((r) => r.addedNodes.forEach((n) => n instanceof Element && added.push(n))),
    );
    observer.observe(element, { childList: true, subtree: true });
    element.client = client();
    element.config = config;
    element.styles = { colors: { primary: '#123456' } };
    // Nothing renders within the task that sets the properties.
    expect(element.childNodes).toHaveLength(0);
    await expect.poll(() => element.querySelector('[data-part="heading"]')).toBeTruthy();
    observer.disconnect();
    // The themed root was committed with the override already on it: no render without `styles` happened.
    const themeRoot = added.find((node) => node.matches('[data-part="theme-root"]'));
    expect((themeRoot as HTMLElement).style.getPropertyValue('--gh-colors-primary')).toBe('#123456');
    expect(added.filter((node) => node.matches('[data-part="theme-root"]'))).toHaveLength(1);
  });

  it('speaks the language of its locale attribute, right to left in Arabic, and follows a change of it', async () => {
    const element = append('stytch-ui');
    element.setAttribute('locale', 'ja');
    element.client = client();
    element.config = config;
    const heading = () => element.querySelector('[data-part="heading"]')?.textContent;
    await expect.poll(heading, { timeout: 10_000 }).toBe('新規登録またはログイン');
    expect(element.querySelector('[data-part="theme-root"]')).toHaveAttribute('lang', 'ja');
    element.setAttribute('locale', 'ar');
    await expect.poll(heading, { timeout: 10_000 }).toBe('إنشاء حساب أو تسجيل الدخول');
    expect(element.querySelector('[data-part="theme-root"]')).toHaveAttribute('dir', 'rtl');
  });

  it('dispatches onEvent and onError as bubbling, composed stytch-event and stytch-error DOM events', async () => {
    const seen: CustomEvent[] = [];
    const listen = (event: Event) => seen.push(event as CustomEvent);
    document.addEventListener('stytch-event', listen);
    document.addEventListener('stytch-error', listen);
    try {
      const onEvent = vi.fn<(event: WidgetEvent) => void>();
      const element = append('stytch-ui');
      element.client = client({ 'POST /otps/authenticate': apiError(401, 'otp_code_not_found', 'Invalid passcode, please try again.') });
      element.config = config;
      element.callbacks = { onEvent };
      await submitEmail(element);
      await userEvent.keyboard('123456');
      await expect.poll(() => seen.map((event) => event.type)).toEqual(['stytch-event', 'stytch-error']);
      const [sent, failed] = seen as [CustomEvent<WidgetEvent>, CustomEvent<{ message: string }>];
      expect(sent.target).toBe(element);
      expect(sent.bubbles && sent.composed).toBe(true);
      expect(sent.detail).toEqual({ type: 'OTP_LOGIN_OR_CREATE', data: expect.objectContaining({ method_id: 'email-test-1' }) });
      expect(onEvent).toHaveBeenCalledWith(sent.detail);
      expect(failed.detail.message).toBe('Invalid passcode, please try again.');
      expect(failed.bubbles && failed.composed).toBe(true);
    } finally {
      document.removeEventListener('stytch-event', listen);
      document.removeEventListener('stytch-error', listen);
    }
  });

  it('keeps the user on their screen when a property changes, and when the element moves within the page', async () => {
    const element = append('stytch-ui');
    element.client = client();
    element.config = config;
    await submitEmail(element);
    element.styles = { colors: { primary: '#123456' } };
    await expect
      .poll(() => element.querySelector<HTMLElement>('[data-part="theme-root"]')!.style.getPropertyValue('--gh-colors-primary'))
      .toBe('#123456');
    expect(element.querySelector('[data-screen="OTPAuthenticate"]')).toBeTruthy();

    const elsewhere = append('section');
    elsewhere.append(element);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.querySelector('[data-screen="OTPAuthenticate"]')).toBeTruthy();
  });

  it('tears the widget down when it leaves the page, leaving nothing behind', async () => {
    const head = [...document.head.children];
    const element = append('stytch-ui');
    element.client = client();
    element.config = { ...config, enableShadowDOM: true };
    await submitEmail(element);
    element.remove();
    await expect.poll(() => element.shadowRoot!.childNodes.length).toBe(0);
    expect(element.childNodes).toHaveLength(0);
    // Nothing the widget added to the document's head stays (the style id holders go with the last holder).
    expect([...document.head.children]).toEqual(head);
  });

  it('renders into its own open shadow root with enableShadowDOM, styled inside and styleable with ::part()', async () => {
    const hostStyles = new CSSStyleSheet();
    hostStyles.replaceSync('stytch-ui::part(heading) { text-transform: uppercase; } * { color: rgb(255, 0, 0) !important; }');
    document.adoptedStyleSheets = [hostStyles];
    try {
      const element = append('stytch-ui');
      element.client = client();
      element.config = { ...config, enableShadowDOM: true };
      const heading = await waitFor(() => {
        const found = element.shadowRoot?.querySelector<HTMLElement>('[data-part="heading"]');
        if (!found) throw new Error('not rendered yet');
        return found;
      });
      expect(element.shadowRoot!.mode).toBe('open');
      expect(getComputedStyle(heading).textTransform).toBe('uppercase');
      // The host's `* { color: red !important }` does not reach inside; the widget's own colour applies.
      expect(getComputedStyle(heading).color).toBe('rgb(25, 48, 61)');
      // A block-level box of the widget's own (not an inline custom element), from the package's stylesheet.
      expect(getComputedStyle(element).display).toBe('grid');
    } finally {
      document.adoptedStyleSheets = [];
    }
  });
});

describe('<stytch-reset-password>', () => {
  it('reflects the password-reset-token attribute as a property', () => {
    const element = append('stytch-reset-password');
    element.setAttribute('password-reset-token', 'token-1');
    expect(element.passwordResetToken).toBe('token-1');
    element.passwordResetToken = 'token-2';
    expect(element.getAttribute('password-reset-token')).toBe('token-2');
    element.passwordResetToken = null;
    expect(element.hasAttribute('password-reset-token')).toBe(false);
  });
});

describe('<stytch-reset-password password-reset-token=…>', () => {
  const STRONG = 'Violet-Harbor-Tundra-42';

  /** The element with a client whose strength check passes and whose reset succeeds, and its token set. */
  function resetElement(token: string) {
    const strong = {
      valid_password: true,
      score: 4,
      breached_password: false,
      strength_policy: 'zxcvbn',
      feedback: { warning: '', suggestions: [] },
    };
    const { client, net } = setup({
      'POST /passwords/strength_check': ok(strong),
      'POST /passwords/email/reset': ok(authData()),
    });
    const element = append('stytch-reset-password');
    element.client = client;
    element.config = { products: ['passwords'] };
    element.setAttribute('password-reset-token', token);
    const passwordField = () => {
      const found = element.querySelector<HTMLInputElement>('input[type="password"]');
      if (!found) throw new Error('no password field yet');
      return found;
    };
    /** Types a strong password, submits, and returns what the reset call sent. */
    const submitStrong = async () => {
      await userEvent.click(passwordField());
      await userEvent.keyboard(STRONG);
      const submit = element.querySelector<HTMLButtonElement>('button[type="submit"]')!;
      await expect.poll(() => submit.disabled).toBe(false);
      await userEvent.click(submit);
      await expect.poll(() => net.calls.some((call) => call.path === '/passwords/email/reset')).toBe(true);
      return net.calls.find((call) => call.path === '/passwords/email/reset')!.body;
    };
    return { element, passwordField, submitStrong };
  }

  it('resets the password with the token from its attribute, set beside the properties', async () => {
    const { element, passwordField, submitStrong } = resetElement('reset-token-from-the-email');
    await waitFor(passwordField);
    expect(await submitStrong()).toMatchObject({ token: 'reset-token-from-the-email', password: STRONG });
    await expect.poll(() => element.querySelector('[data-screen="PasswordConfirmation"]')).toBeTruthy();
  });

  it('uses a token set on the attribute after it rendered, with a fresh form', async () => {
    const { element, passwordField, submitStrong } = resetElement('the-first-email-token');
    await userEvent.click(await waitFor(passwordField));
    await userEvent.keyboard('Typed-Before');

    // The user opened a newer reset email: the host sets its token.
    element.setAttribute('password-reset-token', 'the-second-email-token');
    await expect.poll(() => passwordField().value).toBe('');
    expect(await submitStrong()).toMatchObject({ token: 'the-second-email-token', password: STRONG });
  });
});
