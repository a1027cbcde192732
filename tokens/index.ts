/**
 * Design tokens: plain typed data with the spec's theme and layout defaults (§9) and a dark set.
 * No styling code lives here; `src/theme/` compiles these into vanilla-extract themes, and the
 * Storybook "Tokens" page renders this file directly, so the numbers are written once.
 */

/** Colours and sizes of one button kind (spec §3 Theme.buttons). */
export interface ButtonTokens {
  backgroundColor: string;
  textColor: string;
  borderColor: string;
  borderRadius: string;
}

/** Every themeable value of the widget. A missing entry is a compile error in every theme. */
export interface Tokens {
  container: {
    backgroundColor: string;
    textColor: string;
    borderColor: string;
    borderRadius: string;
    width: string;
    padding: string;
  };
  colors: {
    primary: string;
    secondary: string;
    success: string;
    error: string;
    disabledText: string;
    /** Focus ring: must reach 3:1 against the container background (WCAG 2.2 §1.4.11). */
    focusRing: string;
    /** Subtle fills: divider lines, inactive tab underline, empty meter segments. */
    subtle: string;
    /** Text on `success`/`error` fills (strength meter labels, check mark). */
    onAccent: string;
  };
  buttons: {
    primary: ButtonTokens;
    secondary: ButtonTokens;
    disabled: ButtonTokens;
    height: string;
  };
  inputs: {
    backgroundColor: string;
    textColor: string;
    borderColor: string;
    borderRadius: string;
    placeholderColor: string;
  };
  typography: {
    fontFamily: string;
    headerSize: string;
    headerWeight: string;
    bodySize: string;
    helperSize: string;
  };
  toast: {
    successBackground: string;
    successText: string;
    errorBackground: string;
    errorText: string;
    maxWidth: string;
  };
  sizes: {
    oneTapHeight: string;
    spinnerSize: string;
    spinnerThickness: string;
    watermarkWidth: string;
  };
}

/** The spec's defaults (§9 "Theme defaults", toasts, One Tap, spinner, watermark). */
export const defaultTokens: Tokens = {
  container: {
    backgroundColor: '#FFFFFF',
    textColor: '#19303D',
    borderColor: '#ADBCC5',
    borderRadius: '8px',
    width: '400px',
    padding: '24px 32px',
  },
  colors: {
    primary: '#19303D',
    secondary: '#5C727D',
    success: '#0C5A56',
    error: '#8B1214',
    disabledText: '#8296A1',
    focusRing: '#0B63CE',
    subtle: '#E5E8EA',
    onAccent: '#FFFFFF',
  },
  buttons: {
    primary: { backgroundColor: '#19303D', textColor: '#FFFFFF', borderColor: '#19303D', borderRadius: '4px' },
    secondary: { backgroundColor: '#FFFFFF', textColor: '#19303D', borderColor: '#19303D', borderRadius: '4px' },
    disabled: { backgroundColor: '#F3F5F6', textColor: '#8296A1', borderColor: '#F3F5F6', borderRadius: '4px' },
    height: '45px',
  },
  inputs: {
    backgroundColor: '#FFFFFF',
    textColor: '#19303D',
    borderColor: '#5C727D',
    borderRadius: '4px',
    placeholderColor: '#8296A1',
  },
  typography: {
    fontFamily: 'Arial, Helvetica, sans-serif',
    headerSize: '24px',
    headerWeight: '600',
    bodySize: '16px',
    helperSize: '14px',
  },
  toast: {
    successBackground: '#ECFFF5',
    successText: '#0F4447',
    errorBackground: '#FFEEEC',
    errorText: '#590607',
    maxWidth: '350px',
  },
  sizes: {
    oneTapHeight: '47px',
    spinnerSize: '25px',
    spinnerThickness: '2px',
    watermarkWidth: '150px',
  },
};

/**
 * A dark set. Not in the spec; chosen so every text/background pair keeps WCAG AA contrast
 * (axe checks each story in this theme too).
 */
export const darkTokens: Tokens = {
  container: {
    backgroundColor: '#101A20',
    textColor: '#E8EEF1',
    borderColor: '#3A4B55',
    borderRadius: '8px',
    width: '400px',
    padding: '24px 32px',
  },
  colors: {
    primary: '#E8EEF1',
    secondary: '#A9B9C2',
    success: '#5FD3B8',
    error: '#FF8A8C',
    disabledText: '#6F818B',
    focusRing: '#7CB8FF',
    subtle: '#2A3840',
    onAccent: '#101A20',
  },
  buttons: {
    primary: { backgroundColor: '#9FD0EC', textColor: '#101A20', borderColor: '#9FD0EC', borderRadius: '4px' },
    secondary: { backgroundColor: '#101A20', textColor: '#E8EEF1', borderColor: '#A9B9C2', borderRadius: '4px' },
    disabled: { backgroundColor: '#1E2A31', textColor: '#6F818B', borderColor: '#1E2A31', borderRadius: '4px' },
    height: '45px',
  },
  inputs: {
    backgroundColor: '#16232A',
    textColor: '#E8EEF1',
    borderColor: '#8296A1',
    borderRadius: '4px',
    placeholderColor: '#8296A1',
  },
  typography: {
    fontFamily: 'Arial, Helvetica, sans-serif',
    headerSize: '24px',
    headerWeight: '600',
    bodySize: '16px',
    helperSize: '14px',
  },
  toast: {
    successBackground: '#ECFFF5',
    successText: '#0F4447',
    errorBackground: '#FFEEEC',
    errorText: '#590607',
    maxWidth: '350px',
  },
  sizes: {
    oneTapHeight: '47px',
    spinnerSize: '25px',
    spinnerThickness: '2px',
    watermarkWidth: '150px',
  },
};
