/**
 * The theme a story shows, from the catalogue's toolbar. A provider nested in a story must be told, or it
 * would reset to the default theme under a dark page. (The test run needs no flag for the dark theme: it
 * swaps the theme class on every theme root after the default pass, .storybook/vitest.setup.ts.)
 */
import type { StoryContext } from '@storybook/react-vite';
import type { BaseTheme } from '../../src/theme';
import { customTheme } from './customTheme';

type Globals = Pick<StoryContext, 'globals'>;

const choiceOf = (context: Globals): string => (context.globals['theme'] as string | undefined) ?? 'default';

/** The base theme chosen in the toolbar. */
export const storyBaseTheme = (context: Globals): BaseTheme => (choiceOf(context) === 'dark' ? 'dark' : 'default');

/** The widget's theme props for the theme chosen in the toolbar (default, dark, or the custom typed theme). */
export function themeProps(context: Globals) {
  return { baseTheme: storyBaseTheme(context), styles: choiceOf(context) === 'custom' ? customTheme : undefined };
}
