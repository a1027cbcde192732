/**
 * The English of the StrengthMeter primitive, which only the later screens use
 * (`primitives/StrengthMeter/StrengthMeter.tsx`), which passes it to `useText`: it travels in that module's
 * chunk (issue 36).
 */
export const strengthMeterText = {
  // Plurals (ICU syntax, src/i18n/format.ts): English says the same as the spec for every count it shows.
  'strength.lengthRule': '{n, plural, one {Must be at least # character long} other {Must be at least # characters long}}',
  'strength.complexityRule': 'Must contain {n} of the following: uppercase letter, lowercase letter, number, symbol',
  'strength.breached':
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',
  // A rule's state, said before its text: the punctuation is the language's (a full-width colon and 。 in CJK).
  'strength.ruleMet': 'Requirement met: {rule}.',
  'strength.ruleUnmet': 'Requirement not met: {rule}.',
  'strength.label': 'Password strength',
  'strength.score.0': 'Very weak',
  'strength.score.1': 'Weak',
  'strength.score.2': 'Fair',
  'strength.score.3': 'Strong',
  'strength.score.4': 'Very strong',
  'strength.valid': 'Password is valid.',
  // Said after a typing pause when the check's answer changes (issue 23): the level, or each rule's state.
  'strength.level': 'Password strength: {level}.',
} as const;
