import { useText } from '../../i18n/index.js';
import { passkeyRegistrationStartText } from '../../i18n/english/PasskeyRegistrationStart.js';
import { Banner } from '../../primitives/Banner/index.js';
import { Button } from '../../primitives/Button/index.js';
import { Spinner } from '../../primitives/Spinner/index.js';
import { Text } from '../../primitives/Text/index.js';
import { usePending, useScreen, useSend } from '../../react/index.js';
import { FlowScreen } from '../shared/FlowScreen.js';
import * as forms from '../shared/forms.css.js';

/**
 * PasskeyRegistrationStart (spec §2): 'Set up a new Passkey', why passkeys, 'Create a Passkey' and 'Skip'.
 * Without a signed-in user (or when the user cannot be fetched) only the §2 error shows (§6, §8).
 */
export function PasskeyRegistrationStart() {
  const screen = useScreen('PasskeyRegistrationStart');
  const send = useSend();
  const loadingUser = usePending('passkeys.user');
  const creating = usePending('passkeys.register');
  const t = useText(passkeyRegistrationStartText);
  if (!screen) return null;
  let content;
  if (screen.noUser) content = <Banner>{t('passkeyStart.noUser')}</Banner>;
  else if (loadingUser) content = <Spinner />;
  else
    content = (
      <>
        <Text>{t('passkeyStart.body1')}</Text>
        <Text>{t('passkeyStart.body2')}</Text>
        <div className={forms.group}>
          <Button part="passkey-create" loading={creating} onPress={() => send({ type: 'PASSKEY_CREATE' })}>
            {t('passkeyStart.create')}
          </Button>
          <Button variant="secondary" part="passkey-skip" disabled={creating} onPress={() => send({ type: 'PASSKEY_SKIP' })}>
            {t('passkeyStart.skip')}
          </Button>
        </div>
      </>
    );
  return (
    <FlowScreen name="PasskeyRegistrationStart" header={t('passkeyStart.header')}>
      {content}
    </FlowScreen>
  );
}
