// Type-level tests, checked by `tsc -b` (tsconfig.test.json): a wrong type fails the type check.
import type { Message } from '../../src/flow/state';
import { useText } from '../../src/i18n';
import { laterMessages } from '../../src/i18n/later';

// Never called: the hooks are here for the types of the `t` they give.
export function useUpFrontText(message: Message) {
  const t = useText();
  expectTypeOf(t('main.header')).toBeString();
  expectTypeOf(t('social.continueWith', { provider: 'Google' })).toBeString();
  expectTypeOf(t(message)).toBeString();
  // @ts-expect-error A later screen's key, without the English that comes with it: it would show no text.
  t('otp.header');
  // @ts-expect-error A misspelt key.
  t('main.heder');
}

export function useLaterText(message: Message) {
  const t = useText(laterMessages);
  expectTypeOf(t('otp.header')).toBeString();
  expectTypeOf(t('main.header')).toBeString();
  expectTypeOf(t({ key: 'otp.sentTo', params: { destination: 'a@example.com' } })).toBeString();
  expectTypeOf(t(message)).toBeString();
  // @ts-expect-error A misspelt key.
  t('otp.heder');
}
