/**
 * The playground's setup, read from the URL query so a test (or a person sharing a link) opens an exact
 * configuration: `?products=otp,emailMagicLinks&otp=sms,email&theme=dark&mode=login&locale=ja`. A whole config can be
 * passed as JSON in `config=` instead; the keyed parameters then adjust it.
 */
import type { OAuthProvider } from '../src/client';
import type { BaseTheme, Theme } from '../src/theme';
import type { FlowMode, OTPMethod, OTPOptions, Product, WidgetConfig } from '../src/flow';
import { customTheme } from '../stories/support/customTheme';

/** The emulator `npm start` runs (on the port it was given: scripts/start.mjs), and its fixed test token (emulator/README.md). */
const DEFAULT_API = import.meta.env.VITE_GATEHOUSE_EMULATOR_URL ?? 'http://localhost:8787';
const DEFAULT_TOKEN = 'public-token-test-7f3c1a52-6a0e-4f0e-9a43-gatehouse0001';

export interface PlaygroundSetup {
  api: string;
  token: string;
  mode: FlowMode;
  theme: 'default' | 'dark' | 'custom';
  config: WidgetConfig;
  styles: Theme | undefined;
  baseTheme: BaseTheme;
  /** The widget's `locale` prop (issue 24); left out, the widget reads the page's and the browser's languages. */
  locale: string | undefined;
}

const list = (value: string | null): string[] =>
  value === null
    ? []
    : value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);

/** The query parameters that choose the setup (the rest name the emulator or carry a link's token). */
const SETUP_PARAMS = ['config', 'products', 'otp', 'providers', 'mode', 'theme', 'shadow', 'hideHeader', 'logo', 'styles', 'locale'];

/**
 * The query to read the setup from. A link that comes back to the playground — an emailed magic or reset link
 * (the emulator's default redirect URLs are `/authenticate` and `/reset-password`), an OAuth or One Tap
 * redirect — carries its token but not the setup chosen before leaving: then the last setup this browser used
 * (`stored`, a `writeSetup` query) is restored, with the link's own parameters on top.
 */
export function landingSearch(search: string, stored: string | null): string {
  const query = new URLSearchParams(search);
  if (!stored || !query.has('stytch_token_type') || SETUP_PARAMS.some((name) => query.has(name))) return search;
  const restored = new URLSearchParams(stored);
  for (const [name, value] of query) restored.set(name, value);
  return `?${restored.toString()}`;
}

/**
 * `here`: the page's address without query (where OAuth redirects come back to). On `/reset-password` (the
 * emulator's default reset URL) the mode is reset-password unless the query names another.
 */
export function readSetup(search: string, here = `${location.origin}${location.pathname}`): PlaygroundSetup {
  const query = new URLSearchParams(search);
  const pathMode: FlowMode = new URL(here).pathname.endsWith('/reset-password') ? 'resetPassword' : 'login';
  const base: WidgetConfig = query.has('config')
    ? (JSON.parse(query.get('config')!) as WidgetConfig)
    : { products: ['otp'], otpOptions: { methods: ['email'] } };
  const config: WidgetConfig = { ...base };
  if (query.has('products')) config.products = list(query.get('products')) as readonly Product[] as WidgetConfig['products'];
  if (query.has('otp'))
    config.otpOptions = { ...config.otpOptions, methods: list(query.get('otp')) as readonly OTPMethod[] as OTPOptions['methods'] };
  if (query.has('providers')) {
    config.oauthOptions = {
      ...config.oauthOptions,
      // `google:onetap` asks for Google One Tap embedded, `google:onetap-floating` for the floating prompt.
      providers: list(query.get('providers')).map((entry) => {
        const [type, flag] = entry.split(':');
        if (flag === 'onetap') return { type: type as OAuthProvider, one_tap: true };
        if (flag === 'onetap-floating') return { type: type as OAuthProvider, one_tap: true, position: 'floating' as const };
        return { type: type as OAuthProvider };
      }),
    };
  }
  const api = query.get('api') ?? DEFAULT_API;
  // On a redirect back from a link or a provider, `token` is the link's token (wire doc "Redirect tokens"),
  // so the public token then comes from `publicToken` only.
  const token = query.get('publicToken') ?? (query.has('stytch_token_type') ? null : query.get('token')) ?? DEFAULT_TOKEN;
  if (config.oauthOptions) {
    // OAuth comes back to this page, on the same emulator (the redirect route completes it), and One Tap
    // loads the emulator's stand-in for Google's script.
    const back = new URL(here);
    if (api !== DEFAULT_API) back.searchParams.set('api', api);
    if (token !== DEFAULT_TOKEN) back.searchParams.set('publicToken', token);
    config.oauthOptions = {
      loginRedirectURL: back.toString(),
      signupRedirectURL: back.toString(),
      oneTapScriptURL: `${api}/_emulator/one_tap/gsi/client`,
      ...config.oauthOptions,
    };
  }
  if (query.has('shadow')) config.enableShadowDOM = query.get('shadow') === '1';

  const theme = (query.get('theme') ?? 'default') as PlaygroundSetup['theme'];
  let styles: Theme | undefined = theme === 'custom' ? customTheme : undefined;
  if (query.has('hideHeader')) styles = { ...styles, hideHeaderText: query.get('hideHeader') === '1' };
  if (query.has('logo')) styles = { ...styles, logo: { logoImageUrl: query.get('logo')! } };
  if (query.has('styles')) styles = { ...styles, ...(JSON.parse(query.get('styles')!) as Theme) };

  return {
    api,
    token,
    mode: (query.get('mode') ?? pathMode) as FlowMode,
    theme,
    config,
    styles,
    baseTheme: theme === 'dark' ? 'dark' : 'default',
    locale: query.get('locale') ?? undefined,
  };
}

/** The query string that reproduces a setup (what the page's controls write back into the address bar). */
export function writeSetup(setup: PlaygroundSetup): string {
  const query = new URLSearchParams();
  if (setup.api !== DEFAULT_API) query.set('api', setup.api);
  if (setup.token !== DEFAULT_TOKEN) query.set('publicToken', setup.token);
  if (setup.mode !== 'login') query.set('mode', setup.mode);
  if (setup.theme !== 'default') query.set('theme', setup.theme);
  if (setup.locale) query.set('locale', setup.locale);
  query.set('config', JSON.stringify(setup.config));
  return `?${query.toString()}`;
}
