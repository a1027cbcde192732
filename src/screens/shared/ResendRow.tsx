import { useMessages } from '../../i18n/index.js';
import { Button } from '../../primitives/Button/index.js';
import { Text } from '../../primitives/Text/index.js';
import * as styles from './forms.css.js';

export interface ResendRowProps {
  /** The button's text, e.g. 'Resend email'. */
  label: string;
  /** The resend is on its way: the button spins. */
  pending: boolean;
  /** Another request is on its way: the button is disabled. @default false */
  disabled?: boolean;
  onPress: () => void;
}

/** "Didn't get it?" and a resend button (spec §8: 'Email resent' / an error toast follow). */
export function ResendRow({ label, pending, disabled = false, onPress }: ResendRowProps) {
  const t = useMessages();
  return (
    <div className={styles.resendRow} data-part="resend">
      <Text as="span" size="helper" tone="secondary">
        {t('common.didNotGetIt')}
      </Text>
      <Button variant="text" loading={pending} disabled={disabled && !pending} onPress={onPress}>
        {label}
      </Button>
    </div>
  );
}
