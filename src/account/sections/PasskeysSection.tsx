import { useRef, useState } from 'react';
import { Button } from '../../primitives/Button/index.js';
import { PasskeyRow } from '../../primitives/PasskeyRow/index.js';
import { Text } from '../../primitives/Text/index.js';
import type { WebAuthnRegistration } from '../../wire/index.js';
import { useAccount, useAccountStore, useAccountText } from '../context.js';
import { ownDirection, Section, signInWays, useBusy, useFocusLater } from '../parts.js';
import * as styles from '../AccountSettings.css.js';

/**
 * Passkeys: the list with the kit's passkey row — rename, and delete after a confirmation, as
 * `PasskeyRegistration` does and through its passkey services (`passkeys.rename`, `.remove`, `.register`) —
 * and 'Add a passkey'. The last way to sign in is not deleted: the confirmation says why instead.
 */
export function PasskeysSection() {
  const store = useAccountStore();
  const t = useAccountText();
  const user = useAccount((state) => state.user);
  const adding = useBusy('passkeys.add');
  const removing = useBusy('passkeys.remove');
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebAuthnRegistration | null>(null);
  const heading = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();
  if (!user) return null;
  const registrations = user.webauthn_registrations;
  const rowButton = (id: string, part: string) => () =>
    list.current?.querySelector<HTMLElement>(`li[data-id="${CSS.escape(id)}"] [data-part="${part}"]`) ?? heading.current;

  const rename = async (registration: WebAuthnRegistration, name: string) => {
    const id = registration.webauthn_registration_id;
    setEditing(null);
    focusLater(rowButton(id, 'passkey-edit'));
    const trimmed = name.trim();
    if (trimmed === '' || trimmed === registration.name) return;
    await store.run(
      'passkeys.rename',
      'passkeys.rename',
      { id, name: trimmed },
      {
        event: { type: 'ACCOUNT_PASSKEY_RENAME', data: { webauthn_registration_id: id, name: trimmed } },
        notice: { key: 'account.passkeys.renamed' },
      },
    );
  };

  const remove = async (registration: WebAuthnRegistration) => {
    const id = registration.webauthn_registration_id;
    const answer = await store.run('passkeys.remove', 'passkeys.remove', id, {
      event: { type: 'ACCOUNT_FACTOR_REMOVE', data: { kind: 'passkey', id } },
      notice: { key: 'account.removed', params: { item: ownDirection(registration.name) } },
    });
    setDeleting(null);
    focusLater(answer ? () => heading.current : rowButton(id, 'passkey-delete'));
  };

  const last = signInWays(user) <= 1;
  return (
    <Section name="passkeys" header={t('account.passkeys.header')} headingRef={heading}>
      {registrations.length === 0 ? <Text tone="secondary">{t('account.passkeys.none')}</Text> : null}
      <ul ref={list} className={styles.list} data-part="passkey-list">
        {registrations.map((registration) => {
          const id = registration.webauthn_registration_id;
          return (
            <li key={id} data-id={id}>
              <PasskeyRow
                name={registration.name}
                editing={editing === id}
                hideActions={editing !== null && editing !== id}
                disabled={deleting !== null}
                onEdit={() => setEditing(id)}
                onSave={(name) => void rename(registration, name)}
                onCancel={() => {
                  setEditing(null);
                  focusLater(rowButton(id, 'passkey-edit'));
                }}
                onDelete={() => {
                  setDeleting(registration);
                  focusLater(() => cancel.current);
                }}
              />
            </li>
          );
        })}
      </ul>
      {deleting ? (
        <div
          className={styles.form}
          data-part="account-passkey-delete"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            setDeleting(null);
            focusLater(rowButton(deleting.webauthn_registration_id, 'passkey-delete'));
          }}
        >
          <div role="alert">
            <Text>{last ? t('account.lastWay') : t('account.passkeys.deleteWarning', { name: ownDirection(deleting.name) })}</Text>
          </div>
          <div className={styles.actions}>
            {last ? null : (
              <Button part="passkey-delete-confirm" loading={removing} onPress={() => void remove(deleting)}>
                {t('account.passkeys.delete')}
              </Button>
            )}
            <Button
              ref={cancel}
              variant="secondary"
              part="passkey-delete-cancel"
              onPress={() => {
                setDeleting(null);
                focusLater(rowButton(deleting.webauthn_registration_id, 'passkey-delete'));
              }}
            >
              {t('account.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            part="account-add-passkey"
            loading={adding}
            disabled={editing !== null}
            onPress={() =>
              void store.run('passkeys.add', 'passkeys.register', undefined, {
                event: { type: 'ACCOUNT_PASSKEY_ADD', data: null },
                notice: { key: 'account.passkeys.added' },
              })
            }
          >
            {t('account.passkeys.add')}
          </Button>
        </div>
      )}
    </Section>
  );
}
