/**
 * What the browser offers that changes Main (spec §2): passkey autofill and crypto wallets; plus the page's
 * address (tokens links bring back) and timers. No React and no API calls; the production services call
 * these, fakes replace them in stories and unit tests.
 */
import { REDIRECT_TOKEN_PARAM, REDIRECT_TOKEN_TYPE_PARAM } from '../wire/index.js';
import type { DetectedWallet, WalletOption } from './state.js';

/**
 * Spec §2/§5: conditional-mediation passkey login needs browser autofill support. WebAuthn Level 3's
 * `getClientCapabilities()` says so first (`conditionalGet`, issue 39); where it is missing or leaves the key
 * out, `isConditionalMediationAvailable()` does. False where WebAuthn is missing or the check throws (some
 * embedded browsers), so Main then shows the 'Login with a Passkey' button.
 */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  const PKC = (
    globalThis as {
      PublicKeyCredential?: {
        getClientCapabilities?: () => Promise<{ conditionalGet?: boolean }>;
        isConditionalMediationAvailable?: () => Promise<boolean>;
      };
    }
  ).PublicKeyCredential;
  try {
    return (await PKC?.getClientCapabilities?.())?.conditionalGet ?? (await PKC?.isConditionalMediationAvailable?.()) ?? false;
  } catch {
    return false;
  }
}

/** An EIP-1193 provider (Ethereum) or a Solana wallet adapter object, as injected by the wallet. */
export type WalletProvider = object;

interface EIP6963Detail {
  info?: { uuid?: string; name?: string; icon?: string; rdns?: string };
  provider?: WalletProvider;
}

/** Wallet options by EIP-6963 reverse-DNS id (the wallets' own published ids). */
const OPTION_BY_RDNS: Record<string, WalletOption> = {
  'io.metamask': 'metamask',
  'io.metamask.flask': 'metamask',
  'com.coinbase.wallet': 'coinbase',
  'app.phantom': 'phantom',
  'com.binance.wallet': 'binance',
  'com.binance': 'binance',
  'io.vessel': 'vessel',
};

/** The providers behind the wallets found, by {@link DetectedWallet.id}; kept out of state (not plain data). */
const providers = new Map<string, WalletProvider>();

/** The injected provider of a wallet found by {@link detectWallets}. */
export function walletProvider(id: string): WalletProvider | undefined {
  return providers.get(id);
}

/**
 * Finds the wallets the browser offers: EIP-6963 announcements (wallets answer `eip6963:requestProvider`
 * synchronously), then the legacy `window.ethereum` when no announced wallet is that object, then Solana
 * wallets (`window.phantom.solana`, `window.solana`).
 */
export function detectWallets(target: Window & typeof globalThis = window): DetectedWallet[] {
  const found: DetectedWallet[] = [];
  const seen = new Set<WalletProvider>();
  const add = (wallet: DetectedWallet, provider: WalletProvider) => {
    if (seen.has(provider)) return;
    seen.add(provider);
    providers.set(wallet.id, provider);
    found.push(wallet);
  };

  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<EIP6963Detail>).detail;
    if (!detail?.provider || !detail.info?.uuid) return;
    const option = (detail.info.rdns && OPTION_BY_RDNS[detail.info.rdns]) || 'ethereum';
    add({ id: detail.info.uuid, option, name: detail.info.name, icon: safeIcon(detail.info.icon) }, detail.provider);
  };
  target.addEventListener('eip6963:announceProvider', onAnnounce);
  target.dispatchEvent(new Event('eip6963:requestProvider'));
  target.removeEventListener('eip6963:announceProvider', onAnnounce);

  const injected = target as unknown as {
    ethereum?: WalletProvider & { isMetaMask?: boolean; isCoinbaseWallet?: boolean; isBinance?: boolean };
    phantom?: { solana?: WalletProvider & { isPhantom?: boolean } };
    solana?: WalletProvider & { isPhantom?: boolean };
  };
  const eth = injected.ethereum;
  if (eth && typeof eth === 'object') {
    const option: WalletOption = eth.isCoinbaseWallet ? 'coinbase' : eth.isBinance ? 'binance' : eth.isMetaMask ? 'metamask' : 'ethereum';
    add({ id: 'injected:ethereum', option }, eth);
  }
  const sol = injected.phantom?.solana ?? injected.solana;
  if (sol && typeof sol === 'object') {
    add({ id: 'injected:solana', option: sol.isPhantom ? 'phantom' : 'solana' }, sol);
  }
  return found;
}

/** EIP-6963 icons are data URIs; anything else (a remote URL) is not shown, so no third-party image loads. */
function safeIcon(icon: string | undefined): string | undefined {
  return icon && /^data:image\/(png|svg\+xml|webp|gif|jpeg);/i.test(icon) ? icon : undefined;
}

/** A token a link brought back to the page (wire doc "Redirect tokens"), or nulls when there is none. */
export interface RedirectToken {
  type: string | null;
  token: string | null;
}

/** Reads `?stytch_token_type=…&token=…` from the page's address. */
export function readRedirectToken(href: string = globalThis.location?.href ?? ''): RedirectToken {
  if (!href) return { type: null, token: null };
  const params = new URL(href).searchParams;
  return { type: params.get(REDIRECT_TOKEN_TYPE_PARAM), token: params.get(REDIRECT_TOKEN_PARAM) };
}

/** The token {@link takeRedirectToken} took, and the address it left; in memory only, so a reload forgets it. */
let taken: { href: string; redirect: RedirectToken } | null = null;

/**
 * Reads the token a link brought back and takes it off the address bar at once (issue 26): kept in this page's
 * memory for the flow, it no longer sits in the address, the history, a shared screen or the Referer of the
 * page's later sub-requests while the user picks a new password. Asked again on the same address (React's
 * strict mode runs an initializer twice; a remount), it answers the same token; after a reload it is gone.
 */
export function takeRedirectToken(): RedirectToken {
  const found = readRedirectToken();
  if (found.token !== null || found.type !== null) {
    removeRedirectToken();
    taken = { href: globalThis.location?.href ?? '', redirect: found };
    return found;
  }
  return taken && taken.href === globalThis.location?.href ? taken.redirect : found;
}

/**
 * Removes a used token from the address bar (wire doc: "a reload must not reuse it"), keeping the rest of the
 * address and the history entry's state.
 */
export function removeRedirectToken(): void {
  if (typeof history === 'undefined' || typeof location === 'undefined') return;
  const url = new URL(location.href);
  if (!url.searchParams.has(REDIRECT_TOKEN_PARAM) && !url.searchParams.has(REDIRECT_TOKEN_TYPE_PARAM)) return;
  url.searchParams.delete(REDIRECT_TOKEN_PARAM);
  url.searchParams.delete(REDIRECT_TOKEN_TYPE_PARAM);
  history.replaceState(history.state, '', url.toString());
}

/** Waits `ms` (a debounce pause); rejects with the abort reason as soon as `signal` aborts. */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
