/**
 * The locale a story shows, from the catalogue's toolbar (issue 24), and the direction of its page: the
 * locale's (Arabic and Hebrew right to left) unless the direction toolbar forces one, as the `RightToLeft`
 * stories do to show the kit mirrored with English text.
 */
import type { StoryContext } from '@storybook/react-vite';
import { directionOf, resolveLocale } from '../../src/i18n/locales';

type Globals = Pick<StoryContext, 'globals'>;

/** The locale chosen in the toolbar (a tag the widget's `locale` prop takes). */
export const storyLocale = (context: Globals): string => (context.globals['locale'] as string | undefined) ?? 'en';

/** The page's direction: the toolbar's choice, or the locale's. */
export function storyDirection(context: Globals): 'ltr' | 'rtl' {
  const chosen = context.globals['direction'] as string | undefined;
  if (chosen === 'ltr' || chosen === 'rtl') return chosen;
  return directionOf(resolveLocale([storyLocale(context)]));
}
