import { checkTheme } from '../../src/theme/contrast';

describe('checkTheme', () => {
  it('passes both built-in themes', () => {
    expect(checkTheme({})).toEqual([]);
    expect(checkTheme({}, { colorScheme: 'dark' })).toEqual([]);
    expect(checkTheme({}, { colorScheme: 'auto' })).toEqual([]);
  });

  it('flags a yellow primary button with white text, with the pair, its ratio and the ratio required', () => {
    const failures = checkTheme({ buttons: { primary: { backgroundColor: '#ffd400', textColor: '#ffffff' } } });
    expect(failures).toEqual([
      {
        pair: 'primary button text on the primary button',
        tokens: ['buttons.primary.textColor', 'buttons.primary.backgroundColor'],
        colors: ['#ffffff', '#ffd400'],
        ratio: 1.43,
        required: 4.5,
      },
    ]);
  });

  it('checks a presentation in the provider keys, both halves of a light and dark pair', () => {
    const failures = checkTheme({ theme: [{ primary: '#ffd400', 'primary-foreground': 'white' }, { ring: 'oklch(0.2 0 0)' }] });
    expect(failures.map(({ pair, scheme, required }) => [scheme, pair, required])).toEqual([
      ['light', 'link text on the card', 4.5],
      ['light', 'primary button text on the primary button', 4.5],
      ['dark', 'focus ring on the card', 3],
      ['dark', 'focus ring on an input', 3],
    ]);
  });

  it('skips colours only a browser resolves', () => {
    expect(checkTheme({ theme: { foreground: 'var(--foreground)', background: 'color-mix(in oklab, red 10%, white)' } })).toEqual([]);
  });
});
