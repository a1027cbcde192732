import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { MessagesProvider } from '../src/i18n';
import { preloadBrandMarks } from '../src/primitives/BrandMark';
import { ThemeProvider } from '../src/theme';
import { themeProps } from '../stories/support/theme';

// `findBy…` queries wait for the state a story's play function expects; this is only their upper bound.
// Lazy screen and toast chunks can take seconds to load on a busy CI machine, so the bound is generous.
configure({ asyncUtilTimeout: 10_000 });

const withTheme: Decorator = (Story, context) => {
  const { baseTheme, styles } = themeProps(context);
  const dir = (context.globals['direction'] as 'ltr' | 'rtl' | undefined) ?? 'ltr';
  // Primitives sit on the card's surface, as they do in the widget; layout stories draw the card themselves
  // on the page (`parameters.surface = 'page'`).
  const onCard = context.parameters['surface'] !== 'page';
  return (
    <MessagesProvider>
      <div dir={dir}>
        <ThemeProvider base={baseTheme} theme={styles}>
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
  // Each brand mark is a chunk loaded on first use; loading them before a story renders draws it complete
  // at once, so its screenshot and its play function never see a mark's empty place.
  loaders: [
    async () => {
      await preloadBrandMarks();
      return {};
    },
  ],
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
