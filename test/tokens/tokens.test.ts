import { darkTokens, defaultTokens } from '../../tokens';

describe('spec §9 defaults in the token set', () => {
  it('has the container, button and input geometry of the spec', () => {
    expect(defaultTokens.container).toMatchObject({ width: '400px', borderRadius: '8px', padding: '24px 32px' });
    expect(defaultTokens.buttons.height).toBe('45px');
    for (const kind of ['primary', 'secondary', 'disabled'] as const) {
      expect(defaultTokens.buttons[kind].borderRadius).toBe('4px');
    }
    expect(defaultTokens.inputs.borderRadius).toBe('4px');
  });

  it('has the spec colours, font and type scale', () => {
    expect(defaultTokens.colors).toMatchObject({
      primary: '#19303D',
      secondary: '#5C727D',
      success: '#0C5A56',
      error: '#8B1214',
      disabledText: '#8296A1',
    });
    expect(defaultTokens.buttons.disabled.textColor).toBe('#8296A1');
    expect(defaultTokens.typography).toEqual({
      fontFamily: 'Arial, Helvetica, sans-serif',
      headerSize: '24px',
      headerWeight: '600',
      bodySize: '16px',
      helperSize: '14px',
    });
  });

  it('has the toast, One Tap, spinner and watermark values', () => {
    expect(defaultTokens.toast).toEqual({
      successBackground: '#ECFFF5',
      successText: '#0F4447',
      errorBackground: '#FFEEEC',
      errorText: '#590607',
      maxWidth: '350px',
    });
    expect(defaultTokens.sizes).toEqual({
      oneTapHeight: '47px',
      spinnerSize: '25px',
      spinnerThickness: '2px',
      watermarkWidth: '150px',
    });
  });

  it('gives the dark set a value for every token of the default set', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(darkTokens)).toEqual(keys(defaultTokens));
    expect(darkTokens.container.backgroundColor).not.toBe(defaultTokens.container.backgroundColor);
  });
});
