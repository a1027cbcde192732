/**
 * What the browser offers that changes Main (spec §2): passkey autofill and crypto wallets. No React and
 * no API calls; the production services call these, fakes replace them in stories and unit tests.
 */
import type { DetectedWallet, WalletOption } from './state';

/**
 * Spec §2/§5: conditional-mediation passkey login needs browser autofill support. False where WebAuthn is
 * missing or the check throws (some embedded browsers), so Main then shows the 'Login with a Passkey' button.
 */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  const PKC = (globalThis as { PublicKeyCredential?: { isConditionalMediationAvailable?: () => Promise<boolean> } })
    .PublicKeyCredential;
  if (typeof PKC?.isConditionalMediationAvailable !== 'function') return false;
  try {
    return await PKC.isConditionalMediationAvailable();
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
