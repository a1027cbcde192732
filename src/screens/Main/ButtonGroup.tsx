import { SocialButton } from '../../primitives/SocialButton';
import { WalletButton } from '../../primitives/WalletButton';
import type { MainSection } from '../../flow/main';
import { useFlow } from '../../widget/context';
import * as styles from '../shared/forms.css';

export interface ButtonGroupProps {
  section: Extract<MainSection, { kind: 'buttons' }>;
}

/**
 * Main's social and wallet buttons (spec §2): 'Continue with {provider}' per configured provider, then the
 * wallets the browser offers within the slot rule, then 'Continue with other Crypto Wallet' or 'Set up a new
 * crypto wallet'. Every button is disabled while a request is pending.
 */
export function ButtonGroup({ section }: ButtonGroupProps) {
  const { state, send } = useFlow();
  const busy = state.pending !== null;
  const pendingProvider = state.pending?.action === 'oauth.start';
  return (
    <div className={styles.group} data-part="button-group">
      {section.providers.map((provider) => (
        <SocialButton
          key={provider.type}
          provider={provider.type}
          disabled={busy && !pendingProvider}
          loading={pendingProvider}
          onPress={() => send({ type: 'OAUTH_START', provider: provider.type })}
        />
      ))}
      {section.wallets.map((wallet) => (
        <WalletButton key={wallet.id} wallet={wallet.option} disabled={busy} onPress={() => send({ type: 'WALLET_SELECT', wallet: wallet.id })} />
      ))}
      {section.otherWallets ? <WalletButton wallet="other" disabled={busy} onPress={() => send({ type: 'WALLET_OTHER' })} /> : null}
      {section.setupWallet ? <WalletButton wallet="setup" disabled={busy} onPress={() => send({ type: 'WALLET_SETUP' })} /> : null}
    </div>
  );
}
