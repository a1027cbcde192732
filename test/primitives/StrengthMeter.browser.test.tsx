import { cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider, preloadLocale, useText } from '../../src/i18n';
import { laterMessages } from '../../src/i18n/later';
import { StrengthMeter, strengthSummary, type StrengthMeterProps } from '../../src/primitives/StrengthMeter';
import { ThemeProvider } from '../../src/theme';

afterEach(cleanup);

function zxcvbn(score: number, warning = ''): StrengthMeterProps {
  return {
    valid_password: score >= 3,
    score,
    breached_password: false,
    strength_policy: 'zxcvbn',
    feedback: {
      warning,
      suggestions: [],
      // zxcvbn projects get the LUDS counts too (wire doc); the meter shows only the score.
      luds_requirements: {
        has_lower_case: true,
        has_upper_case: false,
        has_digit: false,
        has_symbol: false,
        missing_complexity: 2,
        missing_characters: 0,
      },
    },
  };
}

function luds(missing_characters: number, missing_complexity: number, breached = false): StrengthMeterProps {
  return {
    valid_password: missing_characters === 0 && missing_complexity === 0 && !breached,
    score: 0,
    breached_password: breached,
    strength_policy: 'luds',
    feedback: {
      warning: '',
      suggestions: [],
      luds_requirements: {
        has_lower_case: true,
        has_upper_case: false,
        has_digit: missing_complexity === 0,
        has_symbol: false,
        missing_complexity,
        missing_characters,
      },
    },
  };
}

describe('StrengthMeter, zxcvbn policy (spec §5)', () => {
  // score 0–1: one red segment, 2: two red, 3: three green, 4: four green.
  // Each score's own shade of the default theme: reds #8B1214 and #B3191F, greens #0C5A56 and #1F6B22.
  it.each([
    [0, 1, 'error', 'Very weak', 'rgb(139, 18, 20)'],
    [1, 1, 'error', 'Weak', 'rgb(139, 18, 20)'],
    [2, 2, 'error', 'Fair', 'rgb(179, 25, 31)'],
    [3, 3, 'success', 'Strong', 'rgb(12, 90, 86)'],
    [4, 4, 'success', 'Very strong', 'rgb(31, 107, 34)'],
  ] as const)('score %i fills %i segment(s) in the %s tone and says "%s"', (score, filled, tone, words, colour) => {
    const { container } = render(
      <ThemeProvider>
        <StrengthMeter {...zxcvbn(score)} />
      </ThemeProvider>,
    );
    const root = container.querySelector('[data-part="strength-meter"]') as HTMLElement;
    expect(root).toHaveAttribute('data-segments-filled', String(filled));
    expect(root).toHaveAttribute('data-tone', tone);
    const segments = [...container.querySelectorAll('[data-part="segment"]')];
    expect(segments).toHaveLength(4);
    expect(segments.filter((segment) => segment.hasAttribute('data-filled'))).toHaveLength(filled);

    // The filled segments are painted in the score's colour, the rest not; the word matches.
    const colours = segments.map((segment) => getComputedStyle(segment).backgroundColor);
    const painted = colours.slice(0, filled);
    expect(new Set(painted).size).toBe(1);
    expect(painted[0]).toBe(colour);
    expect(getComputedStyle(container.querySelector('[data-part="score-label"]')!).color).toBe(colour);
    for (const rest of colours.slice(filled)) expect(rest).not.toBe(painted[0]);

    // Not colour alone: the meter has a text value for screen readers and a visible word.
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', String(score));
    expect(meter).toHaveAttribute('aria-valuetext', words);
    expect(container.querySelector('[data-part="score-label"]')).toHaveTextContent(words);
  });

  it.each(['default', 'dark'] as const)('draws score 2 red like scores 0–1, not orange, in the %s theme (spec §5 "2 two red")', (base) => {
    /** The hue of a computed `rgb(r, g, b)` colour, in degrees. */
    const hue = (colour: string) => {
      const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number) as [number, number, number];
      const max = Math.max(r, g, b);
      const span = max - Math.min(r, g, b);
      const h = max === r ? ((g - b) / span) % 6 : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
      return (h * 60 + 360) % 360;
    };
    /** Within 10° of pure red: orange starts around 20–30°. */
    const isRed = (colour: string) => Math.min(hue(colour), 360 - hue(colour)) <= 10;
    const paint = (score: number) => {
      const { container, unmount } = render(
        <ThemeProvider base={base}>
          <StrengthMeter {...zxcvbn(score)} />
        </ThemeProvider>,
      );
      const colour = getComputedStyle(container.querySelector('[data-part="segment"][data-filled]')!).backgroundColor;
      unmount();
      return colour;
    };
    expect(isRed(paint(1))).toBe(true);
    expect(paint(2), 'score 2').toSatisfy(isRed);
    expect(isRed(paint(3))).toBe(false);
  });

  it('keeps the bar the same width whatever the score and its word', () => {
    const widths = [0, 1, 2, 3, 4].map((score) => {
      const { container, unmount } = render(
        <ThemeProvider>
          <div style={{ width: 336 }}>
            <StrengthMeter {...zxcvbn(score)} />
          </div>
        </ThemeProvider>,
      );
      const bar = container.querySelector('[data-part="meter"]')!.getBoundingClientRect().width;
      const segments = [...container.querySelectorAll('[data-part="segment"]')].map((s) => s.getBoundingClientRect().width);
      unmount();
      return { bar, segments: new Set(segments).size };
    });
    expect(new Set(widths.map((w) => w.bar)).size).toBe(1);
    expect(widths.every((w) => w.segments === 1)).toBe(true);
  });

  it('shows the warning text of the check', () => {
    render(<StrengthMeter {...zxcvbn(1, 'This is a top-10 common password.')} />);
    expect(screen.getByText('This is a top-10 common password.')).toBeVisible();
  });

  it("shows zxcvbn's English warning and suggestions in the widget's language (issue 40)", async () => {
    await preloadLocale('fr');
    const result = zxcvbn(1, 'This is a heavily used password.');
    result.feedback.suggestions = ['Add more words that are less common.', 'A suggestion zxcvbn does not make.'];
    render(
      <MessagesProvider locale="fr">
        <StrengthMeter {...result} />
      </MessagesProvider>,
    );
    expect(screen.getByText('Ce mot de passe est extrêmement utilisé.')).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ajoutez d’autres mots, moins courants.',
      // A text the catalogue does not know is shown as the server sent it.
      'A suggestion zxcvbn does not make.',
    ]);
    const { result: t } = renderHook(() => useText(laterMessages), {
      wrapper: ({ children }: { children: ReactNode }) => <MessagesProvider locale="fr">{children}</MessagesProvider>,
    });
    expect(strengthSummary(result, t.current)).toBe('Force du mot de passe\u00a0: Faible. Ce mot de passe est extrêmement utilisé.');
  });
});

