import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { LOCALES, MessagesProvider, preloadLocale } from '../src/i18n';
import { preloadBrandMarks } from '../src/primitives/BrandMark';
import { ThemeProvider, vars } from '../src/theme';
import { storyDirection, storyLocale } from '../stories/support/locale';
import { themeProps } from '../stories/support/theme';

// `findBy…` queries wait for the state a story's play function expects; this is only their upper bound.
// Lazy screen and toast chunks can take seconds to load on a busy CI machine, so the bound is generous.
configure({ asyncUtilTimeout: 10_000 });

const nativeFocus = HTMLElement.prototype.focus;

/**
 * A docs page renders every story of a component at once, and a screen that focuses its field as it mounts
 * (the passcode boxes, a password) scrolled the page down to the last of them, away from the description and
 * the props table. On a docs page a script's `focus()` moves focus without scrolling (the keyboard's Tab
 * still scrolls to what it reaches); a story's own page, and so every test, keeps the browser's `focus()`.
 */
function scrollOnFocus(inDocs: boolean): void {
  HTMLElement.prototype.focus = inDocs
    ? function focus(this: HTMLElement, options?: FocusOptions) {
        nativeFocus.call(this, { ...options, preventScroll: true });
      }
    : nativeFocus;
}

const withTheme: Decorator = (Story, context) => {
  const { baseTheme, styles } = themeProps(context);
  const locale = storyLocale(context);
  const dir = storyDirection(context);
  // Primitives sit on the card's surface, as they do in the widget; layout stories draw the card themselves
  // on the page (`parameters.surface = 'page'`).
  const onCard = context.parameters['surface'] !== 'page';
  // A story fills the viewport on its own page; on a docs page, where every story of a component renders
  // in turn, each takes its own height and is no landmark of its own (the docs page has its main).
  const inDocs = context.viewMode === 'docs';
  scrollOnFocus(inDocs);
  const Page = inDocs ? 'div' : 'main';
  return (
    <MessagesProvider locale={locale}>
      <div dir={dir} lang={locale}>
        <ThemeProvider base={baseTheme} theme={styles}>
          <Page style={{ padding: 16, minHeight: inDocs ? undefined : '100vh', background: vars.colors.page }}>
            {/* One width rule for every story: full width up to the theme's container width (400px). */}
            <div
              data-part="story-frame"
              style={{
                width: '100%',
                maxWidth: vars.container.width,
                marginInline: 'auto',
                ...(onCard && {
                  padding: 16,
                  borderRadius: vars.container.borderRadius,
                  background: vars.container.backgroundColor,
                }),
              }}
            >
              <Story />
            </div>
          </Page>
        </ThemeProvider>
      </div>
    </MessagesProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  // Each brand mark is a chunk loaded on first use; loading them before a story renders draws it complete
  // at once, so its screenshot and its play function never see a mark's empty place.
  // The toolbar's locale is loaded the same way, so a story in another language paints in it at once.
  loaders: [
    async (context) => {
      await Promise.all([preloadBrandMarks(), preloadLocale(storyLocale(context))]);
      return {};
    },
  ],
  initialGlobals: { theme: 'default', locale: 'en', direction: 'auto' },
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
    // Every locale the widget ships, and the pseudo-locales (issue 24, issue 40): screen stories render in it
    // (the flow's provider takes it as its `locale`), right to left for Arabic, Hebrew and en-XB.
    locale: {
      description: 'Widget locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((value) => ({
          value,
          title: value === 'en-XA' ? 'en-XA (pseudo-locale)' : value === 'en-XB' ? 'en-XB (bidi pseudo-locale)' : value,
        })),
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: "The locale's" },
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
    docs: {
      source: {
        // The built catalogue minifies names, so Storybook's snippet of a spied callback (`() => {}`, which it
        // writes from `function noRefCheck() {}`) read `onPress={function bY(){}}`.
        transform: (code: string) => code.replace(/function [\w$]+\(\)\s*\{\}/g, '() => {}'),
      },
    },
    // Axe violations fail the story's test (Storybook Vitest addon).
    a11y: { test: 'error' },
  },
};

export default preview;
