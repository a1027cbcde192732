import type { ScreenName } from '../../flow/state.js';
import { Text } from '../../primitives/Text/index.js';
import { FlowScreen } from './FlowScreen.js';
import * as styles from './Confirmation.css.js';

export interface ConfirmationProps {
  name: ScreenName;
  header: string;
  body: string;
}

/** A success screen: the header, a green check and what succeeded (spec §2 confirmation screens). */
export function Confirmation({ name, header, body }: ConfirmationProps) {
  return (
    <FlowScreen name={name} header={header}>
      <div className={styles.mark} data-part="success-mark">
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" className={styles.circle} />
          <path d="m14 24.5 7 7 13-14" className={styles.check} />
        </svg>
      </div>
      <Text align="center" part="success-text">
        {body}
      </Text>
    </FlowScreen>
  );
}
