import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import remarkGfm from 'remark-gfm';

const favicon = '<link rel="icon" type="image/svg+xml" href="./favicon.svg" />';

const config: StorybookConfig = {
  stories: ['../docs/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    // GitHub-flavoured Markdown, so the guides' tables render as tables.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // A kit's catalogue, not a Storybook tutorial: no "Get started" checklist in the sidebar.
  features: { sidebarOnboardingChecklist: false },
  staticDirs: ['./public'],
  // The Gatehouse mark as the tab icon of the catalogue and of each story frame (no /favicon.ico 404s).
  managerHead: (head) => `${head ?? ''}${favicon}`,
  previewHead: (head) => `${head ?? ''}${favicon}`,
  // The docs pages' props tables come from the components' types and JSDoc. react-docgen-typescript reads them
  // through the compiler, so a prop typed from elsewhere resolves: Button's `variant` (a recipe's variants) shows
  // as 'primary' | 'secondary' | 'text' with a select control, where Babel's react-docgen showed
  // `styles.ButtonVariants['variant']` and no control, and missed the screens made by a factory
  // (PasswordForgot and its three siblings). The source's own project, so `.js` imports resolve (NodeNext).
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../tsconfig.src.json', import.meta.url)),
      // String unions as options (select and radio controls), optional props without `| undefined`.
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
    },
  },
};

export default config;
