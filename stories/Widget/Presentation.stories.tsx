import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { WidgetConfig } from '../../src/flow';
import type { PresentationTheme } from '../../src/theme';
import { Login } from '../../src/widget';
import { fakeServices } from '../support/fakeServices';

/**
 * The provider's 6.x default themes (`@stytch/vanilla-js` 6.3 `defaultTheme` and `defaultDarkTheme`, their
 * values as it ships them) passed unchanged through `presentation` (issue 41): a page migrating from it keeps
 * its look. Side by side, the light and the dark one.
 */
const shared: PresentationTheme = {
  'font-family': 'system-ui, sans-serif',
  spacing: '4px',
  'rounded-base': '4px',
  'text-base': '1rem',
  'container-width': '400px',
  'destructive-foreground': '#fff',
};

const providerLight: PresentationTheme = {
  ...shared,
  'color-scheme': 'light',
  background: 'oklch(1 0 0)',
  foreground: 'oklch(0.14 0 0)',
  primary: 'oklch(0.2 0 0)',
  'primary-foreground': 'oklch(0.99 0 0)',
  secondary: 'oklch(0.97 0 0)',
  'secondary-foreground': 'oklch(0.2 0 0)',
  muted: 'oklch(0.97 0 0)',
  'muted-foreground': 'oklch(0.52 0 0)',
  accent: 'oklch(0.97 0 0)',
  'accent-foreground': 'oklch(0.2 0 0)',
  border: 'oklch(0.92 0 0)',
  input: 'oklch(0.92 0 0)',
  ring: 'oklch(0.72 0 0)',
  destructive: 'oklch(0.577 0.245 27.325)',
  warning: 'oklch(0.67 0.16 58)',
  success: 'oklch(0.6 0.13 163)',
};

const providerDark: PresentationTheme = {
  ...shared,
  'color-scheme': 'dark',
  background: 'oklch(0.145 0 0)',
  foreground: 'oklch(0.985 0 0)',
  primary: 'oklch(0.922 0 0)',
  'primary-foreground': 'oklch(0.205 0 0)',
  secondary: 'oklch(0.269 0 0)',
  'secondary-foreground': 'oklch(0.985 0 0)',
  muted: 'oklch(0.269 0 0)',
  'muted-foreground': 'oklch(0.708 0 0)',
  accent: 'oklch(0.269 0 0)',
  'accent-foreground': 'oklch(0.985 0 0)',
  border: 'oklch(1 0 0 / 10%)',
  input: 'oklch(1 0 0 / 15%)',
  ring: 'oklch(0.556 0 0)',
  destructive: 'oklch(0.704 0.191 22.216)',
  warning: 'oklch(0.754 0.16 58)',
  success: 'oklch(0.704 0.13 163)',
};

const config: WidgetConfig = {
  products: ['otp', 'oauth'],
  otpOptions: { methods: ['email'] },
  oauthOptions: { providers: [{ type: 'google' }] },
};

function SideBySide() {
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {/* Two widgets on a page: each screen is a landmark named by its header, so the headers differ. */}
      <div data-testid="light">
        <Login
          services={fakeServices()}
          config={config}
          presentation={{ theme: providerLight }}
          strings={{ 'main.header': 'Light theme' }}
        />
      </div>
      <div data-testid="dark">
        <Login services={fakeServices()} config={config} presentation={{ theme: providerDark }} strings={{ 'main.header': 'Dark theme' }} />
      </div>
    </div>
  );
}

const meta = {
  title: 'Widget/Presentation',
  component: SideBySide,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SideBySide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's default light and dark 6.x themes, through `presentation`. */
export const ProviderDefaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Light theme' });
    await canvas.findByRole('heading', { name: 'Dark theme' });
    const submit = (side: string) => canvas.getByTestId(side).querySelector('button[type="submit"]')!;
    await expect(getComputedStyle(submit('light')).backgroundColor).toBe('oklch(0.2 0 0)');
    await expect(getComputedStyle(submit('light')).borderTopLeftRadius).toBe('8px');
    await expect(getComputedStyle(submit('dark')).backgroundColor).toBe('oklch(0.922 0 0)');
    const card = canvas.getByTestId('dark').querySelector('[data-part="screen"]')!;
    await expect(getComputedStyle(card).backgroundColor).toBe('oklch(0.145 0 0)');
  },
};
