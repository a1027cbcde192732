import { Fragment } from 'react';
import { useText, type MessageKey } from '../../i18n/index.js';
import { Button } from '../../primitives/Button/index.js';
import { Divider } from '../../primitives/Divider/index.js';
import { Tabs } from '../../primitives/Tabs/index.js';
import type { FormTab } from '../../flow/config.js';
import { mainLayout, sectionProducts, type MainSection } from '../../flow/main.js';
import { useConfig, useFlowSelector, useIntent, usePending, useScreen, useSend, type IntentHandlers } from '../../react/index.js';
import { FlowScreen } from '../shared/FlowScreen.js';
import { ButtonGroup } from './ButtonGroup.js';
import { EmailForm } from './EmailForm.js';
import { PhoneForm } from './PhoneForm.js';
import * as styles from '../shared/forms.css.js';

/** The tabs' labels (spec §2: "labelled Text, WhatsApp, Email"). */
const TAB_LABEL = { sms: 'main.tabs.sms', whatsapp: 'main.tabs.whatsapp', email: 'main.tabs.email' } as const satisfies Record<
  FormTab['method'],
  MessageKey
>;

function TabForm({ tab, intent }: { tab: FormTab; intent: IntentHandlers }) {
  return tab.method === 'email' ? <EmailForm owner={tab.form} intent={intent} /> : <PhoneForm method={tab.method} intent={intent} />;
}

/** The form group: one form, or tabs labelled Text, WhatsApp, Email when there is more than one (spec §2). */
function FormGroup({ tabs, intent }: { tabs: FormTab[]; intent: IntentHandlers }) {
  const t = useText();
  // Reopen the tab of the method last used, so coming back from OTPAuthenticate keeps the user's place.
  const lastMethod = useFlowSelector(({ otpState }) => (otpState.otpDestination ? otpState.type : null));
  const [only] = tabs;
  if (tabs.length === 1 && only) return <TabForm tab={only} intent={intent} />;
  const last = tabs.find((tab) => tab.method === lastMethod) ?? tabs[0];
  return (
    <Tabs
      aria-label={t('main.tabs.label')}
      defaultValue={last?.method}
      items={tabs.map((tab) => ({ value: tab.method, label: t(TAB_LABEL[tab.method]), content: <TabForm tab={tab} intent={intent} /> }))}
    />
  );
}

function PasskeyButton() {
  const t = useText();
  const send = useSend();
  const busy = usePending();
  const signingIn = usePending('passkeys.authenticate');
  return (
    <Button
      variant="secondary"
      part="passkey-button"
      disabled={busy && !signingIn}
      loading={signingIn}
      onPress={() => send({ type: 'PASSKEY_LOGIN' })}
    >
      {t('main.passkeyLogin')}
    </Button>
  );
}

function Section({ section }: { section: MainSection }) {
  const intent = useIntent(sectionProducts(section.kind, useConfig()));
  switch (section.kind) {
    case 'buttons':
      return <ButtonGroup section={section} intent={intent} />;
    case 'form':
      return <FormGroup tabs={section.tabs} intent={intent} />;
    case 'passkey':
      return (
        <div className={styles.group} {...intent}>
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
  const screen = useScreen('Main');
  const config = useConfig();
  const env = useFlowSelector((state) => state.env);
  const t = useText();
  if (!screen) return null;
  const sections = mainLayout(config, env);
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
