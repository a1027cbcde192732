import { darkTokens, defaultTokens, type Tokens } from '../../tokens';

/** WCAG 2.2 relative luminance of a `#RRGGBB` colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #RRGGBB colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text on its background: WCAG 1.4.3 asks 4.5:1 (the widget's text is 14–16px, not large). */
function textPairs(t: Tokens): [string, string, string][] {
  const card = t.container.backgroundColor;
  return [
    ['text on the card', t.container.textColor, card],
    ['primary (headings, text buttons) on the card', t.colors.primary, card],
    ['secondary text on the card', t.colors.secondary, card],
    ['error text on the card', t.colors.error, card],
    ['success text on the card', t.colors.success, card],
    ['primary button', t.buttons.primary.textColor, t.buttons.primary.backgroundColor],
    ['secondary button', t.buttons.secondary.textColor, t.buttons.secondary.backgroundColor],
    ['input text', t.inputs.textColor, t.inputs.backgroundColor],
    ['placeholder', t.inputs.placeholderColor, t.inputs.backgroundColor],
    ['success toast', t.toast.successText, t.toast.successBackground],
    ['error toast and banner', t.toast.errorText, t.toast.errorBackground],
    ['text on a success fill', t.colors.onAccent, t.colors.success],
    ['text on an error fill', t.colors.onAccent, t.colors.error],
    ['disabled country picker face', t.colors.secondary, t.buttons.disabled.backgroundColor],
    ...(Object.entries(t.strength).map(([score, colour]) => [`'${score}' strength label`, colour, card]) as [string, string, string][]),
  ];
}

/** Boundaries a user must see to use a control: WCAG 1.4.11 asks 3:1 against what is next to them. */
function boundaryPairs(t: Tokens): [string, string, string][] {
  const card = t.container.backgroundColor;
  return [
    ['input border on the input', t.inputs.borderColor, t.inputs.backgroundColor],
    ['input border on the card', t.inputs.borderColor, card],
    ['invalid input border on the input', t.colors.error, t.inputs.backgroundColor],
    ['focus ring on the card', t.colors.focusRing, card],
    ['focus ring on an input', t.colors.focusRing, t.inputs.backgroundColor],
    ['secondary button border on the card', t.buttons.secondary.borderColor, card],
    ['primary button on the card', t.buttons.primary.backgroundColor, card],
    ['empty meter segment on the card', t.colors.track, card],
    ...(Object.entries(t.strength).map(([score, colour]) => [`'${score}' meter segment`, colour, card]) as [string, string, string][]),
  ];
}

describe.each([
  ['default', defaultTokens],
  ['dark', darkTokens],
])('the %s theme', (_name, tokens) => {
  it('keeps every text/background pair at 4.5:1 or more', () => {
    const failing = textPairs(tokens)
      .map(([what, fg, bg]) => ({ what, ratio: Number(contrast(fg, bg).toFixed(2)) }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(failing).toEqual([]);
  });

  it('keeps every UI boundary at 3:1 or more', () => {
    const failing = boundaryPairs(tokens)
      .map(([what, fg, bg]) => ({ what, ratio: Number(contrast(fg, bg).toFixed(2)) }))
      .filter(({ ratio }) => ratio < 3);
    expect(failing).toEqual([]);
  });

  it('gives each strength score its own colour', () => {
    expect(new Set(Object.values(tokens.strength)).size).toBe(4);
  });
});

describe('the dark theme', () => {
  it('has depth: page, card and inputs are three different surfaces, the card lighter than the page', () => {
    const { page } = darkTokens.colors;
    const card = darkTokens.container.backgroundColor;
    const input = darkTokens.inputs.backgroundColor;
    expect(new Set([page, card, input]).size).toBe(3);
    expect(luminance(card)).toBeGreaterThan(luminance(page));
    expect(darkTokens.container.shadow).not.toBe('none');
  });

  it('has its own toast colours rather than the light pastels', () => {
    expect(darkTokens.toast.successBackground).not.toBe(defaultTokens.toast.successBackground);
    expect(darkTokens.toast.errorBackground).not.toBe(defaultTokens.toast.errorBackground);
  });
});

describe('the contrast check itself', () => {
  it('computes WCAG ratios', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrast('#8296A1', '#FFFFFF')).toBeCloseTo(3.08, 2);
  });
});
