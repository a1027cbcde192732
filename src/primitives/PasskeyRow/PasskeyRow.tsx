import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useMessages } from '../../i18n';
import * as styles from './PasskeyRow.css';

export interface PasskeyRowProps {
  /** The passkey's current name (free text, spec §5: no bound shown). */
  name: string;
  /**
   * Shows an input to rename the passkey, with a save button.
   * @default false
   */
  editing?: boolean;
  /**
   * Disables every action, e.g. while another row is being edited (spec §4: in edit mode the other
   * rows' actions are not available).
   * @default false
   */
  disabled?: boolean;
  /** Edit button pressed. */
  onEdit?: () => void;
  /** Save pressed (or Enter in the input) with the trimmed new name. An empty name keeps the old one. */
  onSave?: (name: string) => void;
  /** Escape pressed in the input. */
  onCancel?: () => void;
  /** Delete button pressed. */
  onDelete?: () => void;
}

const EditIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
  </svg>
);
const SaveIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
  </svg>
);
const DeleteIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z" />
  </svg>
);

/**
 * One registered passkey in the "Existing Passkeys" list (spec §2 PasskeyRegistrationSuccess): the name,
 * and icon buttons to edit/save and delete it, each with an accessible name that includes the passkey's
 * name so a screen-reader user knows which row the button acts on.
 */
export function PasskeyRow({ name, editing = false, disabled = false, onEdit, onSave, onCancel, onDelete }: PasskeyRowProps) {
  const t = useMessages();
  const inputRef = useRef<HTMLInputElement>(null);

  // Focus moves into the input when editing starts, so keyboard users can type at once.
  useEffect(() => {
    if (editing) inputRef.current?.select();
  }, [editing]);

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const next = inputRef.current?.value.trim() ?? '';
    onSave?.(next === '' ? name : next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel?.();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      save();
    }
  };

  return (
    <div data-part="passkey-row" className={styles.row} data-editing={editing || undefined} data-disabled={disabled || undefined}>
      {editing ? (
        <>
          <input
            ref={inputRef}
            aria-label={t('passkeyRow.nameLabel')}
            data-part="passkey-name-input"
            className={styles.input}
            defaultValue={name}
            disabled={disabled}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            data-part="passkey-save"
            className={styles.iconButton}
            aria-label={t('passkeyRow.save', { name })}
            disabled={disabled}
            onClick={() => save()}
          >
            <SaveIcon />
          </button>
        </>
      ) : (
        <>
          <span data-part="passkey-name" className={styles.name}>
            {name}
          </span>
          <button
            type="button"
            data-part="passkey-edit"
            className={styles.iconButton}
            aria-label={t('passkeyRow.edit', { name })}
            disabled={disabled}
            onClick={onEdit}
          >
            <EditIcon />
          </button>
        </>
      )}
      <button
        type="button"
        data-part="passkey-delete"
        data-tone="danger"
        className={styles.iconButton}
        aria-label={t('passkeyRow.delete', { name })}
        disabled={disabled || editing}
        onClick={onDelete}
      >
        <DeleteIcon />
      </button>
    </div>
  );
}
