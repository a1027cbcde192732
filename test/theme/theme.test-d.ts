// Type-level tests, checked by `tsc -b` (tsconfig.test.json): a wrong type fails the type check.
import type { Theme } from '../../src/theme/theme';

describe('the typed Theme override', () => {
  it('accepts any part of the spec shape (§3 Theme)', () => {
    expectTypeOf({ colors: { primary: '#000' } }).toExtend<Theme>();
    expectTypeOf({ buttons: { secondary: { borderRadius: '4px' } }, hideHeaderText: true }).toExtend<Theme>();
  });

  it('rejects a misspelt key', () => {
    expectTypeOf({ colors: { primay: '#000' } }).not.toExtend<Theme>();
  });

  it('rejects a colour that is not a string', () => {
    expectTypeOf({ buttons: { primary: { backgroundColor: 12 } } }).not.toExtend<Theme>();
  });
});
