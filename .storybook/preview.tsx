import type { Decorator, Preview } from '@storybook/react-vite';
import { MessagesProvider } from '../src/i18n';
import { ThemeProvider, type BaseTheme, type ThemeOverride } from '../src/theme';

/**
 * A custom typed theme for the toolbar: shows that the public `Theme` object restyles everything
 * (and keeps AA contrast, since axe runs on every story).
 */
export const customTheme: ThemeOverride = {
  container: { backgroundColor: '#FFF8F0', borderColor: '#7A4B1F', borderRadius: '16px' },
  colors: { primary: '#3B2412', secondary: '#6B4A2F', success: '#1F5C2E', error: '#9B1C1C' },
  buttons: {
    primary: { backgroundColor: '#7A4B1F', textColor: '#FFFFFF', borderColor: '#7A4B1F', borderRadius: '22px' },
    secondary: { backgroundColor: '#FFF8F0', textColor: '#3B2412', borderColor: '#7A4B1F', borderRadius: '22px' },
  },
  inputs: { backgroundColor: '#FFFFFF', textColor: '#3B2412', borderColor: '#7A4B1F', borderRadius: '8px' },
  fontFamily: 'Georgia, serif',
};

// The Vitest "storybook-dark" project sets this so every story is also checked by axe in the dark theme.
const defaultTheme: string = import.meta.env.VITE_GH_STORY_THEME ?? 'default';

const withTheme: Decorator = (Story, context) => {
  const choice = (context.globals['theme'] as string | undefined) ?? defaultTheme;
  const base: BaseTheme = choice === 'dark' ? 'dark' : 'default';
  const dir = (context.globals['direction'] as 'ltr' | 'rtl' | undefined) ?? 'ltr';
  // Primitives sit on the card's surface, as they do in the widget; layout stories draw the card themselves
  // on the page (`parameters.surface = 'page'`).
  const onCard = context.parameters['surface'] !== 'page';
  return (
    <MessagesProvider>
      <div dir={dir}>
        <ThemeProvider base={base} theme={choice === 'custom' ? customTheme : undefined}>
          <main style={{ padding: 16, minHeight: '100vh', background: 'var(--gh-colors-page)' }}>
            {/* One width rule for every story: full width up to the theme's container width (400px). */}
            <div
              data-part="story-frame"
              style={{
                width: '100%',
                maxWidth: 'var(--gh-container-width)',
                marginInline: 'auto',
                ...(onCard && {
                  padding: 16,
                  borderRadius: 'var(--gh-container-border-radius)',
                  background: 'var(--gh-container-background-color)',
                }),
              }}
            >
              <Story />
            </div>
          </main>
        </ThemeProvider>
      </div>
    </MessagesProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Widget theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default' },
          { value: 'dark', title: 'Dark' },
          { value: 'custom', title: 'Custom (typed Theme object)' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    // The catalogue opens on the first entry: the Introduction, then the guides, tokens and components.
    options: { storySort: { order: ['Introduction', 'Docs', 'Tokens', 'Primitives', 'Screens', 'Flows'] } },
    layout: 'fullscreen',
    controls: { expanded: true },
    // Axe violations fail the story's test (Storybook Vitest addon).
    a11y: { test: 'error' },
  },
};

export default preview;
