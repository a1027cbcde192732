import { describe, expect, it } from 'vitest';
import { asciiDigits } from '../../src/primitives/shared/digits';

describe('asciiDigits (issue 40)', () => {
  it('writes the decimal digits of every script in ASCII and leaves the rest', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789'); // Arabic-Indic
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789'); // Persian
    expect(asciiDigits('０１２３４５６７８９')).toBe('0123456789'); // full-width
    expect(asciiDigits('०१२३४५६७८९')).toBe('0123456789'); // Devanagari
    expect(asciiDigits('๐๑๒๓๔๕๖๗๘๙')).toBe('0123456789'); // Thai
    // Mathematical digits: five runs of ten side by side.
    expect(asciiDigits('\u{1D7CE}\u{1D7D7}\u{1D7D8}\u{1D7FF}')).toBe('0909');
    expect(asciiDigits('+1 (555) ٠١٠٠ x²½')).toBe('+1 (555) 0100 x²½');
  });
});
