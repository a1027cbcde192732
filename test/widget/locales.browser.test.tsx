/**
 * The widget in each language it ships (issue 24): Main (with tabs) and the passcode screen leave no English
 * text behind, Arabic, Hebrew and Persian are laid out right to left, a tag we do not ship falls back by language, a
 * host's `strings` win over the locale, and a preloaded locale paints at once with no English first.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { initialState, type FlowState, type WidgetConfig } from '../../src/flow';
import { LOCALES, preloadLocale, type MessageOverrides } from '../../src/i18n';
import { directionOf } from '../../src/i18n/choose';
import { loadedLocale } from '../../src/i18n/locales';
import { CurrentScreen, FlowProvider } from '../../src/widget';
import { fakeServices, FAKE_NOW } from '../../stories/support/fakeServices';

afterEach(cleanup);

const loaded = { timeout: 10_000 };
const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } };
const onCode = {
  screen: 'OTPAuthenticate',
  expiresAt: FAKE_NOW + 300_000,
  entry: 1,
  otpState: { type: 'email', methodId: 'email-test-1', otpDestination: 'ada@example.com' },
  fieldErrors: { code: { key: 'error.otpInvalid' } },
} as const;

function renderIn(locale: string | undefined, state?: Partial<FlowState> & Pick<FlowState, 'screen'>, strings?: MessageOverrides) {
  return render(
    <FlowProvider
      services={fakeServices()}
      config={config}
      locale={locale}
      strings={strings}
      initialState={state ? ({ ...initialState(), ...state } as FlowState) : undefined}
    >
      <CurrentScreen />
    </FlowProvider>,
  );
}

/** What the user reads or hears of the widget: its text and its accessible names and placeholders. */
function textsOf(root: HTMLElement): string[] {
  const texts = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.add(node.textContent.trim());
  for (const element of root.querySelectorAll('[aria-label], [placeholder]')) {
    for (const attribute of ['aria-label', 'placeholder']) {
      const value = element.getAttribute(attribute)?.trim();
      if (value) texts.add(value);
    }
  }
  return [...texts];
}

/**
 * Text that is the same in every language: brand names, the example address, numbers and punctuation, and
 * the country list (names from the browser's Intl.DisplayNames in the widget's locale; many are spelt alike).
 */
const universal = (text: string) =>
  /^[A-Z]{2} \u2066\+\d+\u2069$|\(\u2066\+\d+\u2069\)$/.test(text) ||
  /^(WhatsApp|Gmail|Outlook|Yahoo|Gatehouse|ada@example\.com|example@email\.com|[\d\s()+:.,\-–/]*)$/.test(text);

/** The English each screen shows, rendered once (every locale's check compares with it: 32 renders fewer). */
const englishOf = new Map<typeof onCode | undefined, string[]>();

async function englishTexts(state?: typeof onCode): Promise<string[]> {
  const known = englishOf.get(state);
  if (known) return known;
  const { container } = renderIn('en', state);
  await screen.findByRole('heading', {}, loaded);
  const texts = textsOf(container).filter((text) => !universal(text));
  cleanup();
  englishOf.set(state, texts);
  return texts;
}

describe('loading a locale (before any other test loads one)', () => {
  it('paints a preloaded locale at once, and a locale still loading shows no English meanwhile', async () => {
    // Not preloaded: until the chunk arrives nothing is shown, then the first text is Hebrew.
    expect(loadedLocale(['he'])).toBeUndefined();
    const { container } = renderIn('he');
    expect(container.querySelector('[data-part="theme-root"]')).toBeNull();
    expect(await screen.findByRole('heading', {}, loaded)).not.toHaveTextContent('Sign up or log in');
    cleanup();
    // Preloaded: the first render already has the Japanese heading.
    await preloadLocale('ja-JP');
    renderIn('ja');
    expect(screen.getByRole('heading')).toHaveTextContent(/\S/);
    expect(screen.getByRole('heading')).not.toHaveTextContent('Sign up or log in');
  });
});

const translated = LOCALES.filter((locale) => locale !== 'en' && !locale.startsWith('en-X'));

describe.each(translated)('the widget in %s', (locale) => {
  it('shows Main and the passcode screen with no English left, in the direction of the language', async () => {
    for (const state of [undefined, onCode]) {
      const english = await englishTexts(state);
      expect(english.length).toBeGreaterThan(3);
      const { container } = renderIn(locale, state);
      await screen.findByRole('heading', {}, loaded);
      const shown = textsOf(container);
      // A word the translation itself uses (Italian writes "Email" too) is not English left behind.
      const own = new Set(Object.values(loadedLocale([locale])!.messages));
      expect(shown.filter((text) => english.includes(text) && !own.has(text))).toEqual([]);
      const root = container.querySelector<HTMLElement>('[data-part="theme-root"]')!;
      expect(root.lang).toBe(locale);
      expect(getComputedStyle(root).direction).toBe(directionOf(locale));
      cleanup();
    }
  });
});

