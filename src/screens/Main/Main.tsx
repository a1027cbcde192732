import { Fragment } from 'react';
import { useMessages } from '../../i18n';
import { Button } from '../../primitives/Button';
import { Divider } from '../../primitives/Divider';
import { Tabs } from '../../primitives/Tabs';
import type { FormTab } from '../../flow/config';
import { mainLayout, type MainSection } from '../../flow/main';
import { useFlow } from '../../react';
import { FlowScreen } from '../shared/FlowScreen';
import { ButtonGroup } from './ButtonGroup';
import { EmailForm } from './EmailForm';
import { PhoneForm } from './PhoneForm';
import * as styles from '../shared/forms.css';

const TAB_LABEL = { sms: 'main.tabs.sms', whatsapp: 'main.tabs.whatsapp', email: 'main.tabs.email' } as const;

function TabForm({ tab }: { tab: FormTab }) {
  return tab.method === 'email' ? <EmailForm owner={tab.form} /> : <PhoneForm method={tab.method} />;
}

/** The form group: one form, or tabs labelled Text, WhatsApp, Email when there is more than one (spec §2). */
function FormGroup({ tabs }: { tabs: FormTab[] }) {
  const t = useMessages();
  const { state } = useFlow();
  const [only] = tabs;
  if (tabs.length === 1 && only) return <TabForm tab={only} />;
  // Reopen the tab of the method last used, so coming back from OTPAuthenticate keeps the user's place.
  const last = tabs.find((tab) => tab.method === state.otpState.type && state.otpState.otpDestination) ?? tabs[0];
  return (
    <Tabs
      defaultValue={last?.method}
      items={tabs.map((tab) => ({ value: tab.method, label: t(TAB_LABEL[tab.method]), content: <TabForm tab={tab} /> }))}
    />
  );
}

function PasskeyButton() {
  const t = useMessages();
  const { state, send } = useFlow();
  return (
    <Button
      variant="secondary"
      part="passkey-button"
      disabled={state.pending !== null && state.pending.action !== 'passkeys.authenticate'}
      loading={state.pending?.action === 'passkeys.authenticate'}
      onPress={() => send({ type: 'PASSKEY_LOGIN' })}
    >
      {t('main.passkeyLogin')}
    </Button>
  );
}

function Section({ section }: { section: MainSection }) {
  switch (section.kind) {
    case 'buttons':
      return <ButtonGroup section={section} />;
    case 'form':
      return <FormGroup tabs={section.tabs} />;
    case 'passkey':
      return (
        <div className={styles.group}>
          <PasskeyButton />
        </div>
      );
    default:
      return section satisfies never;
  }
}

/**
 * Main (spec §2): optional logo, 'Sign up or log in', then the configured products — social and wallet
 * buttons, the email/phone form, the passkey button — in the order of `products`, with an 'or' divider
 * between groups.
 */
export function Main() {
  const { state, config } = useFlow();
  const t = useMessages();
  if (state.screen !== 'Main') return null;
  const sections = mainLayout(config, state.env);
  return (
    <FlowScreen name="Main" header={t('main.header')} showLogo>
      {sections.map((section, index) => (
        <Fragment key={section.kind}>
          {index > 0 ? <Divider label={t('main.divider')} /> : null}
          <Section section={section} />
        </Fragment>
      ))}
    </FlowScreen>
  );
}
