import { formatMessage } from '../../src/i18n/format';
import { laterMessages } from '../../src/i18n/later';
import { defaultMessages, resolveMessages, type MessageOverrides } from '../../src/i18n/messages';
import { englishMessages } from '../../src/i18n/syntax';
import { checkStrength } from '../../emulator/src/passwords/strength';

describe('message catalogue', () => {
  it("is one catalogue in two parts: what Main can show up front, the later screens' text apart (issue 27)", () => {
    expect(Object.keys(laterMessages).filter((key) => key in defaultMessages)).toEqual([]);
    expect(Object.keys(englishMessages)).toEqual(expect.arrayContaining([...Object.keys(defaultMessages), ...Object.keys(laterMessages)]));
  });

  it('fills placeholders and keeps unknown ones visible', () => {
    expect(formatMessage(englishMessages['otp.sentTo'], { channel: 'email', digits: 6, destination: '+1 555 0100' })).toBe(
      'A 6-digit passcode was sent to you at +1 555 0100.',
    );
    expect(formatMessage(defaultMessages['social.continueWith'], {})).toBe('Continue with {provider}');
    expect(formatMessage(englishMessages['strength.lengthRule'], { n: 10 })).toBe('Must be at least 10 characters long');
  });

  it('quotes the spec strings exactly', () => {
    expect(defaultMessages['main.header']).toBe('Sign up or log in');
    expect(defaultMessages['otp.expired']).toBe('Your code has expired.');
    expect(defaultMessages['validation.phone']).toBe('Invalid phone number, please try again.');
    expect(defaultMessages['error.otpInvalid']).toBe('Invalid passcode, please try again.');
    expect(englishMessages['strength.breached']).toBe(
      'This password may have been used on a different site that experienced a security issue. Please choose another password.',
    );
    expect(defaultMessages['error.passkeyNotCreated']).toBe(
      'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
    );
  });

  it('merges a partial override per mount without touching the defaults', () => {
    const fr: MessageOverrides = { 'main.header': 'Inscrivez-vous ou connectez-vous' };
    const resolved = resolveMessages(fr);
    expect(resolved['main.header']).toBe('Inscrivez-vous ou connectez-vous');
    expect(resolved['main.divider']).toBe('or');
    expect(resolveMessages({ 'otp.header': 'Saisissez le code' })['otp.header']).toBe('Saisissez le code');
    expect(defaultMessages['main.header']).toBe('Sign up or log in');
  });

  it("knows zxcvbn's feedback word for word, so the meter can say it in any language (issue 40)", () => {
    const policy = { strengthPolicy: 'zxcvbn', ludsMinimumCount: 8, ludsComplexity: 3 } as const;
    const feedback = new Set(
      Object.entries(englishMessages).flatMap(([key, text]) => (/^strength\.(warning|suggestion)\./.test(key) ? [text] : [])),
    );
    // Passwords that draw each kind of feedback from the emulator's zxcvbn-ts: a row of keys, repeats, a
    // sequence, years, dates, a common password, a word, names, reversed words, capitals, l33t.
    for (const password of [
      'qwertyuiop',
      'zxcvfr',
      'aaaaaa',
      'abcabcabc',
      'abcdef',
      '2019',
      '11/03/1990',
      'password',
      'Password1',
      'p@ssw0rd',
      'correct',
      'john',
      'smith john',
      'drowssap',
      'PASSWORD',
      'Monkey',
    ]) {
      const { feedback: answer } = checkStrength(password, policy);
      for (const text of [answer.warning, ...answer.suggestions].filter(Boolean)) expect(feedback, password).toContain(text);
    }
  });
});
