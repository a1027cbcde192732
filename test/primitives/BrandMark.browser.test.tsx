import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_MARK_NAMES, BrandMark, type BrandMarkName } from '../../src/primitives/BrandMark';
import { SocialButton } from '../../src/primitives/SocialButton';
import { WalletButton } from '../../src/primitives/WalletButton';
import { OAUTH_PROVIDERS as oauthProviders, WALLET_TYPES as walletTypes } from '../../src/wire';
import { ThemeProvider } from '../../src/theme';

// Marks arrive as chunks load, outside any act(); the tests wait for them as a user's page would.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(cleanup);

// Coinbase is both a provider and a wallet, with one mark.
const withMarks: BrandMarkName[] = [...new Set<BrandMarkName>([...oauthProviders, ...walletTypes.filter((w) => w !== 'vessel')])];

/** The computed fill of every painted shape in a mark. */
function fills(svg: Element): string[] {
  return [...svg.querySelectorAll('path, rect, circle, polygon')]
    .map((shape) => getComputedStyle(shape).fill)
    .filter((fill) => fill !== 'none');
}

/** Waits until every mark on the page has arrived (each loads as a chunk of its own on first use). */
async function drawn() {
  await expect.poll(() => document.querySelectorAll('svg[data-brand][data-loading]').length).toBe(0);
}

const box = (el: Element) => {
  const { left, top, width, height } = el.getBoundingClientRect();
  return { left, top, width, height };
};

