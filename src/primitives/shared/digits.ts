/**
 * Any Unicode decimal digit (`\p{Nd}`) as its ASCII digit (issue 40): an Arabic keypad types ٠–٩, a Persian
 * one ۰–۹, a Japanese IME full-width ０–９; a passcode or a phone number is checked and sent in ASCII. Every
 * script's ten digits are consecutive code points from its zero, so a digit's value is how far it is from the
 * first digit of its run (runs that touch, like the mathematical digits, are runs of ten each).
 */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const point = digit.codePointAt(0)!;
    let zero = point;
    while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero--;
    return `${(point - zero) % 10}`;
  });
}
