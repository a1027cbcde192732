/**
 * The screens most likely to break in another language (issue 24), pictured in Arabic (right to left, a
 * script of its own) and in the pseudo-locale en-XA (every message about 40% longer): Main with its tabs,
 * the passcode screen, password creation with the rules, the passkey list. Their baselines show a label cut
 * off, a layout that did not mirror or a box that cannot grow. Every other screen story can be seen in any
 * locale from the toolbar.
 *
 * Issue 40 adds Main and the passcode screen in German, French and Hebrew and in the bidi pseudo-locale en-XB,
 * and an email address and a phone number inside Arabic and Hebrew sentences, which must read in their own
 * order ('0541234567@walla.co.il', not 'walla.co.il@0541234567').
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { WidgetConfig } from '../../src/flow';
import type { StrengthCheckResult } from '../../src/wire';
import { FAKE_NOW, fakeBootstrap, fakePasskey, fakeServices, fakeStrength } from '../support/fakeServices';
import { renderFlow } from '../support/flow';
import { directionOf, type Locale } from '../../src/i18n/choose';
import { catalogueOf } from '../support/locale';

const meta = {
  title: 'Screens/Locales',
  // A docs page of its own, as every screen story file has: the screens side by side in ar and en-XA.
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The widget's root, once the screen's heading has rendered in it: it carries the locale's `lang` and `dir`
 * (left to right too, issue 40).
 */
async function widgetRoot(canvasElement: HTMLElement, lang: Locale, header: string): Promise<HTMLElement> {
  const heading = await within(canvasElement).findByRole('heading', { name: header });
  const root = heading.closest<HTMLElement>('[data-part="theme-root"]')!;
  await expect(root).toHaveAttribute('lang', lang);
  await expect(root).toHaveAttribute('dir', directionOf(lang));
  return root;
}

/**
 * An address or a number inside a sentence, as laid out: one isolated piece, its first character left of its
 * last (in a right-to-left sentence too).
 */
async function readsInOrder(root: HTMLElement, value: string) {
  // A phone number is shown as people read it once the phone formatter has arrived.
  const token = await waitFor(() => {
    const found = [...root.querySelectorAll<HTMLElement>('bdi[data-part="token"]')].find((element) => element.textContent === value);
    if (!found) throw new Error(`${value} is not shown`);
    return found;
  });
  await expect(token).toHaveAttribute('dir', 'ltr');
  const box = (at: number) => {
    const range = document.createRange();
    range.setStart(token.firstChild!, at);
    range.setEnd(token.firstChild!, at + 1);
    return range.getBoundingClientRect();
  };
  await expect(box(0).left).toBeLessThan(box(value.length - 1).left);
}

const tabsConfig: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } };

function mainWithTabs(locale: Locale): Story {
  return {
    globals: { locale },
    render: renderFlow({ config: tabsConfig }),
    play: async ({ canvasElement }) => {
      const messages = await catalogueOf(locale);
      const canvas = within(await widgetRoot(canvasElement, locale, messages['main.header']));
      const tabs = canvas.getAllByRole('tab');
      await expect(tabs.map((tab) => tab.textContent)).toEqual([
        messages['main.tabs.sms'],
        messages['main.tabs.whatsapp'],
        messages['main.tabs.email'],
      ]);
      await expect(canvas.getByRole('button', { name: messages['main.continueWithPhone'] })).toBeVisible();
    },
  };
}

const otpConfig: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } };

/**
 * The passcode screen after a wrong code, the code sent to a phone number (as people read it: `shown`) or to
 * an email address.
 */
function passcode(
  locale: Locale,
  to: { sms: string; shown: string } | { email: string } = { sms: '+15550100123', shown: '+1 555 010 0123' },
): Story {
  return {
    globals: { locale },
    render: renderFlow({
      config: otpConfig,
      state: {
        screen: 'OTPAuthenticate',
        expiresAt: FAKE_NOW + 5 * 60 * 1000,
        entry: 1,
        otpState:
          'email' in to
            ? { type: 'email', methodId: 'email-test-1', otpDestination: to.email }
            : { type: 'sms', methodId: 'phone-number-test-1', otpDestination: to.sms },
        fieldErrors: { code: { key: 'error.otpInvalid' } },
      },
    }),
    play: async ({ canvasElement }) => {
      const messages = await catalogueOf(locale);
      const root = await widgetRoot(canvasElement, locale, messages['otp.header']);
      const canvas = within(root);
      await expect(canvas.getByText(messages['error.otpInvalid'])).toBeVisible();
      await expect(canvas.getByRole('button', { name: messages['otp.resend'] })).toBeVisible();
      await readsInOrder(root, 'email' in to ? to.email : to.shown);
    },
  };
}