describe('choosing the language', () => {
  it('falls back by language and region: pt-AO shows European Portuguese, es-MX Latin American Spanish, zh-TW Traditional Chinese, no Bokmål and sw English', async () => {
    for (const [asked, shown] of [
      ['pt-AO', 'pt-PT'],
      ['es-MX', 'es-419'],
      ['zh-TW', 'zh-Hant'],
      ['no', 'nb'],
      ['sw', 'en'],
    ] as const) {
      const { container } = renderIn(asked);
      await screen.findByRole('heading', {}, loaded);
      expect(container.querySelector('[data-part="theme-root"]')!.getAttribute('lang')).toBe(shown);
      cleanup();
    }
  });

  it("defaults to the page's <html lang>", async () => {
    const before = document.documentElement.lang;
    document.documentElement.lang = 'de-CH';
    try {
      const { container } = renderIn(undefined);
      await screen.findByRole('heading', {}, loaded);
      expect(container.querySelector('[data-part="theme-root"]')!.getAttribute('lang')).toBe('de');
    } finally {
      document.documentElement.lang = before;
    }
  });

  it("keeps a rate limit's wait in the user's language, where English shows the server's text", async () => {
    const limited = {
      name: 'APIError',
      errorType: 'too_many_requests',
      message: 'Too many requests have been made: sends to this destination. Try again in 593 seconds.',
      retryAfter: 593,
    } as const;
    const send = async () => Promise.reject(limited);
    for (const [locale, expected] of [
      ['en', limited.message],
      // Minutes and seconds in words (issue 40), Arabic in the Latin digits it is set to (docs/Languages.mdx).
      ['fr', 'Trop de requêtes ont été envoyées. Veuillez réessayer dans 9 minutes et 53 secondes.'],
      ['ja', 'リクエストが多すぎます。9 分 53 秒後にもう一度お試しください。'],
      ['ar', 'تم إرسال عدد كبير جدًا من الطلبات. الوقت المتبقي قبل المحاولة مرة أخرى: 9 دقائق و53 ثانية.'],
    ] as const) {
      render(
        <FlowProvider
          services={fakeServices({ otp: { send } })}
          config={{ products: ['otp'], otpOptions: { methods: ['email'] } }}
          locale={locale}
        >
          <CurrentScreen />
        </FlowProvider>,
      );
      await userEvent.fill(await screen.findByRole('textbox', {}, loaded), 'ada@example.com');
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByText(expected, {}, loaded)).toBeVisible();
      cleanup();
    }
  });

  it("applies the host's strings over the locale's", async () => {
    renderIn('fr', undefined, { 'main.header': 'Bienvenue chez Ada' });
    expect(await screen.findByRole('heading', {}, loaded)).toHaveTextContent('Bienvenue chez Ada');
  });

  it("applies a host's strings for one language only there, over its strings for every language (issue 40)", async () => {
    const strings = { 'main.tabs.email': 'Mail ✉', 'main.header': 'Welcome to Ada', fr: { 'main.header': 'Bienvenue chez Ada' }, de: {} };
    for (const [locale, header] of [
      ['fr', 'Bienvenue chez Ada'],
      ['de', 'Welcome to Ada'],
      ['en', 'Welcome to Ada'],
    ] as const) {
      render(
        <FlowProvider services={fakeServices()} config={config} locale={locale} strings={strings}>
          <CurrentScreen />
        </FlowProvider>,
      );
      expect(await screen.findByRole('heading', {}, loaded)).toHaveTextContent(header);
      expect(screen.getByRole('tab', { name: 'Mail ✉' })).toBeVisible();
      cleanup();
    }
  });

  it('reports a configuration error in English for logs, with the text the widget shows in its language (issue 40)', async () => {
    const errors: unknown[] = [];
    render(
      <FlowProvider
        services={fakeServices()}
        config={{ products: ['passkeys'] }}
        locale="fr"
        callbacks={{ onError: (error) => errors.push(error) }}
      >
        <CurrentScreen />
      </FlowProvider>,
    );
    const shown = await screen.findByRole('alert', {}, loaded);
    await expect
      .poll(() => errors)
      .toEqual([
        {
          name: 'ConfigurationError',
          message: 'Error: Cannot use Passkeys by itself, please add another product to the config.',
          localizedMessage: shown.textContent,
        },
      ]);
    expect(shown.textContent).not.toMatch(/Cannot use/);
  });

  it("applies the host's strings over English a later screen brings, and keeps the rest of it", async () => {
    const { container } = renderIn('en', onCode, { 'otp.header': 'Type the code we sent', 'error.otpInvalid': 'That code is not right.' });
    expect(await screen.findByRole('heading', {}, loaded)).toHaveTextContent('Type the code we sent');
    expect(container.querySelector('[data-part="otp-destination"]')).toHaveTextContent(
      'A 6-digit passcode was sent to you at ada@example.com.',
    );
    expect(screen.getByText('That code is not right.')).toBeVisible();
  });
});
