import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { SocialButton } from '../../src/primitives/SocialButton';
import { OAUTH_PROVIDER_NAMES, OAUTH_PROVIDERS } from '../../src/wire';
import { ThemeProvider } from '../../src/theme';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(cleanup);

const expectedNames = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
  gitlab: 'GitLab',
  facebook: 'Facebook',
  discord: 'Discord',
  salesforce: 'Salesforce',
  slack: 'Slack',
  amazon: 'Amazon',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  coinbase: 'Coinbase',
  twitch: 'Twitch',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  figma: 'Figma',
  yahoo: 'Yahoo',
};

describe('SocialButton', () => {
  it('covers the 19 OAuth providers of spec §3', () => {
    expect([...OAUTH_PROVIDERS].sort()).toEqual(Object.keys(expectedNames).sort());
    expect(OAUTH_PROVIDER_NAMES).toEqual(expectedNames);
  });

  it.each(OAUTH_PROVIDERS)("renders 'Continue with {provider}' with a visible, decorative icon for %s", async (provider) => {
    render(
      <ThemeProvider>
        <SocialButton provider={provider} />
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: `Continue with ${expectedNames[provider]}` });
    // The mark is a chunk of its own, drawn once it arrives.
    await expect.poll(() => button.querySelector('svg:not([data-loading])')).not.toBeNull();
    const icon = button.querySelector('svg');
    expect(icon).not.toBeNull();
    expect(icon!.closest('[aria-hidden="true"]')).not.toBeNull();
    const box = icon!.getBoundingClientRect();
    expect(box.width).toBe(20);
    expect(box.height).toBe(20);
    // Something is actually drawn: a path with geometry inside the icon.
    const path = icon!.querySelector('path');
    expect(path?.getAttribute('d')).toBeTruthy();
    expect((path as SVGPathElement).getTotalLength()).toBeGreaterThan(10);
  });

  it('starts the provider on a press, by mouse and by keyboard', async () => {
    const onPress = vi.fn();
    render(<SocialButton provider="github" onPress={onPress} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });
});