describe('brand marks', () => {
  // First in the file: nothing has loaded a mark in this page yet.
  it('hold their 20×20 place while loading, then draw the mark there without moving the label', async () => {
    render(
      <ThemeProvider>
        <div style={{ width: 336 }}>
          <SocialButton provider="google" />
        </div>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    const svg = () => button.querySelector('svg')!;
    const label = () => button.querySelector('[data-part="button-label"]')!;
    expect(svg()).toHaveAttribute('data-loading');
    expect(svg().children).toHaveLength(0);
    const [markBefore, labelBefore] = [box(svg()), box(label())];
    expect([markBefore.width, markBefore.height]).toEqual([20, 20]);

    await drawn();
    expect(new Set(fills(svg())).size).toBe(4);
    expect(box(svg())).toEqual(markBefore);
    expect(box(label())).toEqual(labelBefore);
  });

  it('can be loaded ahead of their first use through the package entry, and then draw at once', async () => {
    // As docs/Theming.mdx shows it: `import { preloadBrandMarks } from 'gatehouse-auth'`.
    const gatehouse = await import('../../src');
    await gatehouse.preloadBrandMarks(['apple', 'phantom']);
    render(
      <ThemeProvider>
        <BrandMark name="apple" />
        <BrandMark name="phantom" />
      </ThemeProvider>,
    );
    for (const svg of document.querySelectorAll('svg[data-brand]')) {
      expect(svg).not.toHaveAttribute('data-loading');
      expect(fills(svg).length).toBeGreaterThan(0);
    }
  });

  it('exist for every provider and wallet but Vessel, each its own drawing', async () => {
    render(
      <ThemeProvider>
        {withMarks.map((name) => (
          <BrandMark key={name} name={name} />
        ))}
      </ThemeProvider>,
    );
    await drawn();
    expect([...BRAND_MARK_NAMES].sort()).toEqual([...withMarks].sort());
    const svgs = [...document.querySelectorAll('svg[data-brand]')];
    expect(svgs.map((svg) => svg.getAttribute('data-brand'))).toEqual(withMarks);
    for (const svg of svgs) expect(fills(svg).length, svg.getAttribute('data-brand')!).toBeGreaterThan(0);
    // No two brands share a drawing (the old MetaMask and Microsoft monograms were the same "M").
    const drawings = svgs.map((svg) => svg.innerHTML.replace(/ id="[^"]*"|url\(#[^)]*\)/g, ''));
    expect(new Set(drawings).size).toBe(withMarks.length);
  });

  it('are in the brands’ colours: Google four, Microsoft four, MetaMask orange', async () => {
    render(
      <ThemeProvider>
        <BrandMark name="google" />
        <BrandMark name="microsoft" />
        <BrandMark name="metamask" />
      </ThemeProvider>,
    );
    await drawn();
    const [google, microsoft, metamask] = [...document.querySelectorAll('svg[data-brand]')];
    expect(new Set(fills(google!)).size).toBe(4);
    expect(new Set(fills(microsoft!)).size).toBe(4);
    expect(fills(metamask!)).toContain('rgb(255, 92, 22)');
  });

  it('draw black-by-design marks in the text colour, so they read on a dark theme', async () => {
    render(
      <ThemeProvider base="dark">
        <SocialButton provider="apple" />
      </ThemeProvider>,
    );
    await drawn();
    const button = screen.getByRole('button', { name: 'Continue with Apple' });
    expect(fills(button.querySelector('svg')!)).toEqual([getComputedStyle(button).color]);
  });

  it('turn monochrome when asked, by prop or by the theme', async () => {
    render(
      <ThemeProvider theme={{ brandMarks: 'monochrome' }}>
        <SocialButton provider="google" />
        <WalletButton wallet="coinbase" />
      </ThemeProvider>,
    );
    await drawn();
    for (const name of ['Continue with Google', 'Continue with Coinbase']) {
      const button = screen.getByRole('button', { name });
      const { color, backgroundColor } = getComputedStyle(button);
      const used = new Set(fills(button.querySelector('svg')!));
      // Brand colours become the text colour; white detail becomes the button's background.
      expect(
        [...used].every((fill) => fill === color || fill === backgroundColor),
        `${name}: ${[...used]}`,
      ).toBe(true);
      expect(used.has(color)).toBe(true);
    }
    cleanup();
    render(<SocialButton provider="slack" monochrome />);
    await drawn();
    const slack = screen.getByRole('button', { name: 'Continue with Slack' });
    expect(new Set(fills(slack.querySelector('svg')!))).toEqual(new Set([getComputedStyle(slack).color]));
  });

  it('keep gradients apart when a mark is shown twice', async () => {
    render(
      <ThemeProvider>
        <BrandMark name="bitbucket" />
        <BrandMark name="bitbucket" />
      </ThemeProvider>,
    );
    await drawn();
    const ids = [...document.querySelectorAll('linearGradient')].map((g) => g.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const svg of document.querySelectorAll('svg[data-brand]')) {
      const ref = svg.querySelector('[fill^="url(#"]')!.getAttribute('fill')!;
      expect(svg.querySelector(`[id="${ref.slice(5, -1)}"]`)).not.toBeNull();
    }
  });

  it('sit in one column at the start of every button, whatever the label', async () => {
    render(
      <ThemeProvider>
        <div style={{ width: 336 }}>
          {oauthProviders.map((provider) => (
            <SocialButton key={provider} provider={provider} />
          ))}
          {walletTypes.map((wallet) => (
            <WalletButton key={wallet} wallet={wallet} />
          ))}
          <WalletButton wallet="other" />
        </div>
      </ThemeProvider>,
    );
    await drawn();
    const icons = [...document.querySelectorAll('button svg')].map((svg) => svg.getBoundingClientRect());
    expect(icons).toHaveLength(oauthProviders.length + walletTypes.length + 1);
    expect(new Set(icons.map((box) => box.left)).size).toBe(1);
    // Vertically centred on the button's middle line, none sitting high.
    const offsets = [...document.querySelectorAll('button')].map((button) => {
      const b = button.getBoundingClientRect();
      const i = button.querySelector('svg')!.getBoundingClientRect();
      return Math.round(i.top + i.height / 2 - (b.top + b.height / 2));
    });
    expect(new Set(offsets)).toEqual(new Set([0]));
  });
});
