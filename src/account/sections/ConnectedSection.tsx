import { useRef } from 'react';
import { Text } from '../../primitives/Text/index.js';
import { OAUTH_PROVIDER_NAMES, type OAuthProvider } from '../../wire/index.js';
import { useAccount, useAccountStore, useAccountText } from '../context.js';
import { ownDirection, RemoveButton, Section, useFocusLater } from '../parts.js';
import type { RemovableKind } from '../services.js';
import * as styles from '../AccountSettings.css.js';

interface Connection {
  kind: Extract<RemovableKind, 'oauth' | 'wallet'>;
  id: string;
  /** 'Google', 'Ethereum 0x12…abcd'. */
  label: string;
}

/** `0x1234567890abcdef…` → `0x1234…cdef`: enough to tell wallets apart. */
const shortAddress = (address: string) => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address);

const providerName = (type: string) => OAUTH_PROVIDER_NAMES[type as OAuthProvider] ?? type;

/** Connected accounts: the OAuth providers and crypto wallets the user signs in with, each removable (not the last). */
export function ConnectedSection() {
  const store = useAccountStore();
  const t = useAccountText();
  const user = useAccount((state) => state.user);
  const busy = useAccount((state) => state.busy);
  const heading = useRef<HTMLDivElement>(null);
  const focusLater = useFocusLater();
  if (!user) return null;
  const connections: Connection[] = [
    ...user.providers.map((provider) => ({
      kind: 'oauth' as const,
      id: provider.oauth_user_registration_id,
      label: providerName(provider.provider_type),
    })),
    ...user.crypto_wallets.map((wallet) => ({
      kind: 'wallet' as const,
      id: wallet.crypto_wallet_id,
      label: `${wallet.crypto_wallet_type} ${shortAddress(wallet.crypto_wallet_address)}`,
    })),
  ];

  const remove = async (connection: Connection) => {
    const answer = await store.run(
      `connected.${connection.id}`,
      'account.remove',
      { kind: connection.kind, id: connection.id },
      {
        event: { type: 'ACCOUNT_FACTOR_REMOVE', data: { kind: connection.kind, id: connection.id } },
        notice: { key: 'account.removed', params: { item: ownDirection(connection.label) } },
      },
    );
    if (answer) focusLater(() => heading.current);
  };

  return (
    <Section name="connected" header={t('account.connected.header')} headingRef={heading}>
      {connections.length === 0 ? <Text tone="secondary">{t('account.connected.none')}</Text> : null}
      <ul className={styles.list} data-part="account-connections">
        {connections.map((connection) => (
          <li key={connection.id} className={styles.item} data-id={connection.id}>
            <span className={styles.itemText}>
              <Text as="span">{connection.label}</Text>
            </span>
            <RemoveButton
              item={connection.label}
              signIn
              loading={busy === `connected.${connection.id}`}
              onRemove={() => void remove(connection)}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