describe('StrengthMeter, LUDS policy (spec §5)', () => {
  it('shows both rules unmet, with the state in text for screen readers', () => {
    render(<StrengthMeter {...luds(3, 1)} ludsMinimumCount={10} ludsComplexity={3} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Requirement not met: Must be at least 10 characters long');
    expect(items[1]).toHaveTextContent(
      'Requirement not met: Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
    );
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('shows each rule met on its own', () => {
    render(<StrengthMeter {...luds(0, 1)} />);
    const [length, complexity] = screen.getAllByRole('listitem');
    expect(length).toHaveTextContent('Requirement met: Must be at least 8 characters long');
    expect(length).toHaveAttribute('data-met');
    expect(complexity).toHaveTextContent('Requirement not met:');
    expect(complexity).not.toHaveAttribute('data-met');
  });

  it("says each rule's state in the language's words: in Japanese the rule is quoted as a noun phrase (issue 40)", async () => {
    await preloadLocale('ja');
    render(
      <MessagesProvider locale="ja">
        <StrengthMeter {...luds(0, 1)} />
      </MessagesProvider>,
    );
    const [length] = screen.getAllByRole('listitem');
    expect(length).toHaveTextContent('条件「8文字以上」を満たしています。', { normalizeWhitespace: false });
    expect(length!.textContent).not.toContain(' ');
    // What is announced after a typing pause is built from the same messages (sentences apart, for speech only).
    const { result } = renderHook(() => useText(laterMessages), {
      wrapper: ({ children }: { children: ReactNode }) => <MessagesProvider locale="ja">{children}</MessagesProvider>,
    });
    // Japanese sentences follow one another with no space after 。 (strength.nextSentence, issue 40).
    expect(strengthSummary(luds(0, 1), result.current)).toBe(
      '条件「8文字以上」を満たしています。条件「大文字・小文字・数字・記号のうち3種類以上」を満たしていません。',
    );
  });

  it('shows the breach warning', () => {
    render(<StrengthMeter {...luds(0, 0, true)} />);
    expect(
      screen.getByText(
        'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      ),
    ).toBeVisible();
  });
});
