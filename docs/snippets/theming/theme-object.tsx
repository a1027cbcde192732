import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from 'gatehouse-auth';

const brand: Theme = {
  container: { backgroundColor: '#FFF8F0', borderColor: '#7A4B1F', borderRadius: '16px', width: '420px' },
  colors: { primary: '#3B2412', secondary: '#6B4A2F', success: '#1F5C2E', error: '#9B1C1C' },
  buttons: {
    primary: { backgroundColor: '#7A4B1F', textColor: '#FFFFFF', borderColor: '#7A4B1F', borderRadius: '22px' },
  },
  inputs: { borderColor: '#7A4B1F', borderRadius: '8px' },
  fontFamily: 'Georgia, serif',
  hideHeaderText: false,
  logo: { logoImageUrl: 'https://example.com/logo.svg' },
};

export function Branded({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={brand}>{children}</ThemeProvider>;
}
