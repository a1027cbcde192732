import type { Ref } from 'react';
import { useText } from '../../i18n/index.js';
import { Icon } from '../Icon/index.js';
import { useFocusRing } from '../shared/focusRing.js';
import * as styles from './BackButton.css.js';

export interface BackButtonProps {
  /** Called when the user goes back (mouse, touch, Enter or Space). */
  onBack?: () => void;
  /**
   * Accessible name of the icon-only button.
   * @default the catalogue's 'common.back' ('Back')
   */
  label?: string;
  /** Disables the button. @default false */
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The back arrow of the OTP, password and crypto screens (spec §2): an icon button named "Back". A native
 * `<button>` (Enter and Space press it) like Button.
 */
export function BackButton({ onBack, label, disabled = false, ref }: BackButtonProps) {
  const t = useText();
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button
      {...focusProps}
      ref={ref}
      type="button"
      disabled={disabled}
      aria-label={label ?? t('common.back')}
      onClick={() => onBack?.()}
      className={styles.backButton}
      data-part="back-button"
      data-focus-visible={isFocusVisible || undefined}
    >
      <Icon name="arrowBack" part="back-button-icon" className={styles.icon} />
    </button>
  );
}
