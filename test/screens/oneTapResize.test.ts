import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResizeHandler } from '../../src/screens/Main/oneTapResize';

describe('One Tap resize handling (spec §9: debounced by 100 ms after the first two observations)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the first two observations at once, then only a size that held still for 100 ms', () => {
    const applied: number[] = [];
    const handler = createResizeHandler((height) => applied.push(height));
    handler.observe(0);
    handler.observe(180);
    expect(applied).toEqual([0, 180]);

    handler.observe(200);
    vi.advanceTimersByTime(99);
    handler.observe(220);
    vi.advanceTimersByTime(99);
    expect(applied).toEqual([0, 180]);
    vi.advanceTimersByTime(1);
    expect(applied).toEqual([0, 180, 220]);
  });

  it('drops a pending update when disposed', () => {
    const applied: number[] = [];
    const handler = createResizeHandler((height) => applied.push(height));
    handler.observe(1);
    handler.observe(2);
    handler.observe(3);
    handler.dispose();
    vi.advanceTimersByTime(1000);
    expect(applied).toEqual([1, 2]);
  });
});
