import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Button } from '../../src/primitives/Button';
import { ThemeProvider } from '../../src/theme';

afterEach(cleanup);

/** The element as the screenshot comparison sees it: RGBA pixels of a PNG capture. */
async function capture(element: HTMLElement): Promise<Uint8ClampedArray> {
  const base64 = await page.screenshot({ element, save: false, base64: true });
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
}

/** How many pixels differ at all (the stories' comparison allows none: threshold 0, 0 pixels). */
function changedPixels(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  if (a.length !== b.length) return Math.max(a.length, b.length) / 4;
  let changed = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3]) changed += 1;
  }
  return changed;
}

describe('the screenshot comparison', () => {
  it('sees a one-pixel change to a token, and nothing when nothing changed', async () => {
    render(
      <ThemeProvider>
        <div data-testid="frame" style={{ width: 240, padding: 8 }}>
          <Button>Continue</Button>
        </div>
      </ThemeProvider>,
    );
    const frame = screen.getByTestId('frame');
    const root = frame.closest<HTMLElement>('[data-part="theme-root"]')!;
    const before = await capture(frame);
    expect(changedPixels(before, await capture(frame))).toBe(0);

    // The button radius token, 4px → 5px.
    root.style.setProperty('--gh-buttons-primary-border-radius', '5px');
    expect(changedPixels(before, await capture(frame))).toBeGreaterThan(0);

    root.style.removeProperty('--gh-buttons-primary-border-radius');
    // The primary colour, one step in one channel (#19303D → #19303E).
    root.style.setProperty('--gh-buttons-primary-background-color', '#19303E');
    expect(changedPixels(before, await capture(frame))).toBeGreaterThan(0);
  });
});
