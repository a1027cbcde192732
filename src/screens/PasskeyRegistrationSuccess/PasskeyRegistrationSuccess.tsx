import { useEffect, useId, useRef } from 'react';
import { useText } from '../../i18n/index.js';
import { passkeyRegistrationSuccessText } from '../../i18n/english/PasskeyRegistrationSuccess.js';
import { Banner } from '../../primitives/Banner/index.js';
import { Button } from '../../primitives/Button/index.js';
import { Heading } from '../../primitives/Heading/index.js';
import { PasskeyRow } from '../../primitives/PasskeyRow/index.js';
import { useScreen, useSend } from '../../react/index.js';
import { FlowScreen } from '../shared/FlowScreen.js';
import * as styles from '../shared/screens.css.js';
import * as forms from '../shared/forms.css.js';

/**
 * PasskeyRegistrationSuccess (spec §2, §4): 'Passkey successfully created!' and the 'Existing Passkeys' list,
 * each row with rename and delete. In edit mode the other rows' actions are hidden and 'Set up another
 * Passkey' and 'Done' are disabled; in delete mode the warning shows with 'Delete' and 'Cancel' in their
 * place. Focus follows the mode, so keyboard users never lose their place when buttons are swapped: into
 * 'Cancel' when a delete is asked for, back to the row's button that started a delete or rename when it ends.
 * Escape cancels either. 'Done' says so in a toast.
 */
export function PasskeyRegistrationSuccess() {
  const screen = useScreen('PasskeyRegistrationSuccess');
  const send = useSend();
  const t = useText(passkeyRegistrationSuccessText);
  const headingId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const listHeading = useRef<HTMLDivElement>(null);
  const editing = screen?.editing ?? null;
  const deleting = screen?.deleting ?? null;

  const last = useRef({ editing, deleting });
  useEffect(() => {
    const was = last.current;
    last.current = { editing, deleting };
    if (deleting && !was.deleting) {
      cancelRef.current?.focus();
      return;
    }
    // Leaving a mode, focus goes back to the button that started it (issue 23), or to the list's heading
    // when its row is gone (a confirmed delete).
    const left =
      was.deleting && !deleting
        ? { id: was.deleting, part: 'passkey-delete' }
        : was.editing && !editing
          ? { id: was.editing, part: 'passkey-edit' }
          : null;
    if (!left) return;
    const invoker = listHeading.current?.parentElement?.querySelector<HTMLElement>(
      `li[data-id="${CSS.escape(left.id)}"] [data-part="${left.part}"]`,
    );
    (invoker ?? listHeading.current)?.focus();
  }, [editing, deleting]);

  if (!screen) return null;
  const { registrations } = screen;
  return (
    <FlowScreen name="PasskeyRegistrationSuccess" header={t('passkeySuccess.header')}>
      {registrations.length > 0 ? (
        <div className={forms.group}>
          <div ref={listHeading} tabIndex={-1} data-part="passkey-list-heading">
            <Heading level={3} id={headingId} visuallyHidden={false}>
              {t('passkeySuccess.existing')}
            </Heading>
          </div>
          <ul className={styles.list} aria-labelledby={headingId} data-part="passkey-list">
            {registrations.map((registration) => {
              const id = registration.webauthn_registration_id;
              return (
                <li key={id} data-id={id} data-deleting={deleting === id || undefined}>
                  <PasskeyRow
                    name={registration.name}
                    editing={editing === id}
                    hideActions={editing !== null && editing !== id}
                    disabled={deleting !== null}
                    onEdit={() => send({ type: 'PASSKEY_EDIT', id })}
                    onSave={(name) => send({ type: 'PASSKEY_RENAME', id, name })}
                    onCancel={() => send({ type: 'PASSKEY_EDIT_CANCEL' })}
                    onDelete={() => send({ type: 'PASSKEY_DELETE', id })}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {deleting ? (
        <>
          <Banner>{t('passkeySuccess.deleteWarning')}</Banner>
          {/* Escape cancels the delete, as it cancels a rename (issue 23); focus is on these two buttons. */}
          <div
            className={forms.group}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              send({ type: 'PASSKEY_DELETE_CANCEL' });
            }}
          >
            <Button part="passkey-delete-confirm" onPress={() => send({ type: 'PASSKEY_DELETE_CONFIRM' })}>
              {t('passkeySuccess.delete')}
            </Button>
            <Button
              ref={cancelRef}
              variant="secondary"
              part="passkey-delete-cancel"
              onPress={() => send({ type: 'PASSKEY_DELETE_CANCEL' })}
            >
              {t('passkeySuccess.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <div className={forms.group}>
          <Button variant="secondary" part="passkey-another" disabled={editing !== null} onPress={() => send({ type: 'PASSKEY_ANOTHER' })}>
            {t('passkeySuccess.another')}
          </Button>
          <Button part="passkey-done" disabled={editing !== null} onPress={() => send({ type: 'PASSKEY_DONE' })}>
            {t('passkeySuccess.done')}
          </Button>
        </div>
      )}
    </FlowScreen>
  );
}
