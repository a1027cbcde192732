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
  // How the spoken summary's sentences follow one another (issue 40: no sentence joining in code): a space in
  // English, nothing after Chinese and Japanese 。.
  'strength.nextSentence': '{first} {second}',
  // zxcvbn's feedback (issue 40): the strength check answers with zxcvbn-ts's English, which is each key's
  // English here, word for word; the meter shows the language's text of the key whose English it is.
  'strength.warning.straightRow': 'Straight rows of keys on your keyboard are easy to guess.',
  'strength.warning.keyPattern': 'Short keyboard patterns are easy to guess.',
  'strength.warning.simpleRepeat': 'Repeated characters like "aaa" are easy to guess.',
  'strength.warning.extendedRepeat': 'Repeated character patterns like "abcabcabc" are easy to guess.',
  'strength.warning.sequences': 'Common character sequences like "abc" are easy to guess.',
  'strength.warning.recentYears': 'Recent years are easy to guess.',
  'strength.warning.dates': 'Dates are easy to guess.',
  'strength.warning.topTen': 'This is a heavily used password.',
  'strength.warning.topHundred': 'This is a frequently used password.',
  'strength.warning.common': 'This is a commonly used password.',
  'strength.warning.similarToCommon': 'This is similar to a commonly used password.',
  'strength.warning.wordByItself': 'Single words are easy to guess.',
  'strength.warning.namesByThemselves': 'Single names or surnames are easy to guess.',
  'strength.warning.commonNames': 'Common names and surnames are easy to guess.',
  'strength.warning.userInputs': 'There should not be any personal or page related data.',
  'strength.suggestion.l33t': "Avoid predictable letter substitutions like '@' for 'a'.",
  'strength.suggestion.reverseWords': 'Avoid reversed spellings of common words.',
  'strength.suggestion.allUppercase': 'Capitalize some, but not all letters.',
  'strength.suggestion.capitalization': 'Capitalize more than the first letter.',
  'strength.suggestion.dates': 'Avoid dates and years that are associated with you.',
  'strength.suggestion.recentYears': 'Avoid recent years.',
  'strength.suggestion.associatedYears': 'Avoid years that are associated with you.',
  'strength.suggestion.sequences': 'Avoid common character sequences.',
  'strength.suggestion.repeated': 'Avoid repeated words and characters.',
  'strength.suggestion.longerKeyboardPattern': 'Use longer keyboard patterns and change typing direction multiple times.',
  'strength.suggestion.anotherWord': 'Add more words that are less common.',
  'strength.suggestion.useWords': 'Use multiple words, but avoid common phrases.',
  'strength.suggestion.noNeed': 'You can create strong passwords without using symbols, numbers, or uppercase letters.',
} as const;
