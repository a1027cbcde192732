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

  it('take text per locale under its tag, beside the text for every locale (issue 40)', () => {
    expectTypeOf({ 'main.header': 'Welcome', fr: { 'main.header': 'Bienvenue' }, 'pt-BR': {} }).toExtend<MessageOverrides>();
    expectTypeOf({ fr: { 'main.heder': 'Bienvenue' } }).not.toExtend<MessageOverrides>();
    expectTypeOf({ fr: { 'main.header': 1 } }).not.toExtend<MessageOverrides>();
  });
});