/** A LUDS answer: `missing` characters and kinds short of the project's rules (one rule met, one not). */
function luds(password: string, missingCharacters: number, missingComplexity: number): StrengthCheckResult {
  const zxcvbn = fakeStrength(password);
  return {
    ...zxcvbn,
    strength_policy: 'luds',
    valid_password: false,
    feedback: {
      warning: '',
      suggestions: [],
      luds_requirements: {
        ...zxcvbn.feedback.luds_requirements,
        missing_characters: missingCharacters,
        missing_complexity: missingComplexity,
      },
    },
  };
}

const ludsProject = { ...fakeBootstrap, passwordConfig: { ludsComplexity: 4, ludsMinimumCount: 12 } };

function passwordCreate(locale: Locale): Story {
  return {
    globals: { locale },
    render: renderFlow({
      config: { products: ['passwords'] },
      state: {
        screen: 'PasswordCreateOrLogin',
        strength: { result: luds('Harbor-42x', 2, 0), checking: null },
        passcode: null,
        passwordState: { email: 'ada@example.com', type: 'new' },
        magicLinkState: { email: '' },
        bootstrap: ludsProject,
      },
      services: fakeServices({ bootstrap: async () => ludsProject }),
    }),
    play: async ({ canvasElement }) => {
      const messages = await catalogueOf(locale);
      const root = await widgetRoot(canvasElement, locale, messages['password.new.header']);
      const canvas = within(root);
      await expect(within(root.querySelector<HTMLElement>('[data-part="rules"]')!).getAllByRole('listitem')).toHaveLength(2);
      await expect(canvas.getByRole('button', { name: messages['password.new.submit'] })).toBeDisabled();
    },
  };
}

function passkeyList(locale: Locale): Story {
  return {
    globals: { locale },
    render: renderFlow({
      config: { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } },
      state: {
        screen: 'PasskeyRegistrationSuccess',
        registrations: [fakePasskey('1', 'Work laptop'), fakePasskey('2', 'Phone')],
        editing: null,
        deleting: null,
      },
    }),
    play: async ({ canvasElement }) => {
      const messages = await catalogueOf(locale);
      const canvas = within(await widgetRoot(canvasElement, locale, messages['passkeySuccess.header']));
      await expect(within(canvas.getByRole('list', { name: messages['passkeySuccess.existing'] })).getAllByRole('listitem')).toHaveLength(
        2,
      );
      await expect(canvas.getByRole('button', { name: messages['passkeySuccess.another'] })).toBeVisible();
    },
  };
}

/** Main with the three passcode tabs, in Arabic: right to left, the tabs in reading order from the right. */
export const ArabicMainWithTabs = mainWithTabs('ar');
/** The passcode screen in Arabic after a wrong code: the boxes stay left to right, the text does not. */
export const ArabicPasscode = passcode('ar');
/** Password creation in Arabic with the LUDS rules, one met and one not. */
export const ArabicPasswordCreate = passwordCreate('ar');
/** The passkey list in Arabic: each row's name and its rename and delete buttons, mirrored. */
export const ArabicPasskeyList = passkeyList('ar');

/** Main with the three passcode tabs in the pseudo-locale: longer labels must wrap or fit, never be cut. */
export const PseudoMainWithTabs = mainWithTabs('en-XA');
/** The passcode screen in the pseudo-locale after a wrong code. */
export const PseudoPasscode = passcode('en-XA');
/** Password creation in the pseudo-locale with the LUDS rules, one met and one not. */
export const PseudoPasswordCreate = passwordCreate('en-XA');
/** The passkey list in the pseudo-locale. */
export const PseudoPasskeyList = passkeyList('en-XA');

/** Main in German, whose labels run about a third longer than English. */
export const GermanMainWithTabs = mainWithTabs('de');
/** The passcode screen in German. */
export const GermanPasscode = passcode('de');
/** Main in French. */
export const FrenchMainWithTabs = mainWithTabs('fr');
/** The passcode screen in French, sent by text message ('par SMS au …'). */
export const FrenchPasscode = passcode('fr');
/** Main in Hebrew: right to left. */
export const HebrewMainWithTabs = mainWithTabs('he');
/** The passcode screen in Hebrew, sent to an Israeli number: '+972 54 123 4567' reads left to right in the sentence. */
export const HebrewPasscode = passcode('he', { sms: '+972541234567', shown: '+972 54 123 4567' });
/** The passcode screen in Hebrew, sent to an address that starts with digits (issue 40's example). */
export const HebrewPasscodeByEmail = passcode('he', { email: '0541234567@walla.co.il' });
/** The passcode screen in Arabic, sent to an email address. */
export const ArabicPasscodeByEmail = passcode('ar', { email: 'ali.2024@example.com' });
/** Main in the bidi pseudo-locale en-XB: English forced right to left, in a right-to-left layout. */
export const BidiMainWithTabs = mainWithTabs('en-XB');
/** The passcode screen in en-XB: the phone number, not forced, must still read in order. */
export const BidiPasscode = passcode('en-XB');
