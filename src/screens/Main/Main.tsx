import { useText } from '../../i18n/index.js';
import { Button } from '../../primitives/Button/index.js';
import { Divider } from '../../primitives/Divider/index.js';
import { Held } from '../../primitives/shared/Held.js';
import { Tabs } from '../../primitives/Tabs/index.js';
import type { FormTab } from '../../flow/config.js';
import { mainLayout, sectionProducts, type MainSection } from '../../flow/main.js';
import { useConfig, useFlowSelector, useIntent, usePending, useScreen, useSend, type IntentHandlers } from '../../react/index.js';
import { useFlowContext } from '../../react/context.js';
import { FlowScreen } from '../shared/FlowScreen.js';
import { ButtonGroup } from './ButtonGroup.js';
import { EmailForm } from './EmailForm.js';
import { PhoneForm } from './PhoneForm.js';
import * as styles from '../shared/forms.css.js';

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
      // Labelled Text, WhatsApp, Email (spec §2): the message of each method.
      items={tabs.map((tab) => ({
        value: tab.method,
        label: t(`main.tabs.${tab.method}`),
        content: <TabForm tab={tab} intent={intent} />,
      }))}
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
  const { config, held } = useFlowContext();
  const env = useFlowSelector((state) => state.env);
  const t = useText();
  // Issue 38: beside a form, 'Login with a Passkey' shows only where the browser has no passkey autofill (spec
  // §2), which a server cannot know: its HTML holds the button's place (`held`), where the hydrated Main shows
  // it. Where the browser has autofill (most do) the place stays held, empty, while the widget lives: collapsing
  // it would move what follows — the rest of the page, or all of a vertically centred widget — once the user has
  // started reading or reaching for the form, so a little empty space is the lesser cost (as web.dev's advice on
  // layout shifts keeps an ad's slot that stays empty). A widget first rendered in the browser holds nothing.
  if (!screen) return null;
  const sections = mainLayout(config, env, held);
  return (
    <FlowScreen name="Main" header={t('main.header')} showLogo>
      {sections.map((section, index) => (
        // A held button's divider is held with it (and the one after it when it comes first: `reserved`).
        <Held key={section.kind} held={section.kind === 'passkey' && section.held}>
          {index > 0 ? <Divider label={t('main.divider')} /> : null}
          <Section section={section} />
        </Held>
      ))}
    </FlowScreen>
  );
}
