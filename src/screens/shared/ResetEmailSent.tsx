import type { FunctionComponent } from 'react';
import { useText } from '../../i18n/index.js';
import { resetEmailSentText } from '../../i18n/english/ResetEmailSent.js';
import { passwordResetFormText } from '../../i18n/english/PasswordResetForm.js';
import { resendRowText } from '../../i18n/english/ResendRow.js';
import { Button } from '../../primitives/Button/index.js';
import { Message, Text } from '../../primitives/Text/index.js';
import { RESET_SENT_SCREENS, type ResetSentScreen } from '../../flow/products/passwords/rules.js';
import { useFlowSelector, usePending, useScreen, useSend } from '../../react/index.js';
import { FlowScreen } from './FlowScreen.js';
import { ResendRow } from './ResendRow.js';

/** Its own English, its resend row's label, and 'Login without a password', which PasswordResetForm shows too (issue 36). */
const english = { ...resetEmailSentText, ...resendRowText, ...passwordResetFormText };

/** Each screen's header and body (with `{email}`). */
const TEXT: Record<ResetSentScreen, { header: keyof typeof resetEmailSentText; body: keyof typeof resetEmailSentText }> = {
  PasswordForgot: { header: 'passwordForgot.header', body: 'passwordForgot.body' },
  PasswordBreached: { header: 'passwordBreached.header', body: 'passwordBreached.body' },
  PasswordSetNew: { header: 'passwordSetNew.header', body: 'passwordSetNew.body' },
  PasswordDedupe: { header: 'passwordDedupe.header', body: 'passwordDedupe.body' },
};

/**
 * A screen that follows a reset email (spec §2 PasswordForgot, PasswordBreached, PasswordSetNew,
 * PasswordDedupe): what was sent to whom, 'Resend email', and where spec §4 offers it 'Login without a
 * password', which emails a login link instead. Renders only while the flow is on `name`.
 */
export function resetEmailSentScreen(name: ResetSentScreen): FunctionComponent {
  function ResetEmailSent() {
    const screen = useScreen(name);
    const send = useSend();
    const t = useText(english);
    const email = useFlowSelector((state) => state.passwordState.email);
    const busy = usePending();
    const sendingLink = usePending('magicLinks.send');
    const resending = usePending('passwords.resetStart');
    if (!screen) return null;
    return (
      <FlowScreen name={name} header={t(TEXT[name].header)} back>
        <Text part="email-sent-to">
          {/* The address stays whole, and in order in right-to-left text (issue 40). */}
          <Message text={t(TEXT[name].body)} values={{ email }} />
        </Text>
        <ResendRow
          label={t('emailConfirmation.resend')}
          pending={resending}
          disabled={busy}
          onPress={() => send({ type: 'PASSWORD_RESEND' })}
        />
        {RESET_SENT_SCREENS[name] ? (
          <Button
            variant="secondary"
            part="login-without-password"
            loading={sendingLink}
            disabled={busy && !sendingLink}
            onPress={() => send({ type: 'PASSWORD_LOGIN_WITHOUT_PASSWORD' })}
          >
            {t('password.loginWithoutPassword')}
          </Button>
        ) : null}
      </FlowScreen>
    );
  }
  ResetEmailSent.displayName = name;
  return ResetEmailSent;
}
