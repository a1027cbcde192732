/**
 * Forced colours (Windows High Contrast) repaint colours with the user's few system colours; state drawn
 * only in author colours disappears (issue 23). In Chromium's forced-colours emulation, the meter's filled
 * segments, the selected tab's bar and the focused passcode box must stay distinct from their neighbours.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { OTPField } from '../../src/primitives/OTPField';
import { StrengthMeter } from '../../src/primitives/StrengthMeter';
import { Tabs } from '../../src/primitives/Tabs';
import { ThemeProvider } from '../../src/theme';

const emulate = (value: 'active' | 'none') => cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value }] });

beforeAll(async () => {
  await emulate('active');
  expect(matchMedia('(forced-colors: active)').matches).toBe(true);
});
afterAll(async () => {
  await emulate('none');
});
afterEach(cleanup);

describe('forced colours (issue 23)', () => {
  it("the meter's filled segments differ from the empty ones", () => {
    const { container } = render(
      <ThemeProvider>
        <StrengthMeter
          valid_password={false}
          score={2}
          breached_password={false}
          strength_policy="zxcvbn"
          feedback={{
            warning: '',
            suggestions: [],
            luds_requirements: {
              has_lower_case: true,
              has_upper_case: false,
              has_digit: false,
              has_symbol: false,
              missing_complexity: 2,
              missing_characters: 0,
            },
          }}
        />
      </ThemeProvider>,
    );
    const fills = [...container.querySelectorAll('[data-part="segment"]')].map((segment) => getComputedStyle(segment).backgroundColor);
    expect(fills[0]).toBe(fills[1]);
    expect(fills[2]).toBe(fills[3]);
    expect(fills[1]).not.toBe(fills[2]);
  });

  it("the selected tab's bar differs from the others'", () => {
    render(
      <ThemeProvider>
        <Tabs
          aria-label="Method"
          items={[
            { value: 'sms', label: 'Text', content: null },
            { value: 'email', label: 'Email', content: null },
          ]}
        />
      </ThemeProvider>,
    );
    const bar = (name: string) => getComputedStyle(screen.getByRole('tab', { name })).borderBottomColor;
    expect(bar('Text')).not.toBe(bar('Email'));
  });

  it('the focused passcode box has a thick ring of its own colour, unlike the other boxes', async () => {
    const { container } = render(
      <ThemeProvider>
        <OTPField autoFocus />
      </ThemeProvider>,
    );
    await expect.poll(() => container.querySelector('[data-part="box"][data-active]')).toBeTruthy();
    const [active, next] = [...container.querySelectorAll('[data-part="box"]')].map((box) => getComputedStyle(box));
    expect(active!.outlineStyle).toBe('solid');
    expect(parseFloat(active!.outlineWidth)).toBeGreaterThanOrEqual(3);
    expect(active!.outlineColor).not.toBe(next!.borderColor);
    expect(active!.borderColor).not.toBe(next!.borderColor);
  });

  it("the real input's digits stay invisible over the boxes", async () => {
    render(
      <ThemeProvider>
        <OTPField defaultValue="123456" autoFocus />
      </ThemeProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'One-time passcode' });
    await expect.poll(() => document.activeElement).toBe(input);
    // input-otp paints the input transparent; forced colours would repaint that text CanvasText.
    expect(getComputedStyle(input).color).toBe('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(input, '::selection').color).toBe('rgba(0, 0, 0, 0)');
  });
});
