import { describe, expect, it } from 'vitest';
import { arrowSelection } from '../../src/primitives/OTPField/OTPField';

// The one-box model of input-otp: [i, i + 1] selects box i; a collapsed caret sits after a short code.
describe('arrowSelection', () => {
  it.each([
    ['ArrowLeft from the caret after "1234" selects the fourth box', 'ArrowLeft', 4, 4, 4, [3, 4]],
    ['ArrowLeft from the fourth box selects the third', 'ArrowLeft', 3, 4, 4, [2, 3]],
    ['ArrowLeft on the first box stays there', 'ArrowLeft', 0, 1, 6, [0, 1]],
    ['ArrowLeft from a range of boxes selects the one before it', 'ArrowLeft', 2, 5, 6, [1, 2]],
    ['ArrowRight from the third box selects the fourth', 'ArrowRight', 2, 3, 6, [3, 4]],
    ['ArrowRight from the last digit of a short code goes to the caret after it', 'ArrowRight', 3, 4, 4, [4, 4]],
    ['ArrowRight from the caret after a short code stays there', 'ArrowRight', 4, 4, 4, [4, 4]],
    ['ArrowRight on the sixth box of a full code stays there', 'ArrowRight', 5, 6, 6, [5, 6]],
    ['ArrowRight from a range of boxes selects the one after it', 'ArrowRight', 1, 3, 6, [3, 4]],
    ['ArrowRight from a caret inside the code selects the next box', 'ArrowRight', 1, 1, 6, [2, 3]],
  ] as const)('%s', (_name, key, start, end, length, expected) => {
    expect(arrowSelection(key, start, end, length)).toEqual(expected);
  });

  it('leaves an empty field to the browser', () => {
    expect(arrowSelection('ArrowLeft', 0, 0, 0)).toBeNull();
    expect(arrowSelection('ArrowRight', 0, 0, 0)).toBeNull();
  });
});
