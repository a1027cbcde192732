import { Fragment } from 'react';
import { Banner } from '../../primitives/Banner/index.js';
import { SocialButton } from '../../primitives/SocialButton/index.js';
import { WalletButton } from '../../primitives/WalletButton/index.js';
import type { MainSection } from '../../flow/main.js';
import { useText } from '../../i18n/index.js';
import { usePending, useScreen, useSend, type IntentHandlers } from '../../react/index.js';
import { OneTap } from './OneTap.js';
import { Held } from '../../primitives/shared/Held.js';
import * as styles from '../shared/forms.css.js';

export interface ButtonGroupProps {
  section: Extract<MainSection, { kind: 'buttons' }>;
  /** Handlers that load the wallet screens once the user shows intent (Main's `useIntent`). */
  intent?: IntentHandlers;
}

/**
 * Main's social and wallet buttons (spec §2): 'Continue with {provider}' per configured provider, then the
 * wallets the browser offers within the slot rule, then 'Continue with other Crypto Wallet' or 'Set up a new
 * crypto wallet'. Every button is disabled while a request is pending.
 */
export function ButtonGroup({ section, intent }: ButtonGroupProps) {
  const send = useSend();
  const t = useText();
  const busy = usePending();
  const pendingProvider = usePending('oauth.start');
  const oneTap = useScreen('Main')?.oneTap;
  return (
    <div className={styles.group} data-part="button-group" {...intent}>
      {section.providers.map((provider) =>
        // Google One Tap takes the Google slot until it fails; then the plain button (spec §8).
        provider.type === 'google' && provider.one_tap && oneTap?.status !== 'failed' ? (
          <OneTap key={provider.type} position={provider.position ?? 'embedded'} />
        ) : (
          <Fragment key={provider.type}>
            {provider.type === 'google' && oneTap?.message ? <Banner>{t(oneTap.message)}</Banner> : null}
            <SocialButton
              provider={provider.type}
              disabled={busy && !pendingProvider}
              loading={pendingProvider}
              onPress={() => send({ type: 'OAUTH_START', provider: provider.type })}
            />
          </Fragment>
        ),
      )}
      {section.wallets.map((wallet) => (
        <WalletButton
          key={wallet.id}
          wallet={wallet.option}
          disabled={busy}
          onPress={() => send({ type: 'WALLET_SELECT', wallet: wallet.id })}
        />
      ))}
      {section.otherWallets ? <WalletButton wallet="other" disabled={busy} onPress={() => send({ type: 'WALLET_OTHER' })} /> : null}
      {section.setupWallet !== false && (
        // `null`: the wallets are not known yet (the server's HTML, the hydrating render), so the button's place
        // is held where the wallet found or 'Set up' then shows without moving anything (issue 38).
        <Held held={section.setupWallet === null}>
          <WalletButton wallet="setup" disabled={busy} onPress={() => send({ type: 'WALLET_SETUP' })} />
        </Held>
      )}
    </div>
  );
}
