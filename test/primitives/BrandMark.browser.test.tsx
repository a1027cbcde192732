import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandMark, type BrandMarkName } from '../../src/primitives/BrandMark';
import { SocialButton } from '../../src/primitives/SocialButton';
import { WalletButton } from '../../src/primitives/WalletButton';
import { OAUTH_PROVIDERS as oauthProviders, WALLET_TYPES as walletTypes } from '../../src/wire';
import { ThemeProvider } from '../../src/theme';

afterEach(cleanup);

// Coinbase is both a provider and a wallet, with one mark.
const withMarks: BrandMarkName[] = [...new Set<BrandMarkName>([...oauthProviders, ...walletTypes.filter((w) => w !== 'vessel')])];

/** The computed fill of every painted shape in a mark. */
function fills(svg: Element): string[] {
  return [...svg.querySelectorAll('path, rect, circle, polygon')]
    .map((shape) => getComputedStyle(shape).fill)
    .filter((fill) => fill !== 'none');
}

describe('brand marks', () => {
  it('exist for every provider and wallet but Vessel, each its own drawing', () => {
    render(
      <ThemeProvider>
        {withMarks.map((name) => (
          <BrandMark key={name} name={name} />
        ))}
      </ThemeProvider>,
    );
    const svgs = [...document.querySelectorAll('svg[data-brand]')];
    expect(svgs.map((svg) => svg.getAttribute('data-brand'))).toEqual(withMarks);
    for (const svg of svgs) expect(fills(svg).length, svg.getAttribute('data-brand')!).toBeGreaterThan(0);
    // No two brands share a drawing (the old MetaMask and Microsoft monograms were the same "M").
    const drawings = svgs.map((svg) => svg.innerHTML.replace(/ id="[^"]*"|url\(#[^)]*\)/g, ''));
    expect(new Set(drawings).size).toBe(withMarks.length);
  });

  it('are in the brands’ colours: Google four, Microsoft four, MetaMask orange', () => {
    render(
      <ThemeProvider>
        <BrandMark name="google" />
        <BrandMark name="microsoft" />
        <BrandMark name="metamask" />
      </ThemeProvider>,
    );
    const [google, microsoft, metamask] = [...document.querySelectorAll('svg[data-brand]')];
    expect(new Set(fills(google!)).size).toBe(4);
    expect(new Set(fills(microsoft!)).size).toBe(4);
    expect(fills(metamask!)).toContain('rgb(255, 92, 22)');
  });

  it('draw black-by-design marks in the text colour, so they read on a dark theme', () => {
    render(
      <ThemeProvider base="dark">
        <SocialButton provider="apple" />
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Continue with Apple' });
    expect(fills(button.querySelector('svg')!)).toEqual([getComputedStyle(button).color]);
  });

  it('turn monochrome when asked, by prop or by the theme', () => {
    render(
      <ThemeProvider theme={{ brandMarks: 'monochrome' }}>
        <SocialButton provider="google" />
        <WalletButton wallet="coinbase" />
      </ThemeProvider>,
    );
    for (const name of ['Continue with Google', 'Continue with Coinbase']) {
      const button = screen.getByRole('button', { name });
      const { color, backgroundColor } = getComputedStyle(button);
      const used = new Set(fills(button.querySelector('svg')!));
      // Brand colours become the text colour; white detail becomes the button's background.
      expect([...used].every((fill) => fill === color || fill === backgroundColor), `${name}: ${[...used]}`).toBe(true);
      expect(used.has(color)).toBe(true);
    }
    cleanup();
    render(<SocialButton provider="slack" monochrome />);
    const slack = screen.getByRole('button', { name: 'Continue with Slack' });
    expect(new Set(fills(slack.querySelector('svg')!))).toEqual(new Set([getComputedStyle(slack).color]));
  });

  it('keep gradients apart when a mark is shown twice', () => {
    render(
      <ThemeProvider>
        <BrandMark name="bitbucket" />
        <BrandMark name="bitbucket" />
      </ThemeProvider>,
    );
    const ids = [...document.querySelectorAll('linearGradient')].map((g) => g.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const svg of document.querySelectorAll('svg[data-brand]')) {
      const ref = svg.querySelector('[fill^="url(#"]')!.getAttribute('fill')!;
      expect(svg.querySelector(`[id="${ref.slice(5, -1)}"]`)).not.toBeNull();
    }
  });

  it('sit in one column at the start of every button, whatever the label', () => {
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
