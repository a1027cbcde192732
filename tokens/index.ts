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
    /** Padding once the card is narrower than 360px (phones, 200% zoom): the content keeps its room. */
    compactPadding: string;
    /** Elevation: lifts the card off the page, in the dark theme too. */
    shadow: string;
  };
  colors: {
    primary: string;
    secondary: string;
    success: string;
    error: string;
    disabledText: string;
    /** Focus ring: must reach 3:1 against the container background (WCAG 2.2 §1.4.11). */
    focusRing: string;
    /** Subtle fills: divider lines, hovered icon buttons. */
    subtle: string;
    /** Empty meter segments and progress tracks: a UI boundary, so 3:1 against the container (WCAG 1.4.11). */
    track: string;
    /** The page behind the card where the kit draws one (catalogue, emulator inbox); hosts draw their own. */
    page: string;
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
  /**
   * Strength meter colours by score, text and filled segments alike (spec §5: red for 0–2, green for 3–4;
   * each score gets its own shade of its hue so the four states differ in more than the count). `weak` is
   * scores 0–1, `fair` score 2: both reds.
   */
  strength: {
    weak: string;
    fair: string;
    good: string;
    strong: string;
  };
  /** Success and error messages: toasts and the form's error banner share these. */
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
    compactPadding: '20px 16px',
    shadow: '0 1px 2px rgba(25, 48, 61, 0.06), 0 4px 16px rgba(25, 48, 61, 0.08)',
  },
  colors: {
    primary: '#19303D',
    secondary: '#5C727D',
    success: '#0C5A56',
    error: '#8B1214',
    disabledText: '#8296A1',
    focusRing: '#0B63CE',
    subtle: '#E5E8EA',
    track: '#8296A1',
    page: '#F3F5F6',
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
    // Not a spec default; #8296A1 (the disabled text colour) reached only 3.08:1 on white.
    placeholderColor: '#5C727D',
  },
  typography: {
    fontFamily: 'Arial, Helvetica, sans-serif',
    headerSize: '24px',
    headerWeight: '600',
    bodySize: '16px',
    helperSize: '14px',
  },
  strength: {
    weak: '#8B1214',
    fair: '#B3191F',
    good: '#0C5A56',
    strong: '#1F6B22',
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
 * A dark set. Not in the spec. It has depth: the page, the raised card (lighter, with a shadow) and the
 * inputs set into it (darker) are three surfaces. Every text/background pair keeps 4.5:1 and every UI
 * boundary 3:1 (test/tokens/contrast.test.ts checks both themes; axe checks each story in this theme too).
 */
export const darkTokens: Tokens = {
  container: {
    backgroundColor: '#162229',
    textColor: '#E8EEF1',
    borderColor: '#34474F',
    borderRadius: '8px',
    width: '400px',
    padding: '24px 32px',
    compactPadding: '20px 16px',
    shadow: '0 1px 2px rgba(0, 0, 0, 0.5), 0 8px 24px rgba(0, 0, 0, 0.45)',
  },
  colors: {
    primary: '#E8EEF1',
    secondary: '#A9B9C2',
    success: '#5FD3B8',
    error: '#FF8A8C',
    disabledText: '#6F818B',
    focusRing: '#7CB8FF',
    subtle: '#24343C',
    track: '#6E8490',
    page: '#0B1115',
    onAccent: '#0B1115',
  },
  buttons: {
    primary: { backgroundColor: '#9FD0EC', textColor: '#0B1115', borderColor: '#9FD0EC', borderRadius: '4px' },
    secondary: { backgroundColor: '#162229', textColor: '#E8EEF1', borderColor: '#A9B9C2', borderRadius: '4px' },
    disabled: { backgroundColor: '#1E2A31', textColor: '#6F818B', borderColor: '#1E2A31', borderRadius: '4px' },
    height: '45px',
  },
  inputs: {
    // Set into the card, darker than it; the border carries the 3:1 boundary.
    backgroundColor: '#0F191F',
    textColor: '#E8EEF1',
    borderColor: '#8198A3',
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
  strength: {
    weak: '#FF8A8C',
    fair: '#FF6B6E',
    good: '#5FD3B8',
    strong: '#9BE57A',
  },
  toast: {
    successBackground: '#0E3B33',
    successText: '#C4F5E4',
    errorBackground: '#4A1518',
    errorText: '#FFD2D2',
    maxWidth: '350px',
  },
  sizes: {
    oneTapHeight: '47px',
    spinnerSize: '25px',
    spinnerThickness: '2px',
    watermarkWidth: '150px',
  },
};
