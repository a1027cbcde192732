import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Watermark } from '../../src/primitives/Watermark';

const meta = {
  title: 'Primitives/Watermark',
  component: Watermark,
  tags: ['autodocs'],
} satisfies Meta<typeof Watermark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Powered by Gatehouse')).toBeVisible();
    const root = canvasElement.querySelector('[data-part="watermark"]');
    await expect(root?.getBoundingClientRect().width).toBe(150);
    // On one line.
    await expect(within(canvasElement).getByText('Powered by Gatehouse').getClientRects()).toHaveLength(1);
  },
};

/** A catalogue override, e.g. a translated mount. */
export const Translated: Story = { args: { label: 'Propulsé par Gatehouse' } };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Watermark />
      <Watermark label="Mit Unterstützung von Gatehouse, einer sehr langen Übersetzung" />
      <div dir="rtl">
        <Watermark label="مدعوم من Gatehouse" />
      </div>
    </div>
  ),
};
