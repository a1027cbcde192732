import { themeToCssVars, type Theme } from '../../src/theme/theme';

describe('typed theme override → CSS variables', () => {
  it('maps every part of the spec Theme shape onto stable --gh-* names', () => {
    const theme: Theme = {
      container: { backgroundColor: '#000001', borderColor: '#000002', borderRadius: '3px', width: '360px' },
      colors: { primary: '#000003', secondary: '#000004', success: '#000005', error: '#000006' },
      buttons: {
        primary: { backgroundColor: '#000007', textColor: '#000008', borderColor: '#000009', borderRadius: '1px' },
        secondary: { backgroundColor: '#00000a' },
        disabled: { textColor: '#00000b' },
      },
      inputs: {
        backgroundColor: '#00000c',
        textColor: '#00000d',
        borderColor: '#00000e',
        borderRadius: '2px',
        placeholderColor: '#00000f',
      },
      fontFamily: 'Georgia, serif',
    };
    expect(themeToCssVars(theme)).toEqual({
      '--gh-container-background-color': '#000001',
      '--gh-container-border-color': '#000002',
      '--gh-container-border-radius': '3px',
      '--gh-container-width': '360px',
      '--gh-colors-primary': '#000003',
      '--gh-container-text-color': '#000003',
      '--gh-colors-secondary': '#000004',
      '--gh-colors-success': '#000005',
      '--gh-colors-error': '#000006',
      '--gh-buttons-primary-background-color': '#000007',
      '--gh-buttons-primary-text-color': '#000008',
      '--gh-buttons-primary-border-color': '#000009',
      '--gh-buttons-primary-border-radius': '1px',
      '--gh-buttons-secondary-background-color': '#00000a',
      '--gh-buttons-disabled-text-color': '#00000b',
      '--gh-inputs-background-color': '#00000c',
      '--gh-inputs-text-color': '#00000d',
      '--gh-inputs-border-color': '#00000e',
      '--gh-inputs-border-radius': '2px',
      '--gh-inputs-placeholder-color': '#00000f',
      '--gh-typography-font-family': 'Georgia, serif',
    });
  });

  it('leaves out what the override does not set, so the base theme shows through', () => {
    expect(themeToCssVars({ colors: { error: '#ff0000' } })).toEqual({ '--gh-colors-error': '#ff0000' });
    expect(themeToCssVars(undefined)).toEqual({});
    expect(themeToCssVars({ hideHeaderText: true, logo: { logoImageUrl: 'https://example.com/x.png' } })).toEqual({});
  });
});
