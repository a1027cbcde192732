import { useText } from '../../i18n/index.js';
import { emailConfirmationText } from '../../i18n/english/EmailConfirmation.js';
import { resendRowText } from '../../i18n/english/ResendRow.js';
import { Button } from '../../primitives/Button/index.js';
import { Message, Text } from '../../primitives/Text/index.js';
import { useFlowSelector, useNow, usePending, useScreen, useSend } from '../../react/index.js';
import { FlowScreen } from '../shared/FlowScreen.js';
import { InboxLinks } from '../shared/InboxLinks.js';
import { ResendRow } from '../shared/ResendRow.js';

/** Its own English, and its resend row's label (issue 36). */
const english = { ...emailConfirmationText, ...resendRowText };

/**
 * EmailConfirmation (spec §2): 'Check your email', the address the link went to, links that open Gmail,
 * Yahoo or Outlook, a resend ('Email resent', §8), and 'Try again', which forgets the address and returns to
 * Main. Like 'Resend code', the resend waits 30 s after each send (issue 23), showing the time left.
 */
export function EmailConfirmation() {
  const screen = useScreen('EmailConfirmation');
  const send = useSend();
  const email = useFlowSelector((state) => state.magicLinkState.email);
  const busy = usePending();
  const resending = usePending('magicLinks.send');
  const now = useNow();
  const t = useText(english);
  if (!screen) return null;
  return (
    <FlowScreen name="EmailConfirmation" header={t('emailConfirmation.header')}>
      <Text part="email-sent-to">
        {/* The address stays whole, and in order in right-to-left text (issue 40). */}
        <Message text={t('emailConfirmation.body')} values={{ email }} />
      </Text>
      <InboxLinks />
      <ResendRow
        label={t('emailConfirmation.resend')}
        pending={resending}
        availableAt={screen.resendAt}
        now={now}
        onPress={() => send({ type: 'MAGIC_LINK_RESEND' })}
      />
      <Button variant="secondary" part="try-again" disabled={busy} onPress={() => send({ type: 'MAGIC_LINK_TRY_AGAIN' })}>
        {t('emailConfirmation.tryAgain')}
      </Button>
    </FlowScreen>
  );
}
