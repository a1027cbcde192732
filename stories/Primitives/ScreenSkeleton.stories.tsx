import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenSkeleton } from '../../src/primitives/ScreenSkeleton';

/** What the widget shows while a screen's code loads (issue 23): a screen's frame, not a bare spinner. */
const meta = {
  title: 'Primitives/ScreenSkeleton',
  component: ScreenSkeleton,
  tags: ['autodocs'],
} satisfies Meta<typeof ScreenSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card with a heading, two lines and a control in grey; 'Loading' is what a screen reader hears. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    const shapes = [...canvasElement.querySelectorAll('[data-part="skeleton"]')];
    await expect(shapes.map((shape) => shape.getAttribute('data-shape'))).toEqual(['heading', 'line', 'short-line', 'control']);
    await expect(shapes.every((shape) => shape.getAttribute('aria-hidden') === 'true')).toBe(true);
  },
};

/** Right to left: the short line ends at the start side. */
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
