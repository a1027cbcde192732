import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useText } from '../../i18n/index.js';
import { passkeyRowText } from '../../i18n/english/PasskeyRow.js';
import { Icon } from '../Icon/index.js';
import * as styles from './PasskeyRow.css.js';

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
  /**
   * Shows the name only, without the edit and delete buttons (spec §4: "In edit mode, the other rows'
   * actions are hidden").
   * @default false
   */
  hideActions?: boolean;
  /** Edit button pressed. */
  onEdit?: () => void;
  /** Save pressed (or Enter in the input) with the trimmed new name. An empty name keeps the old one. */
  onSave?: (name: string) => void;
  /** Escape pressed in the input. */
  onCancel?: () => void;
  /** Delete button pressed. */
  onDelete?: () => void;
}

/**
 * One registered passkey in the "Existing Passkeys" list (spec §2 PasskeyRegistrationSuccess): the name,
 * and icon buttons to edit/save and delete it, each with an accessible name that includes the passkey's
 * name so a screen-reader user knows which row the button acts on.
 */
export function PasskeyRow({
  name,
  editing = false,
  disabled = false,
  hideActions = false,
  onEdit,
  onSave,
  onCancel,
  onDelete,
}: PasskeyRowProps) {
  const t = useText(passkeyRowText);
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
            <Icon name="checkSolid" />
          </button>
        </>
      ) : (
        <>
          {/* A name the user gave, in any script, keeps its own direction in the row (issue 40). The buttons'
              names are heard, not shown, so they need no isolating. */}
          <bdi data-part="passkey-name" className={styles.name}>
            {name}
          </bdi>
          {hideActions ? null : (
            <button
              type="button"
              data-part="passkey-edit"
              className={styles.iconButton}
              aria-label={t('passkeyRow.edit', { name })}
              disabled={disabled}
              onClick={onEdit}
            >
              <Icon name="pencil" />
            </button>
          )}
        </>
      )}
      {hideActions ? null : (
        <button
          type="button"
          data-part="passkey-delete"
          data-tone="danger"
          className={styles.iconButton}
          aria-label={t('passkeyRow.delete', { name })}
          disabled={disabled || editing}
          onClick={onDelete}
        >
          <Icon name="trash" />
        </button>
      )}
    </div>
  );
}
