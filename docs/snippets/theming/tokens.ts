import type { Theme } from 'gatehouse-auth';
import { checkTheme, themeFromTokens } from 'gatehouse-auth/themes';

/** Your design team's DTCG 2025.10 file, in the names of `gatehouse-auth/tokens/default.tokens.json`. */
export async function brandTheme(url: string): Promise<Theme> {
  const theme = themeFromTokens(await (await fetch(url)).json());
  const failures = checkTheme(theme);
  if (failures.length) throw new Error(`${failures.length} colour pairs are below WCAG contrast`);
  return theme;
}
