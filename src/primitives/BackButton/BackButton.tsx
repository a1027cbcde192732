import type { Ref } from 'react';
import { mergeProps, useButton, useFocusRing, useHover, useObjectRef } from 'react-aria';
import { useMessages } from '../../i18n';
import { Icon } from '../Icon';
import { useHeldStyleId } from '../shared/heldStyleIds';
import * as styles from './BackButton.css';

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

/** The back arrow of the OTP, password and crypto screens (spec §2): an icon button named "Back". */
export function BackButton({ onBack, label, disabled = false, ref }: BackButtonProps) {
  const t = useMessages();
  const objectRef = useObjectRef<HTMLButtonElement>(ref as Parameters<typeof useObjectRef<HTMLButtonElement>>[0]);
  // usePress would append a <style> for touch-action; the kit's CSS sets it (see heldStyleIds.ts).
  useHeldStyleId('react-aria-pressable-style');
  const { buttonProps, isPressed } = useButton(
    { isDisabled: disabled, onPress: onBack, 'aria-label': label ?? t('common.back') },
    objectRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: disabled });
  return (
    <button
      {...(mergeProps(buttonProps, focusProps, hoverProps) as object)}
      ref={objectRef}
      className={styles.backButton}
      data-part="back-button"
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <Icon name="arrowBack" part="back-button-icon" className={styles.icon} />
    </button>
  );
}
