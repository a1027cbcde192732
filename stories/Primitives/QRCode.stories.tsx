import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { encode } from 'uqr';
import { QRCode } from '../../src/primitives/QRCode';

const uri = 'otpauth://totp/Gatehouse:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Gatehouse';

const meta = {
  title: 'Primitives/QRCode',
  component: QRCode,
  tags: ['autodocs'],
  args: { value: uri, label: 'QR code to scan with your authenticator app' },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An authenticator URI, dark on light in every theme, as one SVG path of modules. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const svg = within(canvasElement).getByRole('img', { name: args.label });
    const { size, data } = encode(args.value, { ecc: 'M', border: 4 });
    await expect(svg.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`);
    // One 1×1 square per dark module, nothing else drawn.
    const squares =
      svg
        .querySelector('path')!
        .getAttribute('d')!
        .match(/M\d+ \d+h1v1h-1z/g) ?? [];
    await expect(squares.length).toBe(data.flat().filter(Boolean).length);
  },
};

/** A longer text makes a denser code in the same space. */
export const LongValue: Story = {
  args: { value: `${uri}&algorithm=SHA1&digits=6&period=30&image=https%3A%2F%2Fexample.com%2Flogo.png` },
};
