import type { Theme } from '../../src/theme';

/**
 * A custom typed theme (the catalogue's "Custom" toolbar choice and the playground's `theme=custom`): shows
 * that the public `Theme` object restyles everything while keeping AA contrast (axe runs on every story).
 */
export const customTheme: Theme = {
  container: { backgroundColor: '#FFF8F0', borderColor: '#7A4B1F', borderRadius: '16px' },
  colors: { primary: '#3B2412', secondary: '#6B4A2F', success: '#1F5C2E', error: '#9B1C1C' },
  buttons: {
    primary: { backgroundColor: '#7A4B1F', textColor: '#FFFFFF', borderColor: '#7A4B1F', borderRadius: '22px' },
    secondary: { backgroundColor: '#FFF8F0', textColor: '#3B2412', borderColor: '#7A4B1F', borderRadius: '22px' },
  },
  inputs: { backgroundColor: '#FFFFFF', textColor: '#3B2412', borderColor: '#7A4B1F', borderRadius: '8px' },
  fontFamily: 'Georgia, serif',
};
