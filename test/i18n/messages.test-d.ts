// Type-level tests, checked by `tsc -b` (tsconfig.test.json): a wrong type fails the type check.
import type { MessageKey, MessageOverrides } from '../../src/i18n/messages';

describe('message overrides', () => {
  it('take any catalogue key with a string', () => {
    expectTypeOf({ 'main.header': 'Inscrivez-vous ou connectez-vous' }).toExtend<MessageOverrides>();
    expectTypeOf<'otp.expired'>().toExtend<MessageKey>();
  });

  it('reject an unknown key', () => {
    expectTypeOf({ 'main.heder': 'x' }).not.toExtend<MessageOverrides>();
    expectTypeOf<'main.heder'>().not.toExtend<MessageKey>();
  });
});
