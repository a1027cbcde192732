import type { StorybookConfig } from '@storybook/react-vite';
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
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
