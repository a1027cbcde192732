/**
 * Layouts a first user sees at any card width (issue 23): the mail-client chips share a row or each take
 * their own, never two and one.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { initialState, type FlowState } from '../../src/flow';
import { CurrentScreen, FlowProvider } from '../../src/widget';
import { fakeServices } from '../../stories/support/fakeServices';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(cleanup);

const state = { ...initialState(), screen: 'EmailConfirmation', magicLinkState: { email: 'ada@example.com' } } as FlowState;
const services = fakeServices();

/** EmailConfirmation in a card of the theme width `width` (spec §3 `container.width`). */
const card = (width: number) => (
  <FlowProvider
    services={services}
    config={{ products: ['emailMagicLinks'] }}
    initialState={state}
    styles={{ container: { width: `${width}px` } }}
  >
    <CurrentScreen />
  </FlowProvider>
);

describe('EmailConfirmation', () => {
  it('puts the three mail-client links on one row or on three, at every card width', async () => {
    await page.viewport(900, 800);
    const { container, rerender } = render(card(280));
    await screen.findByRole('link', { name: /Open Outlook/ }, { timeout: 10_000 });
    const seen = new Set<number>();
    for (let width = 280; width <= 640; width += 20) {
      rerender(card(width));
      const tops = [...container.querySelectorAll('[data-part="inbox-link"]')].map((link) => Math.round(link.getBoundingClientRect().top));
      const rows = new Set(tops).size;
      expect([1, 3], `rows in a ${width}px card`).toContain(rows);
      seen.add(rows);
    }
    // Both layouts happen in that range: narrow cards stack, wide ones share a row.
    expect([...seen].sort()).toEqual([1, 3]);
  });
});
