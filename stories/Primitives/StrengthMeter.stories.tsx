import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StrengthMeter, type StrengthMeterProps } from '../../src/primitives/StrengthMeter';

/** A zxcvbn-policy strength-check result (wire protocol shape). */
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

/** A LUDS-policy result. */
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
        has_upper_case: missing_complexity === 0,
        has_digit: missing_complexity === 0,
        has_symbol: false,
        missing_complexity,
        missing_characters,
      },
    },
  };
}

const meta = {
  title: 'Primitives/StrengthMeter',
  component: StrengthMeter,
  tags: ['autodocs'],
  args: zxcvbn(2),
} satisfies Meta<typeof StrengthMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fair: two of four segments filled, also captured in forced colours, where the fill must stay visible (issue 23). */
export const Default: Story = {
  parameters: { visual: { forcedColors: true } },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Password strength' });
    await expect(meter).toHaveAttribute('aria-valuetext', 'Fair');
    await expect(canvasElement.querySelector('[data-part="strength-meter"]')).toHaveAttribute('data-segments-filled', '2');
  },
};

/** Score 0: one red segment and zxcvbn's warning. */
export const VeryWeak: Story = { args: zxcvbn(0, 'This is a top-10 common password.') };

export const Weak: Story = { args: zxcvbn(1, 'Straight rows of keys are easy to guess.') };

/** zxcvbn's suggestions under its warning, as the check gives them (issue 23: guidance is shown, not dropped). */
export const WithSuggestions: Story = {
  args: {
    ...zxcvbn(1, 'This is similar to a commonly used password.'),
    feedback: {
      ...zxcvbn(1).feedback,
      warning: 'This is similar to a commonly used password.',
      suggestions: ['Add more words that are less common.', 'Capitalize some, but not all letters.'],
    },
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Add more words that are less common.', 'Capitalize some, but not all letters.']);
  },
};

export const Strong: Story = {
  args: zxcvbn(3),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="strength-meter"]')).toHaveAttribute('data-tone', 'success');
  },
};

export const VeryStrong: Story = { args: zxcvbn(4) };

/** LUDS policy, nothing met yet. */
export const LudsUnmet: Story = {
  args: { ...luds(5, 2), ludsMinimumCount: 10, ludsComplexity: 3 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Requirement not met: Must be at least 10 characters long');
  },
};

export const LudsLengthMet: Story = { args: luds(0, 1) };

export const LudsMet: Story = {
  args: luds(0, 0),
  play: async ({ canvasElement }) => {
    for (const item of within(canvasElement).getAllByRole('listitem')) {
      await expect(item).toHaveTextContent(/^Requirement met:/);
    }
  },
};

/** A breached password (spec §5 breach warning). */
export const Breached: Story = {
  args: luds(0, 0, true),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/may have been used on a different site/)).toBeVisible();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      {[0, 1, 2, 3, 4].map((score) => (
        <StrengthMeter key={score} {...zxcvbn(score, score < 2 ? 'This is similar to a commonly used password.' : '')} />
      ))}
      <StrengthMeter {...zxcvbn(0, 'This is a top-10 common password.')} breached_password />
      <StrengthMeter {...luds(4, 2)} />
      <StrengthMeter {...luds(0, 1)} />
      <StrengthMeter {...luds(0, 0, true)} ludsMinimumCount={12} ludsComplexity={4} />
      <div dir="rtl">
        <StrengthMeter {...zxcvbn(3)} />
        <StrengthMeter {...luds(2, 0)} />
      </div>
    </div>
  ),
};
