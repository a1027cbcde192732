/**
 * The locale a story shows, from the catalogue's toolbar (issue 24), and the direction of its page: the
 * locale's (Arabic and Hebrew right to left) unless the direction toolbar forces one, as the `RightToLeft`
 * stories do to show the kit mirrored with English text.
 */
import type { StoryContext } from '@storybook/react-vite';
import { laterMessages } from '../../src/i18n/later';
import { directionOf, resolveLocale, type Locale } from '../../src/i18n/choose';
import { loadLocale } from '../../src/i18n/locales';
import type { LocaleMessages } from '../../src/i18n/messages';

type Globals = Pick<StoryContext, 'globals'>;

/** The locale chosen in the toolbar (a tag the widget's `locale` prop takes). */
export const storyLocale = (context: Globals): string => (context.globals['locale'] as string | undefined) ?? 'en';

/** The page's direction: the toolbar's choice, or the locale's. */
export function storyDirection(context: Globals): 'ltr' | 'rtl' {
  const chosen = context.globals['direction'] as string | undefined;
  if (chosen === 'ltr' || chosen === 'rtl') return chosen;
  return directionOf(resolveLocale([storyLocale(context)]));
}

/**
 * A locale's text of every key, as `t` reads it: its catalogue, and for the pseudo-locale the later screens'
 * text written from the English each screen brings (`fromEnglish`). Loads the locale when it is not here yet (English, which has no module, throws).
 */
export async function catalogueOf(locale: Locale): Promise<LocaleMessages> {
  const loaded = await loadLocale([locale]);
  if (!loaded) throw new Error(`The ${locale} catalogue did not load`);
  const { messages, fromEnglish } = loaded;
  const later = fromEnglish ? Object.fromEntries(Object.entries(laterMessages).map(([key, english]) => [key, fromEnglish(english)])) : {};
  return { ...later, ...messages } as LocaleMessages;
}
